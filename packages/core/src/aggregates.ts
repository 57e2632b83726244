// Dashboard numbers (spec §2 analytics block, §3 derived aggregates) from a list of records,
// in one pass. Speed matters: the dashboard recomputes on every pushed change, so 100 000
// records must take a few milliseconds. The trick is to ask Intl about the time zone only for
// the range's day boundaries (a few dozen calls), then place each record on its day with
// integer arithmetic on its timestamp.
import { type Cents, type Currency, DEFAULT_CURRENCY, saturatingCents } from './money';
import {
  type DayRange, type DayString, DEFAULT_TIME_ZONE, MS_PER_DAY, dayFromNumber, dayNumber, dayOf, dayStartUtc, normaliseRange,
} from './date-range';
import { type FinanceRecord } from './records';
import { RateBook } from './fx';
import type { Conversion } from './fx-tally';
import { type Lanes, conversionOfLanes, convertOnLane, laneOf, makeLanes } from './aggregates-fx';

/**
 * Label for records without a party (debts/loans) or without a category (expenses). A dash
 * rather than a word so it reads the same in pt and en; the UI may translate it.
 */
export const NO_PARTY = '—';
export const NO_CATEGORY = '—';

/** The donut chart shows the 6 biggest expense categories (spec §9); the rest are not merged into "other". */
export const TOP_CATEGORIES = 6;

/** Projected monthly burn = average daily expense × 30 (a "month" of 30 days, as finance teams quote it). */
export const BURN_MONTH_DAYS = 30;

export interface CategoryShare { readonly name: string; readonly valueCents: Cents; readonly share: number }
export interface PartyDebt { readonly party: string; readonly takenCents: Cents; readonly paidCents: Cents; readonly outstandingCents: Cents }
export interface PartyLoan { readonly party: string; readonly givenCents: Cents; readonly receivedCents: Cents; readonly outstandingCents: Cents }
export interface DailyNetPoint { readonly day: DayString; readonly netCents: Cents }
export interface DailyIncomeExpensePoint { readonly day: DayString; readonly incomeCents: Cents; readonly expenseCents: Cents }

export interface Aggregates {
  readonly range: DayRange;
  readonly currency: Currency;
  /** Days in the range (inclusive) — the length of the daily series. */
  readonly days: number;
  /** Days the averages are divided by: the whole range, or up to today when `now` is inside it. */
  readonly averagingDays: number;
  /** Records that counted (right currency, inside the range). */
  readonly recordCount: number;
  readonly income: Cents;
  readonly expense: Cents;
  /** income − expense; debts and loans move cash but are not earnings or spending. */
  readonly net: Cents;
  /** Σ debtTaken − Σ debtPaid: what the user still owes. */
  readonly outstandingDebts: Cents;
  /** Σ loanGiven − Σ loanReceivedPayment: what others still owe the user. */
  readonly outstandingLoans: Cents;
  readonly topCategories: readonly CategoryShare[];
  readonly categoryBreakdown: readonly CategoryShare[];
  readonly debtsByParty: readonly PartyDebt[];
  readonly loansByParty: readonly PartyLoan[];
  readonly dailyNet: readonly DailyNetPoint[];
  readonly dailyIncomeExpense: readonly DailyIncomeExpensePoint[];
  readonly averageDailyIncome: Cents;
  readonly averageDailyExpense: Cents;
  readonly projectedMonthlyBurn: Cents;
  /** net / income; null when there is no income to save from. */
  readonly savingsRate: number | null;
  readonly topSpendingCategory: string | null;
  readonly owedByUser: Cents;
  readonly owedToUser: Cents;
  /** Among days with at least one income or expense; earliest wins a tie; null if none. */
  readonly bestNetDay: DailyNetPoint | null;
  readonly worstNetDay: DailyNetPoint | null;
  /**
   * Present when the figures are in kwanza with foreign records converted (options.rates):
   * the rates used, what was included, and what had no rate and was left out.
   */
  readonly conversion?: Conversion;
}

export interface AggregateOptions {
  readonly range: DayRange;
  readonly timeZone?: string;
  /**
   * Only records in this currency count (default AOA); others are ignored, unless `rates` is
   * given and the currency is AOA.
   */
  readonly currency?: Currency;
  /**
   * Kwanza equivalents (issue 15): with the currency AOA, USD and EUR records count too,
   * converted at the rate of their day (or the latest earlier one); records with no usable
   * rate are left out of every figure and reported in `conversion.unconverted`.
   */
  readonly rates?: RateBook;
  /** When given and inside the range, averages use the days elapsed so far, not future days. */
  readonly now?: Date;
}

export function partyOf(record: FinanceRecord): string {
  return record.party ?? NO_PARTY;
}

export function categoryOf(record: FinanceRecord): string {
  return record.category ?? NO_CATEGORY;
}

