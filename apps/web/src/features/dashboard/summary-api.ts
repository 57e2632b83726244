// The dashboard's numbers come from the server's summary of the WHOLE range (every record,
// not just the page on screen) and all-time outstanding balances.
import { type DayRange } from '@kumbu/core/date-range';
import { type Currency, isCurrency } from '@kumbu/core/money';
import { api, type ApiResult } from '../../shared/api-client';

export interface CurrencyTotals {
  readonly currency: Currency;
  readonly income: number;
  readonly expense: number;
  readonly net: number;
}

export interface CurrencyOutstanding {
  readonly currency: Currency;
  readonly debts: number;
  readonly loans: number;
}

export interface DashboardSummary {
  readonly recordCount: number;
  readonly totals: readonly CurrencyTotals[];
  readonly outstanding: readonly CurrencyOutstanding[];
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const isInt = (v: unknown): v is number => Number.isSafeInteger(v);

export function parseSummary(data: unknown): DashboardSummary | undefined {
  if (!isObject(data) || !isInt(data.recordCount) || !Array.isArray(data.byCurrency) || !Array.isArray(data.outstanding)) return undefined;
  const totals: CurrencyTotals[] = [];
  for (const t of data.byCurrency as unknown[]) {
    if (!isObject(t) || !isCurrency(t.currency) || !isInt(t.income) || !isInt(t.expense) || !isInt(t.net)) return undefined;
    totals.push({ currency: t.currency, income: t.income, expense: t.expense, net: t.net });
  }
  const outstanding: CurrencyOutstanding[] = [];
  for (const o of data.outstanding as unknown[]) {
    if (!isObject(o) || !isCurrency(o.currency) || !isObject(o.debts) || !isObject(o.loans)) return undefined;
    const debts = o.debts.outstandingCents;
    const loans = o.loans.outstandingCents;
    if (!isInt(debts) || !isInt(loans)) return undefined;
    outstanding.push({ currency: o.currency, debts, loans });
  }
  return { recordCount: data.recordCount, totals, outstanding };
}

export function fetchSummary(range: DayRange, signal?: AbortSignal): Promise<ApiResult<DashboardSummary>> {
  return api.request('/api/records/summary', parseSummary, {
    query: { start: range.start, end: range.end },
    ...(signal === undefined ? {} : { signal }),
  });
}
