// Money moving between a person's own accounts, read from a message (issue 15): which kind of
// movement (the named rules of transfer-rules.ts), from and to which accounts, how much, the
// exchange's other side and a fee said with it. Never income or expense.
import { type Cents, type Currency, toCents } from '@kumbu/core/money';
import { convertCents, impliedRateMicros, RATE_SCALE } from '@kumbu/core/fx';
import { chatAmount } from './amounts';
import { type AccountMention, type AccountRef, type KnownAccount, accountMentions, roleOf } from './account-words';
import { findParty } from './parties';
import { blank, fold, foldKeepingPositions } from './text';
import { CARD_PAYMENT, DEPOSIT, EXCHANGE, EXPLICIT_TRANSFER, GOAL_NAMED, SET_ASIDE, TOP_UP, TRANSFER_VERB, WITHDRAWAL } from './transfer-rules';

export const TRANSFER_TYPES = ['withdrawal', 'deposit', 'topUp', 'cardPayment', 'savings', 'explicit', 'exchange'] as const;
export type TransferType = (typeof TRANSFER_TYPES)[number];

export interface TransferRequest {
  readonly type: TransferType;
  readonly from: AccountRef;
  readonly to: AccountRef;
  /** Exchanges: what arrived in `toCurrency`; null when neither that sum nor the rate was said (Kumbu asks). */
  readonly toAmountCents?: Cents | null;
  readonly toCurrency?: Currency;
  /** A fee said in the same message ("taxa de 500"): recorded as its own expense in fees. */
  readonly feeCents?: Cents;
}

/** A transfer read from a message, with the amount that left the from-account. */
export interface ReadTransfer { readonly request: TransferRequest; readonly amountCents: Cents; readonly currency: Currency }

interface Figure { readonly cents: Cents; readonly currency: Currency | null; readonly start: number; readonly end: number }

const SLANG_DOLLARS = /^\s*(?:doletas?|verdinhas?|dolas)(?![\p{L}])/u;

/** Every figure of a message, left to right (at most four). */
export function figures(text: string): Figure[] {
  const out: Figure[] = [];
  let rest = text;
  for (let a = chatAmount(rest); a && out.length < 4; a = chatAmount(rest)) {
    // "300 doletas", "50 verdinhas": dollars in street slang.
    const currency = a.currency ?? (SLANG_DOLLARS.test(fold(text.slice(a.end, a.end + 14))) ? 'USD' : null);
    out.push({ cents: toCents(a.cents), currency, start: a.start, end: a.end });
    rest = blank(rest, a.start, a.end);
  }
  // "fiz um levantamento de 25 mil": an article read as the number one is not a figure when
  // the message has another.
  const real = out.filter((f) => !ARTICLE_ONE.test(fold(text.slice(f.start, f.end))));
  return (real.length > 0 ? real : out).sort((x, y) => x.start - y.start);
}

const ARTICLE_ONE = /^\s*(?:um|uma|one|a|an)\s*$/u;

/** A message about a fee itself: it opens with the fee (an expense in fees, not a transfer). */
const FEE_SUBJECT = /^\s*(?:(?:a|the|paguei|paid|paguei a|paid the)\s+)?(?:taxa|taxas|comissao|comissoes|transfer fee|transfer fees|bank fee|bank fees|fee|fees|charges?)(?![\p{L}])/u;

const FEE_BEFORE = /(?<![\p{L}])(?:taxa|taxas|comissao|comissoes|fee|fees|charge|charges|cobraram|cobrou|cobranca|custo|custou)(?:\s+(?:de|do|of|foi|was|me|la))?\s*:?\s*$/u;
const FEE_AFTER = /^\s*(?:kz|kwanzas|aoa)?\s*(?:de\s+|in\s+|of\s+)?(?:taxa|taxas|comissao|fee|fees|charges)(?![\p{L}])/u;

/** The figure said to be a fee ("taxa de 500", "500 de comissão"), if any. */
function feeFigure(folded: string, list: readonly Figure[]): Figure | null {
  return list.find((f) => FEE_BEFORE.test(folded.slice(Math.max(0, f.start - 25), f.start)) || FEE_AFTER.test(folded.slice(f.end, f.end + 25))) ?? null;
}

const isForeign = (c: Currency | null): c is 'USD' | 'EUR' => c === 'USD' || c === 'EUR';
const BUY = /(?<![\p{L}])(?:comprei|compramos|bought)(?![\p{L}])/u;
/** Right before a figure, words that make it the rate: "a 1000", "at 950", "@ 940", "ao câmbio de 950". */
const RATE_BEFORE = /(?<![\p{L}])(?:a|at|@|ao cambio de|cambio de|taxa de|rate of|ao preco de)\s*$/u;

