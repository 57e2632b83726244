// "paguei 10 mil ao Zeca" with no debt to Zeca on record, "o João pagou-me 5 mil" with no loan
// to João: recording it would leave a negative debt (or loan) without a word. Kumbu asks first,
// with Sim/Não buttons (decision 0015's reply buttons); the Sim button carries the record itself
// in its id, so nothing is kept between the question and the tap, and Não records nothing.
import { type Cents, type Currency, isCents, isCurrency, isStorableAmount } from '@kumbu/core/money';
import { type DayString, isDayString } from '@kumbu/core/date-range';
import { type Bilingual, type Lang, interpolate } from '@kumbu/core/lang';
import { money } from './format';
import { type Reply } from './replies';

export type RepaymentKind = 'debtPaid' | 'loanReceivedPayment';

/** The record the user is asked to confirm. */
export interface RepaymentProposal {
  readonly kind: RepaymentKind;
  readonly amountCents: Cents;
  readonly currency: Currency;
  readonly party: string;
  readonly day: DayString;
  readonly description: string;
  /**
   * The inbound message the question answered (its row id): WhatsApp keeps a Sim button tappable,
   * so the server records one confirmation per question, and a second tap records nothing.
   * null only for a button without it.
   */
  readonly questionId: number | null;
}

export const REPAYMENT_TEXTS = {
  unrecordedDebtPaid: { pt: 'Não tenho dívida registada a {party} — quer registar que lhe pagou {amount}?', en: 'I have no debt to {party} on record — do you want to record that you paid them {amount}?' },
  unrecordedLoanRepaid: { pt: 'Não tenho empréstimo registado a {party} — quer registar que {party} lhe pagou {amount}?', en: 'I have no loan to {party} on record — do you want to record that {party} paid you {amount}?' },
  yes: { pt: 'Sim', en: 'Yes' },
  no: { pt: 'Não', en: 'No' },
  declined: { pt: 'Está bem, não registei nada.', en: 'OK, I did not record anything.' },
  alreadyConfirmed: { pt: 'Já registei esse pagamento: não o registei outra vez.', en: 'I already recorded that payment: I did not record it again.' },
} as const satisfies Readonly<Record<string, Bilingual>>;

/** WhatsApp takes at most 256 characters in a reply button's id. */
const MAX_BUTTON_ID = 256;
export const CONFIRM_REPAYMENT_PREFIX = 'repay:';
export const DECLINE_REPAYMENT_ID = 'repay-no';

const KIND_CODE: Readonly<Record<RepaymentKind, string>> = { debtPaid: 'd', loanReceivedPayment: 'l' };

/** The Sim button's id: the proposal as a short JSON array (the description shortened to fit). */
export function confirmRepaymentButtonId(p: RepaymentProposal): string {
  const build = (party: string, description: string) =>
    `${CONFIRM_REPAYMENT_PREFIX}${JSON.stringify([KIND_CODE[p.kind], p.amountCents, p.currency, p.day, party, description, p.questionId])}`;
  let description = p.description;
  let id = build(p.party, description);
  while (id.length > MAX_BUTTON_ID && description.length > 0) {
    description = description.slice(0, Math.max(0, description.length - (id.length - MAX_BUTTON_ID)));
    id = build(p.party, description);
  }
  return id.length > MAX_BUTTON_ID ? build(p.party.slice(0, 120), '') : id;
}

/** The proposal a tapped Sim button carries, or null when the id is not one (or not valid). */
export function parseConfirmRepayment(id: string | undefined): RepaymentProposal | null {
  if (!id?.startsWith(CONFIRM_REPAYMENT_PREFIX) || id.length > MAX_BUTTON_ID) return null;
  let value: unknown;
  try { value = JSON.parse(id.slice(CONFIRM_REPAYMENT_PREFIX.length)); } catch { return null; }
  if (!Array.isArray(value) || value.length !== 7) return null;
  const [code, amountCents, currency, day, party, description, questionId] = value as unknown[];
  const kind = code === 'd' ? 'debtPaid' : code === 'l' ? 'loanReceivedPayment' : null;
  // The amount within the cap every record path keeps (core's MAX_AMOUNT_CENTS).
  if (kind === null || !isCents(amountCents) || !isStorableAmount(amountCents) || !isCurrency(currency) || !isDayString(day)) return null;
  if (typeof party !== 'string' || party.trim() === '' || typeof description !== 'string') return null;
  if (questionId !== null && !(typeof questionId === 'number' && Number.isSafeInteger(questionId) && questionId > 0)) return null;
  return { kind, amountCents, currency, day, party: party.trim(), description, questionId };
}

/** "Não tenho dívida registada a Zeca — quer registar que lhe pagou 10 000,00 Kz?" with Sim / Não. */
export function unrecordedRepaymentReply(p: RepaymentProposal, lang: Lang): Reply {
  const key = p.kind === 'debtPaid' ? 'unrecordedDebtPaid' : 'unrecordedLoanRepaid';
  return {
    text: interpolate(REPAYMENT_TEXTS[key][lang], { party: p.party, amount: money(p.amountCents, p.currency, lang) }),
    buttons: [
      { id: confirmRepaymentButtonId(p), title: REPAYMENT_TEXTS.yes[lang] },
      { id: DECLINE_REPAYMENT_ID, title: REPAYMENT_TEXTS.no[lang] },
    ],
  };
}

/** A second tap on the same Sim: nothing more was recorded. */
export function repaymentAlreadyConfirmedReply(lang: Lang): Reply {
  return { text: REPAYMENT_TEXTS.alreadyConfirmed[lang] };
}

/** Não: nothing was recorded. */
export function repaymentDeclinedReply(lang: Lang): Reply {
  return { text: REPAYMENT_TEXTS.declined[lang] };
}