/**
 * Start instant of each day of the range plus the day after (n + 1 values). Offsets change
 * only at DST transitions, so ask Intl at the ends and every two weeks, and fill the days
 * in between by arithmetic when both ends of a stretch share the same offset.
 */
function dayStarts(firstDay: number, n: number, timeZone: string): Float64Array {
  const starts = new Float64Array(n + 1);
  const offsetAt = (i: number): number => {
    starts[i] = dayStartUtc(dayFromNumber(firstDay + i), timeZone).getTime();
    return (firstDay + i) * MS_PER_DAY - (starts[i] ?? 0);
  };
  const fill = (lo: number, hi: number, offLo: number, offHi: number): void => {
    if (hi - lo <= 1) return;
    // 14 days: no zone changes its offset and back within two weeks.
    if (offLo === offHi && hi - lo <= 14) {
      for (let i = lo + 1; i < hi; i++) starts[i] = (firstDay + i) * MS_PER_DAY - offLo;
      return;
    }
    const mid = (lo + hi) >> 1;
    const offMid = offsetAt(mid);
    fill(lo, mid, offLo, offMid);
    fill(mid, hi, offMid, offHi);
  };
  fill(0, n, offsetAt(0), offsetAt(n));
  return starts;
}

interface DebtAcc { a: number; b: number }

function sortedShares(map: ReadonlyMap<string, number>, total: number): CategoryShare[] {
  const out: CategoryShare[] = [];
  for (const [name, value] of map) out.push({ name, valueCents: saturatingCents(value), share: total > 0 ? value / total : 0 });
  return out.sort((x, y) => y.valueCents - x.valueCents || (x.name < y.name ? -1 : x.name > y.name ? 1 : 0));
}

function byOutstanding<T extends { party: string; outstandingCents: number }>(x: T, y: T): number {
  return y.outstandingCents - x.outstandingCents || (x.party < y.party ? -1 : x.party > y.party ? 1 : 0);
}

/**
 * The running sums behind an `Aggregates`: what one pass over the records accumulates and
 * what a live change adds to or takes away from. Plain numbers (safe integers of cêntimos);
 * `finish` turns them into the answer with `saturatingCents`: a sum past ±MAX_CENTS (only
 * reachable with ~90 amounts at MAX_AMOUNT_CENTS, or rows stored before that cap) shows at
 * the bound instead of failing the whole dashboard (issue 14).
 */
export interface Sums {
  readonly range: DayRange;
  readonly currency: Currency;
  readonly firstDay: number;
  readonly n: number;
  readonly incomeByDay: Float64Array;
  readonly expenseByDay: Float64Array;
  readonly categories: Map<string, number>;
  readonly debts: Map<string, DebtAcc>;
  readonly loans: Map<string, DebtAcc>;
  income: number; expense: number; debtTaken: number; debtPaid: number; loanGiven: number; loanReceived: number; count: number;
  /** Conversion of foreign records into kwanza; null: other currencies are ignored. */
  lanes: Lanes | null;
}

export function emptySums(range: DayRange, currency: Currency): Sums {
  const firstDay = dayNumber(range.start);
  const n = dayNumber(range.end) - firstDay + 1;
  return {
    range, currency, firstDay, n, incomeByDay: new Float64Array(n), expenseByDay: new Float64Array(n),
    categories: new Map(), debts: new Map(), loans: new Map(),
    income: 0, expense: 0, debtTaken: 0, debtPaid: 0, loanGiven: 0, loanReceived: 0, count: 0, lanes: null,
  };
}

/**
 * Adds (sign 1) or removes (sign −1) one record already known to be in the range, on day `i`:
 * in the aggregates' currency as it is, or converted on its lane (a foreign record with
 * conversions on). Transfers move money between the person's own accounts: never counted.
 */
function countRecord(s: Sums, r: FinanceRecord, i: number, sign: 1 | -1): void {
  if (r.kind === 'transfer') return;
  if (r.currency === s.currency) { addRecord(s, r, r.amountCents, i, sign); return; }
  const lane = s.lanes ? laneOf(s.lanes, r.currency) : null;
  if (!lane) return;
  const kz = convertOnLane(lane, r.amountCents, i, s.firstDay + i, sign);
  if (kz === kz) addRecord(s, r, kz, i, sign); // NaN: no rate, left out (and reported)
}

function addRecord(s: Sums, r: FinanceRecord, cents: number, i: number, sign: 1 | -1): void {
  addFlow(s, r.kind, cents, 1, i, sign);
  addKey(s, r.kind, r.category, r.party, cents, sign);
}

/**
 * `count` records of `kind` adding up to `cents` on day `i`, in the totals, the daily series
 * and the count — without their categories or parties (addKey). Exported for aggregates-totals.
 */