/** The currency asked for with no figure: "troquei 300 mil kwanzas por dólares". */
const FOR_NAMED_CURRENCY = /(?<![\p{L}])(?:por|for|into|em|pra|para)\s+(dolares|dolar|dollars|usd|euros|euro|eur)(?![\p{L}])/u;

/** An exchange between the default accounts of each currency; what came back, when said. */
const exchangeRequest = (toAmountCents: Cents | null, toCurrency: Currency): TransferRequest => ({
  type: 'exchange', from: { by: 'default' }, to: { by: 'default' }, toAmountCents, toCurrency,
});

/** "troquei 300 mil kwanzas por dólares": kwanza left, the foreign amount not said (asked for later). */
function kwanzaForNamed(folded: string, list: readonly Figure[]): ReadTransfer | null {
  const named = FOR_NAMED_CURRENCY.exec(folded)?.[1];
  const kwanza = list.find((f) => !isForeign(f.currency));
  if (named === undefined || !kwanza) return null;
  const toCurrency: Currency = /^(?:euros?|eur)$/u.test(named) ? 'EUR' : 'USD';
  return { request: exchangeRequest(null, toCurrency), amountCents: kwanza.cents, currency: 'AOA' };
}

/** "troquei 100 dólares por 95 mil": the foreign side, the kwanza side, and which one left. */
function exchange(folded: string, list: readonly Figure[]): ReadTransfer | null {
  const foreignAt = list.findIndex((f) => isForeign(f.currency));
  const foreign = list[foreignAt];
  if (!foreign || !isForeign(foreign.currency)) return kwanzaForNamed(folded, list);
  const other = list.find((f, i) => i !== foreignAt && !isForeign(f.currency)) ?? null;
  const rateSaid = other !== null && other.start > foreign.end && RATE_BEFORE.test(folded.slice(Math.max(0, other.start - 16), other.start));
  let kzCents: Cents | null = null;
  if (other) {
    if (rateSaid) {
      // "a 1000 kz cada": kwanza per unit, the kwanza side worked out exactly.
      const micros = other.cents * (RATE_SCALE / 100);
      kzCents = convertCents(foreign.cents, micros);
    } else kzCents = other.cents;
  }
  // Kwanza named first ("troquei 95 mil por 100 dólares") or "comprei 200 usd": kwanza left, dollars arrived.
  const kwanzaLeft = BUY.test(folded) || (other !== null && !rateSaid && other.start < foreign.start);
  if (kwanzaLeft) {
    if (kzCents === null) return null;
    return { request: exchangeRequest(foreign.cents, foreign.currency), amountCents: kzCents, currency: 'AOA' };
  }
  return { request: exchangeRequest(kzCents, 'AOA'), amountCents: foreign.cents, currency: foreign.currency };
}

/** The kwanza per unit an exchange implies, in micros (null when a side is missing). */
export function exchangeRateMicros(amountCents: Cents, currency: Currency, toAmountCents: Cents | null | undefined, toCurrency: Currency | undefined): number | null {
  if (toAmountCents == null || toCurrency === undefined) return null;
  if (currency === 'AOA' && isForeign(toCurrency)) return impliedRateMicros(toAmountCents, amountCents);
  if (isForeign(currency) && toCurrency === 'AOA') return impliedRateMicros(amountCents, toAmountCents);
  return null;
}

const NOT_CASH = (m: AccountMention): boolean => m.ref.by !== 'type' || m.ref.type !== 'cash';
const isType = (m: AccountMention, type: string): boolean => m.ref.by !== 'default' && m.ref.type === type;

/** A person named as the one money went to ("pra minha mãe", "ao João"): then it is not between own accounts. */
function namesSomeone(text: string, mentions: readonly AccountMention[]): boolean {
  let rest = text;
  for (const m of mentions) rest = blank(rest, m.start, m.end);
  // A capital at the start is the sentence's, not a name's.
  const party = findParty(rest.replace(/^\s*\p{Lu}/u, (c) => c.toLowerCase()));
  if (party !== null) return true;
  return /(?<![\p{L}])(?:pra|para|pro|ao|a|à|to)\s+(?:(?:o|a|meu|minha|my)\s+)?(?:mae|pai|mano|mana|tia|tio|kota|filho|filha|esposa|marido|mulher|primo|prima|amigo|amiga|irmao|irma|avo|vizinho|vizinha|mom|mum|dad|brother|sister|wife|husband|friend|son|daughter)(?![\p{L}])/u.test(fold(rest));
}

/**
 * The transfer a message describes, or null. `text` has the day already blanked (positions
 * kept); `own` are the person's account names, so "do Poupança Casa" is found as written.
 */
