// The dashboard's numbers come from the server's summary of the WHOLE range (every record,
// not just the page on screen): core's full `Aggregates` per currency, and all-time
// outstanding balances by party. Checked here, at the edge, field by field: a float where
// cêntimos belong or an unknown currency refuses the whole answer.
//
// Kwanza equivalents (issue 15): `kwanza` is the range's figures in kwanza with dollars and
// euros converted at each record's day's rate (with the rates used and what had none),
// `outstandingKz` the all-time balances the same way, and `rates` what the browser converts
// live changes with. Older answers without them still parse (the cards fall back to kwanza only).
import { type Aggregates, type CategoryShare, type DailyIncomeExpensePoint, type DailyNetPoint, type PartyDebt, type PartyLoan } from '@kumbu/core/aggregates';
import { type CurrencyBalances, type KwanzaBalances, type PartyBalance } from '@kumbu/core/balances';
import { type DayRate, type ForeignCurrency, type RatesUsed, type Unconverted, isForeignCurrency } from '@kumbu/core/fx';
import { type Conversion, type Included, type RateUse } from '@kumbu/core/fx-tally';
import { type DayRange, isDayString } from '@kumbu/core/date-range';
import { type Cents, type Currency, DEFAULT_CURRENCY, isCents, isCurrency } from '@kumbu/core/money';
import { api, type ApiResult, tapRaw } from '../../shared/api-client';
import { type JsonObject, isObject, isString } from '../../shared/guards';

export interface DashboardSummary {
  readonly range: DayRange;
  readonly recordCount: number;
  /** Kwanza first, then any other currency with records in the range; never converted. */
  readonly byCurrency: readonly Aggregates[];
  /** All-time debts and loans per currency, by party. */
  readonly outstanding: readonly CurrencyBalances[];
  /** The range in kwanza, foreign records converted (`conversion` says how); absent from older servers. */
  readonly kwanza?: Aggregates;
  /** All-time debts and loans in kwanza, foreign records converted. */
  readonly outstandingKz?: KwanzaBalances;
  /** The stored rates live changes are converted with. */
  readonly rates?: readonly DayRate[];
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

function foreign(v: unknown): ForeignCurrency {
  return isForeignCurrency(v) ? v : fail();
}

function micros(v: unknown): number {
  return Number.isSafeInteger(v) && (v as number) > 0 ? (v as number) : fail();
}

const dayRate = (r: JsonObject): DayRate => ({ currency: foreign(r.currency), day: day(r.day), micros: micros(r.micros), source: text(r.source) });
const rateUse = (r: JsonObject): RateUse => ({ ...dayRate(r), count: count(r.count), fallbackCount: count(r.fallbackCount) });
const ratesUsed = (r: JsonObject): RatesUsed => ({
  currency: foreign(r.currency), rates: list(r.rates, dayRate), minMicros: micros(r.minMicros), maxMicros: micros(r.maxMicros), fallbackCount: count(r.fallbackCount),
});
const unconverted = (u: JsonObject): Unconverted => ({ currency: foreign(u.currency), count: count(u.count), cents: cents(u.cents) });
const included = (u: JsonObject): Included => ({ currency: foreign(u.currency), count: count(u.count), cents: cents(u.cents), kzCents: cents(u.kzCents) });

function conversion(v: unknown): Conversion {
  const c = obj(v);
  return { ratesUsed: list(c.ratesUsed, ratesUsed), unconverted: list(c.unconverted, unconverted), included: list(c.included, included), uses: list(c.uses, rateUse) };
}

function kwanzaAggregatesOf(v: JsonObject): Aggregates {
  return { ...aggregates(v), conversion: conversion(v.conversion) };
}

function kwanzaBalances(v: JsonObject): KwanzaBalances {
  const b = balances(v);
  return { ...b, currency: b.currency === 'AOA' ? 'AOA' : fail(), conversion: conversion(v.conversion) };
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
      ...(d.kwanza === undefined ? {} : { kwanza: kwanzaAggregatesOf(obj(d.kwanza)) }),
      ...(d.outstandingKz === undefined ? {} : { outstandingKz: kwanzaBalances(obj(d.outstandingKz)) }),
      ...(d.rates === undefined ? {} : { rates: list(d.rates, dayRate) }),
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

export function fetchSummary(range: DayRange, signal?: AbortSignal, onRaw?: (data: unknown) => void): Promise<ApiResult<DashboardSummary>> {
  return api.request('/api/records/summary', tapRaw(parseSummary, onRaw), {
    query: { start: range.start, end: range.end },
    ...(signal === undefined ? {} : { signal }),
  });
}
