// What becomes of each statement movement, decided before anything is written (pure): a line an
// earlier import of the account already brought is a duplicate (compared as multisets, so two
// equal ATM withdrawals on one day in one file are both kept); a record the person logged by
// chat or receipt is linked, not counted again; a bank credit that pays a SAF-T invoice settles
// it; a move to or from another of the person's own accounts is a transfer; the rest is income
// or expense, categorised.
import { type Movement } from './statement';
import { descriptionKey, significantWords } from './description-key';

export interface ExistingLine {
  readonly id: number;
  readonly day: string;
  readonly amountCents: number;
  readonly descriptionKey: string;
  readonly balanceCents: number | null;
}

/** A record that may be the same movement, as it moves this account (signed). */
export interface CandidateRecord {
  readonly id: string;
  readonly day: string;
  /** Signed effect on the statement's account: −5000 for an expense of 5000 (on any account, for chat records). */
  readonly amountCents: number;
  readonly kind: string;
  /** Description, party and notes: the words matching compares. */
  readonly text: string;
  readonly category: string | null;
  readonly accountId: string;
}

export interface OwnAccount {
  readonly id: string;
  readonly name: string;
  readonly iban: string | null;
  readonly number: string | null;
  readonly currency: string;
}

export interface TransferRule {
  /** Folded words (descriptionKey) the line's description contains. */
  readonly words: string;
  readonly otherAccountId: string;
}

/** A sale invoice from a SAF-T import not yet paid. */
export interface OpenInvoice {
  readonly lineId: number;
  readonly recordId: string | null;
  readonly invoiceNo: string;
  readonly party: string | null;
  readonly amountCents: number;
  readonly day: string;
}

export interface PlanContext {
  readonly accountId: string;
  readonly currency: string;
  readonly existingLines: readonly ExistingLine[];
  readonly candidates: readonly CandidateRecord[];
  readonly ownAccounts: readonly OwnAccount[];
  readonly rules: readonly TransferRule[];
  readonly openInvoices: readonly OpenInvoice[];
  /** The co-pilot's classifier with the person's memory: a category key, or null. */
  readonly categorise: (text: string, side: 'income' | 'expense') => string | null;
}

export type LinePlan =
  | { readonly outcome: 'duplicate'; readonly duplicateOf: number }
  | { readonly outcome: 'matched'; readonly recordId: string; readonly moveFrom: string | null }
  | { readonly outcome: 'settled'; readonly invoiceLineId: number; readonly recordId: string | null }
  | { readonly outcome: 'inserted'; readonly kind: 'income' | 'expense'; readonly category: string | null }
  | { readonly outcome: 'inserted'; readonly kind: 'transfer'; readonly otherAccountId: string };

/** Days between two YYYY-MM-DD dates. */
export function dayDistance(a: string, b: string): number {
  return Math.abs(Date.parse(`${a}T00:00:00Z`) - Date.parse(`${b}T00:00:00Z`)) / 86_400_000;
}

const MATCH_DAYS = 3;

function shareWords(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  for (const w of a) if (b.has(w)) return true;
  // "candongueiro" and "candongueiros", "kero" and "keros": a shared 5-letter start counts.
  for (const w of a) if (w.length >= 5) for (const v of b) if (v.length >= 5 && v.slice(0, 5) === w.slice(0, 5)) return true;
  return false;
}

/** The other own account a line names: its IBAN, its wallet/account number, or a confirmed rule. */
export function otherOwnAccount(m: Movement, ctx: Pick<PlanContext, 'accountId' | 'ownAccounts' | 'rules'>, key: string = descriptionKey(m.description)): string | null {
  const text = `${m.description} ${m.counterparty ?? ''} ${m.reference ?? ''}`;
  const compact = text.replace(/[\s.-]/g, '').toUpperCase();
  const digits = ` ${text.replace(/[^\d]+/g, ' ')} `;
  for (const a of ctx.ownAccounts) {
    if (a.id === ctx.accountId) continue;
    if (a.iban && compact.includes(a.iban.replace(/\s/g, '').toUpperCase())) return a.id;
    const number = a.number?.replace(/\D/g, '') ?? '';
    // A phone wallet is kept as +244 9XX…: statements write the 9 digits.
    const local = number.startsWith('244') && number.length === 12 ? number.slice(3) : number;
    if (local.length >= 6 && digits.includes(` ${local} `)) return a.id;
  }
  for (const r of ctx.rules) if (r.words !== '' && ` ${key} `.includes(` ${r.words} `)) return r.otherAccountId;
  return null;
}

function invoiceDigits(no: string): string {
  // "FT FT2024/123" → "FT2024123": the series and number as banks copy them into a reference.
  const last = no.trim().split(/\s+/).pop() ?? no;
  return last.replace(/[^A-Za-z0-9]/g, '').toUpperCase();
}

/**
 * Which logged record each remaining line is, decided over all lines at once: a record is the
 * same movement when it has the line's signed amount, lies within MATCH_DAYS, and shares a word,
 * the category, or is a transfer. A shared word is stronger evidence than a shared category or a
 * transfer's amount alone, and a nearer day stronger than a farther one; the strongest pairs are
 * linked first, each line and record once. (Taking lines in statement order let an earlier line
 * take the record logged the day of a later, identical line.)
 */