export function addFlow(s: Sums, kind: FinanceRecord['kind'], cents: number, count: number, i: number, sign: 1 | -1): void {
  s.count += sign * count;
  const amount = sign * cents;
  switch (kind) {
    case 'income':
      s.income += amount;
      s.incomeByDay[i] = (s.incomeByDay[i] ?? 0) + amount;
      break;
    case 'expense':
      s.expense += amount;
      s.expenseByDay[i] = (s.expenseByDay[i] ?? 0) + amount;
      break;
    case 'debtTaken': s.debtTaken += amount; break;
    case 'debtPaid': s.debtPaid += amount; break;
    case 'loanGiven': s.loanGiven += amount; break;
    case 'loanReceivedPayment': s.loanReceived += amount; break;
    case 'transfer': break;
  }
}

/** Records of `kind` adding up to `cents` in their category (expenses) or party (debts and loans). */
export function addKey(s: Sums, kind: FinanceRecord['kind'], category: string | null, party: string | null, cents: number, sign: 1 | -1): void {
  const amount = sign * cents;
  switch (kind) {
    case 'expense': {
      const c = category ?? NO_CATEGORY;
      const value = (s.categories.get(c) ?? 0) + amount;
      if (value === 0) s.categories.delete(c); else s.categories.set(c, value);
      break;
    }
    case 'debtTaken':
    case 'debtPaid':
      addParty(s.debts, party ?? NO_PARTY, kind === 'debtTaken', amount);
      break;
    case 'loanGiven':
    case 'loanReceivedPayment':
      addParty(s.loans, party ?? NO_PARTY, kind === 'loanGiven', amount);
      break;
    default: break;
  }
}

function addParty(map: Map<string, DebtAcc>, party: string, first: boolean, amount: number): void {
  let acc = map.get(party);
  if (!acc) { acc = { a: 0, b: 0 }; map.set(party, acc); }
  if (first) acc.a += amount; else acc.b += amount;
  if (acc.a === 0 && acc.b === 0) map.delete(party);
}

/** Sums are plain additions of safe integers; a sum that leaves the safe bound saturates at ±MAX_CENTS. */
export function computeAggregates(records: readonly FinanceRecord[], options: AggregateOptions): Aggregates {
  const range = normaliseRange(options.range);
  const timeZone = options.timeZone ?? DEFAULT_TIME_ZONE;
  const sums = emptySums(range, options.currency ?? DEFAULT_CURRENCY);
  const { n, currency } = sums;
  if (options.rates && currency === DEFAULT_CURRENCY) sums.lanes = makeLanes(options.rates, sums.firstDay, n);
  const converting = sums.lanes !== null;
  const starts = dayStarts(sums.firstDay, n, timeZone);
  const from = starts[0] ?? 0;
  const toExclusive = starts[n] ?? 0;

  for (const r of records) {
    if (r.currency !== currency && !converting) continue;
    const t = r.date.getTime();
    if (!(t >= from && t < toExclusive)) continue;
    // Days are 23–25 h long, so the estimate is at most one day off; nudge it.
    let i = Math.min(n - 1, Math.floor((t - from) / MS_PER_DAY));
    while (i + 1 < n && t >= (starts[i + 1] ?? Infinity)) i++;
    while (i > 0 && t < (starts[i] ?? -Infinity)) i--;
    countRecord(sums, r, i, 1);
  }
  return finish(sums, averagingDaysOf(sums, timeZone, options.now));
}

export interface RecordChanges {
  readonly added?: readonly FinanceRecord[];
  readonly removed?: readonly FinanceRecord[];
}

/**
 * `base` with some records added and others removed, exactly as `computeAggregates` would
 * answer over the changed set, without the records themselves: a live insert on a dashboard
 * of 10 000 records costs the size of the range (days, categories, parties), not a pass over
 * every record. `removed` must be records that `base` counted (an edit is a removal of the
 * old version plus an addition of the new one). Records outside the range or in another
 * currency are ignored, as in `computeAggregates`.
 */
