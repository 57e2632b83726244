// The dashboard's numbers come from the server's summary of the WHOLE range (every record,
// not just the page on screen): core's full `Aggregates` per currency, and all-time
// outstanding balances by party. Checked here, at the edge, field by field: a float where
// cêntimos belong or an unknown currency refuses the whole answer.
import { type Aggregates, type CategoryShare, type DailyIncomeExpensePoint, type DailyNetPoint, type PartyDebt, type PartyLoan } from '@kumbu/core/aggregates';
import { type CurrencyBalances, type PartyBalance } from '@kumbu/core/balances';
import { type DayRange, isDayString } from '@kumbu/core/date-range';
import { type Cents, type Currency, DEFAULT_CURRENCY, isCents, isCurrency } from '@kumbu/core/money';
import { api, type ApiResult } from '../../shared/api-client';
import { type JsonObject, isObject, isString } from '../../shared/guards';

export interface DashboardSummary {
  readonly range: DayRange;
  readonly recordCount: number;
  /** Kwanza first, then any other currency with records in the range; never converted. */
  readonly byCurrency: readonly Aggregates[];
  /** All-time debts and loans per currency, by party. */
  readonly outstanding: readonly CurrencyBalances[];
}

class Invalid extends Error {}

function fail(): never {
  throw new Invalid();
}

function obj(v: unknown): JsonObject {
  return isObject(v) ? v : fail();
}

function cents(v: unknown): Cents {
  return isCents(v) ? v : fail();
}

function count(v: unknown): number {
  return Number.isSafeInteger(v) && (v as number) >= 0 ? (v as number) : fail();
}

function text(v: unknown): string {
  return isString(v) ? v : fail();
}

function day(v: unknown): string {
  return isDayString(v) ? v : fail();
}

function share(v: unknown): number {
  return typeof v === 'number' && Number.isFinite(v) ? v : fail();
}

function list<T>(v: unknown, item: (x: JsonObject) => T): T[] {
  return Array.isArray(v) ? (v as unknown[]).map((x) => item(obj(x))) : fail();
}

function range(v: unknown): DayRange {
  const r = obj(v);
  return { start: day(r.start), end: day(r.end) };
}

function currency(v: unknown): Currency {
  return isCurrency(v) ? v : fail();
}

const categoryShare = (c: JsonObject): CategoryShare => ({ name: text(c.name), valueCents: cents(c.valueCents), share: share(c.share) });
const netPoint = (p: JsonObject): DailyNetPoint => ({ day: day(p.day), netCents: cents(p.netCents) });
const netPointOrNull = (v: unknown): DailyNetPoint | null => (v === null ? null : netPoint(obj(v)));
const incomeExpensePoint = (p: JsonObject): DailyIncomeExpensePoint => ({ day: day(p.day), incomeCents: cents(p.incomeCents), expenseCents: cents(p.expenseCents) });
const partyDebt = (p: JsonObject): PartyDebt => ({ party: text(p.party), takenCents: cents(p.takenCents), paidCents: cents(p.paidCents), outstandingCents: cents(p.outstandingCents) });
const partyLoan = (p: JsonObject): PartyLoan => ({ party: text(p.party), givenCents: cents(p.givenCents), receivedCents: cents(p.receivedCents), outstandingCents: cents(p.outstandingCents) });
const partyBalance = (p: JsonObject): PartyBalance => ({ party: text(p.party), openedCents: cents(p.openedCents), settledCents: cents(p.settledCents), outstandingCents: cents(p.outstandingCents) });

function aggregates(a: JsonObject): Aggregates {
  const savingsRate = a.savingsRate === null ? null : share(a.savingsRate);
  const top = a.topSpendingCategory === null ? null : text(a.topSpendingCategory);
  return {
    range: range(a.range),
    currency: currency(a.currency),
    days: count(a.days),
    averagingDays: count(a.averagingDays),
    recordCount: count(a.recordCount),
    income: cents(a.income),
    expense: cents(a.expense),
    net: cents(a.net),
    outstandingDebts: cents(a.outstandingDebts),
    outstandingLoans: cents(a.outstandingLoans),
    topCategories: list(a.topCategories, categoryShare),
    categoryBreakdown: list(a.categoryBreakdown, categoryShare),
    debtsByParty: list(a.debtsByParty, partyDebt),
    loansByParty: list(a.loansByParty, partyLoan),
    dailyNet: list(a.dailyNet, netPoint),
    dailyIncomeExpense: list(a.dailyIncomeExpense, incomeExpensePoint),
    averageDailyIncome: cents(a.averageDailyIncome),
    averageDailyExpense: cents(a.averageDailyExpense),
    projectedMonthlyBurn: cents(a.projectedMonthlyBurn),
    savingsRate,
    topSpendingCategory: top,
    owedByUser: cents(a.owedByUser),
    owedToUser: cents(a.owedToUser),
    bestNetDay: netPointOrNull(a.bestNetDay),
    worstNetDay: netPointOrNull(a.worstNetDay),
  };
}

function balances(b: JsonObject): CurrencyBalances {
  const book = (v: unknown) => {
    const o = obj(v);
    return { outstandingCents: cents(o.outstandingCents), byParty: list(o.byParty, partyBalance) };
  };
  return { currency: currency(b.currency), debts: book(b.debts), loans: book(b.loans) };
}

export function parseSummary(data: unknown): DashboardSummary | undefined {
  try {
    const d = obj(data);
    return {
      range: range(d.range),
      recordCount: count(d.recordCount),
      byCurrency: list(d.byCurrency, aggregates),
      outstanding: list(d.outstanding, balances),
    };
  } catch (error) {
    if (error instanceof Invalid) return undefined;
    throw error;
  }
}

/** The kwanza figures (always present in an answer), then the others. */
export function kwanzaAggregates(summary: DashboardSummary): Aggregates | undefined {
  return summary.byCurrency.find((a) => a.currency === DEFAULT_CURRENCY);
}

export function fetchSummary(range: DayRange, signal?: AbortSignal): Promise<ApiResult<DashboardSummary>> {
  return api.request('/api/records/summary', parseSummary, {
    query: { start: range.start, end: range.end },
    ...(signal === undefined ? {} : { signal }),
  });
}