export function readTransfer(text: string, own: readonly KnownAccount[] = []): ReadTransfer | null {
  const folded = foldKeepingPositions(text);
  if (folded.includes('?') || !TRANSFER_VERB.test(folded) || GOAL_NAMED.rule.test(folded)) return null;
  const list = figures(text);
  const fee = feeFigure(folded, list);
  const main = list.filter((f) => f !== fee);
  if (EXCHANGE.rule.test(folded)) return exchange(folded, main);
  const first = main[0];
  if (!first) return null;
  // "transfer fee on the BIC app 350", "taxa da transferência para o BFA 500 kz": the fee alone is what was paid.
  if (main.length === 1 && FEE_SUBJECT.test(folded)) return null;
  const mentions = accountMentions(folded, own);
  const currency: Currency = first.currency ?? 'AOA';
  const make = (type: TransferType, from: AccountRef, to: AccountRef): ReadTransfer => {
    const request: TransferRequest = fee && fee.cents > 0 ? { type, from, to, feeCents: fee.cents } : { type, from, to };
    return { request, amountCents: first.cents, currency };
  };
  // "pra minha conta do BFA": of two words for one side, the name.
  const side = (role: 'from' | 'to'): AccountMention | undefined => {
    const list = mentions.filter((m) => roleOf(folded, m) === role);
    return list.find((m) => m.ref.by === 'name') ?? list[0];
  };
  const fromMention = side('from');
  const toMention = side('to');

  // "no multicaixa do BFA": the bank named beats the machine.
  const named = (test: (m: AccountMention) => boolean): AccountMention | undefined => mentions.find((m) => m.ref.by === 'name' && test(m)) ?? mentions.find(test);
  if (WITHDRAWAL.rule.test(folded)) {
    const bank = named(NOT_CASH);
    return make('withdrawal', bank?.ref ?? { by: 'type', type: 'bank' }, mentions.find((m) => !NOT_CASH(m))?.ref ?? { by: 'type', type: 'cash' });
  }
  if (TOP_UP.rule.test(folded)) {
    const wallet = mentions.find((m) => isType(m, 'mobile'));
    if (wallet) return make('topUp', fromMention && fromMention !== wallet ? fromMention.ref : { by: 'default' }, wallet.ref);
  }
  if (CARD_PAYMENT.rule.test(folded)) {
    const bank = mentions.find((m) => !isType(m, 'card') && NOT_CASH(m));
    const card = mentions.find((m) => isType(m, 'card') && m.ref.by === 'name');
    return make('cardPayment', bank?.ref ?? { by: 'type', type: 'bank' }, card?.ref ?? { by: 'type', type: 'card' });
  }
  if (SET_ASIDE.rule.test(folded)) {
    const savings = mentions.find((m) => isType(m, 'savings'));
    const from = fromMention && fromMention !== savings ? fromMention.ref : { by: 'type' as const, type: 'cash' as const };
    return make('savings', from, savings?.ref ?? { by: 'type', type: 'savings' });
  }
  if (DEPOSIT.rule.test(folded)) {
    // "depositei 60 mil na conta": no bank named is the person's bank account (asked which when they have several).
    const bank = named((m) => NOT_CASH(m) && m !== fromMention);
    return make('deposit', fromMention?.ref ?? { by: 'type', type: 'cash' }, bank?.ref ?? { by: 'type', type: 'bank' });
  }
  if (EXPLICIT_TRANSFER.rule.test(folded) && toMention && !namesSomeone(text, mentions)) {
    return make('explicit', fromMention?.ref ?? { by: 'default' }, toMention.ref);
  }
  return null;
}

/** Before an account named in a record: "com o cartão do", "pelo", "no", "from my". */
const RECORD_ACCOUNT_BEFORE = /(?<![\p{L}])(?:com|pelo|pela|por|via|no|na|do|da|from|with|using|on|in|into|to|by|through)(?:\s+(?:o|a|meu|minha|my|the))?(?:\s+(?:cartao|conta|card|account|carteira|app)(?:\s+(?:d[oa]|de))?)?\s*$/u;

/** The account a record names and where its words are ("com o cartão do BAI"), so they do not pick the category. */
export interface RecordAccount { readonly ref: AccountRef; readonly start: number; readonly end: number }

/**
 * The account a record names ("gastei 5 mil no Kero com o cartão do BAI", "recebi 200 mil no
 * Express"), or null. Own names count only after an account word ("na conta Casa"): "na
 * casa" is a place. Cash and savings said in passing are not accounts here.
 */
export function recordAccount(folded: string, own: readonly KnownAccount[] = []): RecordAccount | null {
  const found = accountMentions(folded, own, false).flatMap((m) => {
    const lead = RECORD_ACCOUNT_BEFORE.exec(folded.slice(Math.max(0, m.start - 32), m.start));
    return lead ? [{ ref: m.ref, start: m.start - lead[0].length, end: m.end }] : [];
  });
  return found.find((m) => m.ref.by === 'name')
    ?? found.find((m) => m.ref.by === 'type' && (m.ref.type === 'card' || m.ref.type === 'bank')) ?? null;
}