export function applyRecordChanges(
  base: Aggregates, changes: RecordChanges, options: { timeZone?: string; now?: Date; rates?: RateBook } = {},
): Aggregates {
  const timeZone = options.timeZone ?? DEFAULT_TIME_ZONE;
  const sums = emptySums(base.range, base.currency);
  // A converted answer stays converted: the same book converts the changed records (without
  // one, a changed foreign record is reported as unconverted, never counted as zero).
  if (base.conversion) sums.lanes = makeLanes(options.rates ?? RateBook.empty(), sums.firstDay, sums.n, base.conversion);
  base.dailyIncomeExpense.forEach((point, i) => {
    sums.incomeByDay[i] = point.incomeCents;
    sums.expenseByDay[i] = point.expenseCents;
  });
  for (const c of base.categoryBreakdown) sums.categories.set(c.name, c.valueCents);
  for (const d of base.debtsByParty) sums.debts.set(d.party, { a: d.takenCents, b: d.paidCents });
  for (const l of base.loansByParty) sums.loans.set(l.party, { a: l.givenCents, b: l.receivedCents });
  sums.income = base.income;
  sums.expense = base.expense;
  sums.debtTaken = base.debtsByParty.reduce((t, d) => t + d.takenCents, 0);
  sums.debtPaid = base.debtsByParty.reduce((t, d) => t + d.paidCents, 0);
  sums.loanGiven = base.loansByParty.reduce((t, l) => t + l.givenCents, 0);
  sums.loanReceived = base.loansByParty.reduce((t, l) => t + l.receivedCents, 0);
  sums.count = base.recordCount;

  const dayIndex = (r: FinanceRecord): number | null => {
    if (r.currency !== sums.currency && !sums.lanes) return null;
    const i = dayNumber(dayOf(r.date, timeZone)) - sums.firstDay;
    return i >= 0 && i < sums.n ? i : null;
  };
  for (const r of changes.removed ?? []) {
    const i = dayIndex(r);
    if (i !== null) countRecord(sums, r, i, -1);
  }
  for (const r of changes.added ?? []) {
    const i = dayIndex(r);
    if (i !== null) countRecord(sums, r, i, 1);
  }
  return finish(sums, options.now ? averagingDaysOf(sums, timeZone, options.now) : base.averagingDays);
}

export function averagingDaysOf(sums: Sums, timeZone: string, now: Date | undefined): number {
  if (!now) return sums.n;
  const today = dayNumber(dayOf(now, timeZone));
  return today >= sums.firstDay && today < sums.firstDay + sums.n ? today - sums.firstDay + 1 : sums.n;
}

export function finish(s: Sums, averagingDays: number): Aggregates {
  const { n, income, expense } = s;
  const dailyNet: DailyNetPoint[] = new Array<DailyNetPoint>(n);
  const dailyIncomeExpense: DailyIncomeExpensePoint[] = new Array<DailyIncomeExpensePoint>(n);
  let best: DailyNetPoint | null = null;
  let worst: DailyNetPoint | null = null;
  for (let i = 0; i < n; i++) {
    const day = dayFromNumber(s.firstDay + i);
    const inc = s.incomeByDay[i] ?? 0;
    const exp = s.expenseByDay[i] ?? 0;
    const point: DailyNetPoint = { day, netCents: saturatingCents(inc - exp) };
    dailyNet[i] = point;
    dailyIncomeExpense[i] = { day, incomeCents: saturatingCents(inc), expenseCents: saturatingCents(exp) };
    // A day counts for best/worst when it had any income or expense (amounts are positive).
    if (inc !== 0 || exp !== 0) {
      if (!best || point.netCents > best.netCents) best = point;
      if (!worst || point.netCents < worst.netCents) worst = point;
    }
  }

  const categoryBreakdown = sortedShares(s.categories, expense);
  const debtsByParty: PartyDebt[] = [...s.debts].map(([party, acc]) => ({
    party, takenCents: saturatingCents(acc.a), paidCents: saturatingCents(acc.b), outstandingCents: saturatingCents(acc.a - acc.b),
  })).sort(byOutstanding);
  const loansByParty: PartyLoan[] = [...s.loans].map(([party, acc]) => ({
    party, givenCents: saturatingCents(acc.a), receivedCents: saturatingCents(acc.b), outstandingCents: saturatingCents(acc.a - acc.b),
  })).sort(byOutstanding);
  const outstandingDebts = saturatingCents(s.debtTaken - s.debtPaid);
  const outstandingLoans = saturatingCents(s.loanGiven - s.loanReceived);
  const net = saturatingCents(income - expense);

  return {
    range: s.range, currency: s.currency, days: n, averagingDays, recordCount: s.count,
    income: saturatingCents(income), expense: saturatingCents(expense), net, outstandingDebts, outstandingLoans,
    topCategories: categoryBreakdown.slice(0, TOP_CATEGORIES),
    categoryBreakdown, debtsByParty, loansByParty, dailyNet, dailyIncomeExpense,
    averageDailyIncome: saturatingCents(Math.round(income / averagingDays)),
    averageDailyExpense: saturatingCents(Math.round(expense / averagingDays)),
    // From the exact total, not the rounded daily average, so rounding is not multiplied by 30.
    projectedMonthlyBurn: saturatingCents(Math.round((expense * BURN_MONTH_DAYS) / averagingDays)),
    savingsRate: income === 0 ? null : net / income,
    topSpendingCategory: categoryBreakdown[0]?.name ?? null,
    owedByUser: outstandingDebts,
    owedToUser: outstandingLoans,
    bestNetDay: best,
    worstNetDay: worst,
    ...(s.lanes ? { conversion: conversionOfLanes(s.lanes) } : {}),
  };
}
