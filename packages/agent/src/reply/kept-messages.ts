// What a number sent before it had an account, kept (issue 16 item 6), offered once the account
// exists: "Antes de criar a conta, enviou-me isto: • Despesa: 5 000,00 Kz · Transporte · ontem.
// Quer que o registe?" with "Sim, registar" / "Não". The buttons carry no data: the kept rows
// are the number's, on the server, and go once either is tapped. Pure: no I/O, pt and en.
import { type Cents, type Currency } from '@kumbu/core/money';
import { type DayString } from '@kumbu/core/date-range';
import { type Bilingual, type Lang, interpolate } from '@kumbu/core/lang';
import { type RecordKind, kindLabel } from '@kumbu/core/records';
import { money, spokenDay } from './format';
import { type Reply } from './replies';

export const KEPT_TEXTS = {
  offerOne: {
    pt: 'Antes de criar a conta, enviou-me isto:\n{items}\nQuer que o registe?',
    en: 'Before you signed up, you sent me this:\n{items}\nShall I record it?',
  },
  offerMany: {
    pt: 'Antes de criar a conta, enviou-me estes {count} registos:\n{items}\nQuer que os registe?',
    en: 'Before you signed up, you sent me these {count} records:\n{items}\nShall I record them?',
  },
  itemLine: { pt: '• {kind}: {amount} · {what} · {day}', en: '• {kind}: {amount} · {what} · {day}' },
  yesButton: { pt: 'Sim, registar', en: 'Yes, record' },
  noButton: { pt: 'Não', en: 'No' },
  recordedOne: {
    pt: 'Registei o que me enviou antes de criar a conta, com o dia em que o enviou. Se estiver errado, toque em "Anular" por baixo do registo.',
    en: 'I recorded what you sent me before you signed up, on the day you sent it. If it is wrong, tap "Undo" under the record.',
  },
  recordedMany: {
    pt: 'Registei os {count} registos que me enviou antes de criar a conta, cada um no seu dia. Se algum estiver errado, toque em "Anular" por baixo dele.',
    en: 'I recorded the {count} records you sent me before you signed up, each on its own day. If one is wrong, tap "Undo" under it.',
  },
  declined: {
    pt: 'Está bem, não registei nada e apaguei o que me tinha enviado antes de criar a conta.',
    en: 'OK, I recorded nothing and deleted what you sent me before you signed up.',
  },
  nothingKept: {
    pt: 'Já não tenho guardado nada do que me enviou antes de criar a conta, por isso não registei nada.',
    en: 'I no longer keep anything you sent me before you signed up, so nothing was recorded.',
  },
} as const satisfies Readonly<Record<string, Bilingual>>;

export const KEPT_YES_ID = 'kept:yes';
export const KEPT_NO_ID = 'kept:no';

/** One kept record as the offer lists it. */
export interface KeptItem {
  readonly kind: RecordKind;
  readonly amountCents: Cents;
  readonly currency: Currency;
  /** The category label, or the party, or the description. */
  readonly what: string;
  readonly day: DayString;
}

/** The one offer: the kept records, then Sim, registar / Não. */
export function keptOfferReply(items: readonly KeptItem[], today: DayString, lang: Lang): Reply {
  const lines = items.map((i) => interpolate(KEPT_TEXTS.itemLine[lang], {
    kind: kindLabel(i.kind, lang), amount: money(i.amountCents, i.currency, lang), what: i.what, day: spokenDay(i.day, today, lang),
  }));
  const text = interpolate(KEPT_TEXTS[items.length === 1 ? 'offerOne' : 'offerMany'][lang], { items: lines.join('\n'), count: items.length });
  return {
    text,
    buttons: [{ id: KEPT_YES_ID, title: KEPT_TEXTS.yesButton[lang] }, { id: KEPT_NO_ID, title: KEPT_TEXTS.noButton[lang] }],
  };
}

/** Said before the records' own confirmations (each with its Undo button). */
export function keptRecordedReply(count: number, lang: Lang): Reply {
  return { text: interpolate(KEPT_TEXTS[count === 1 ? 'recordedOne' : 'recordedMany'][lang], { count }) };
}

export function keptDeclinedReply(lang: Lang): Reply {
  return { text: KEPT_TEXTS.declined[lang] };
}

/** Sim or Não tapped when nothing is kept any more (tapped twice, or expired). */
export function keptNothingReply(lang: Lang): Reply {
  return { text: KEPT_TEXTS.nothingKept[lang] };
}