function linkRecords(lines: readonly { readonly index: number; readonly m: Movement; readonly category: string | null }[], ctx: PlanContext): Map<number, CandidateRecord> {
  const pairs: { readonly index: number; readonly record: CandidateRecord; readonly order: number; readonly strength: number; readonly days: number }[] = [];
  // Candidates by amount: a link needs the same signed amount, so a line looks only at those
  // (a year's statement against a year of chat records would otherwise compare every pair).
  const byAmount = new Map<number, { readonly c: CandidateRecord; readonly order: number }[]>();
  ctx.candidates.forEach((c, order) => {
    const list = byAmount.get(c.amountCents);
    if (list) list.push({ c, order });
    else byAmount.set(c.amountCents, [{ c, order }]);
  });
  const recordWords = new Map<string, ReadonlySet<string>>();
  const wordsOf = (c: CandidateRecord): ReadonlySet<string> => {
    let w = recordWords.get(c.id);
    if (!w) { w = significantWords(c.text); recordWords.set(c.id, w); }
    return w;
  };
  for (const { index, m, category } of lines) {
    let words: ReadonlySet<string> | null = null;
    for (const { c, order } of byAmount.get(m.amountCents) ?? []) {
      const days = dayDistance(c.day, m.date);
      if (days > MATCH_DAYS) continue;
      words ??= significantWords(`${m.description} ${m.counterparty ?? ''}`);
      const strength = shareWords(words, wordsOf(c)) ? 2
        : c.kind === 'transfer' || (category !== null && category === c.category && c.category !== 'other') ? 1 : 0;
      if (strength > 0) pairs.push({ index, record: c, order, strength, days });
    }
  }
  pairs.sort((a, b) => b.strength - a.strength || a.days - b.days || a.index - b.index || a.order - b.order);
  const links = new Map<number, CandidateRecord>();
  const taken = new Set<string>();
  for (const p of pairs) {
    if (links.has(p.index) || taken.has(p.record.id)) continue;
    links.set(p.index, p.record);
    taken.add(p.record.id);
  }
  return links;
}

export function planImport(movements: readonly Movement[], ctx: PlanContext): LinePlan[] {
  // Earlier lines by (day, amount, description) and by (day, amount, balance), each usable once.
  const byText = new Map<string, number[]>();
  const byBalance = new Map<string, number[]>();
  const used = new Set<number>();
  const push = (map: Map<string, number[]>, key: string, id: number): void => {
    const list = map.get(key);
    if (list) list.push(id);
    else map.set(key, [id]);
  };
  for (const l of ctx.existingLines) {
    push(byText, `${l.day}|${l.amountCents}|${l.descriptionKey}`, l.id);
    if (l.balanceCents !== null) push(byBalance, `${l.day}|${l.amountCents}|${l.balanceCents}`, l.id);
  }
  const take = (list: number[] | undefined): number | null => {
    if (!list) return null;
    while (list.length > 0) {
      const id = list.shift();
      if (id !== undefined && !used.has(id)) { used.add(id); return id; }
    }
    return null;
  };
  const settled = new Set<number>();
  // Duplicates and settlements line by line; links to logged records over all lines at once (linkRecords).
  const decided = new Map<number, LinePlan>();
  const waiting: { readonly index: number; readonly m: Movement; readonly key: string; readonly side: 'income' | 'expense'; readonly category: string | null }[] = [];
  for (const [index, m] of movements.entries()) {
    const key = descriptionKey(m.description);
    const dup = take(byText.get(`${m.date}|${m.amountCents}|${key}`))
      ?? (m.balanceCents !== null ? take(byBalance.get(`${m.date}|${m.amountCents}|${m.balanceCents}`)) : null);
    if (dup !== null) { decided.set(index, { outcome: 'duplicate', duplicateOf: dup }); continue; }

    const side = m.amountCents > 0 ? 'income' : 'expense';
    const text = `${m.description} ${m.counterparty ?? ''}`;
    const category = m.role === 'fee' ? 'fees' : ctx.categorise(text, side);

    if (m.amountCents > 0 && m.role === 'movement' && !m.invoice && ctx.openInvoices.length > 0) {
      const textDigits = `${m.reference ?? ''} ${m.description}`.replace(/[^A-Za-z0-9]/g, '').toUpperCase();
      const words = significantWords(text);
      const invoice = ctx.openInvoices.find((i) => !settled.has(i.lineId) && invoiceDigits(i.invoiceNo).length >= 4 && textDigits.includes(invoiceDigits(i.invoiceNo)))
        ?? ctx.openInvoices.find((i) => !settled.has(i.lineId) && i.amountCents === m.amountCents && i.party !== null && shareWords(significantWords(i.party), words) && m.date >= i.day);
      if (invoice) {
        settled.add(invoice.lineId);
        decided.set(index, { outcome: 'settled', invoiceLineId: invoice.lineId, recordId: invoice.recordId });
        continue;
      }
    }
    waiting.push({ index, m, key, side, category });
  }

  const links = linkRecords(waiting, ctx);
  for (const { index, m, key, side, category } of waiting) {
    const record = links.get(index);
    if (record) {
      decided.set(index, { outcome: 'matched', recordId: record.id, moveFrom: record.kind !== 'transfer' && record.accountId !== ctx.accountId ? record.accountId : null });
      continue;
    }
    const other = m.role === 'movement' ? otherOwnAccount(m, ctx, key) : null;
    const otherAccount = other ? ctx.ownAccounts.find((a) => a.id === other) : undefined;
    decided.set(index, otherAccount && otherAccount.currency === ctx.currency
      ? { outcome: 'inserted', kind: 'transfer', otherAccountId: otherAccount.id }
      : { outcome: 'inserted', kind: side, category });
  }
  return movements.map((_, index) => {
    const plan = decided.get(index);
    if (!plan) throw new Error(`line ${index} was not planned`);
    return plan;
  });
}

