// How long the dashboard's aggregates take over 100 000 records (a heavy user's full year).
// Budget: median under 50 ms. Baseline, measured in the same run on the same array: one bare
// `for` loop summing amountCents — the floor any single pass over the records must pay.
// Then a live insert: `applyRecordChanges` (what the dashboard runs when a record arrives)
// against recomputing everything, on the same year — informational, the dashboard's own
// live budget (< 50 ms on screen) is measured in Chromium by dashboard.bench.ts.
// Then kwanza equivalents (issue 15): the same 100 000 records spread over three currencies
// (AOA, USD, EUR), every foreign record converted at its day's rate, against today's
// same-currency run on the original array. Budget: median under 50 ms.
import { performance } from 'node:perf_hooks';
import { applyRecordChanges, computeAggregates, type Aggregates } from '@kumbu/core/aggregates';
import { dayStartUtc, addDays, dayFromNumber, dayNumber, type DayRange } from '@kumbu/core/date-range';
import { type DayRate, RATE_SCALE, RateBook } from '@kumbu/core/fx';
import { toCents } from '@kumbu/core/money';
import type { FinanceRecord } from '@kumbu/core/records';
import { generateRecords } from './lib/records-data';
import { median, ms, quantile } from './lib/stats';

const RECORDS = 100_000;
const WARMUP_RUNS = 5;
const RUNS = 40;
const BUDGET_MS = 50;
// 365 days: the longest range the dashboard allows (MAX_RANGE_DAYS).
const RANGE: DayRange = { start: '2025-01-01', end: '2025-12-31' };
const NOW = new Date('2026-01-15T12:00:00Z');

const from = dayStartUtc(RANGE.start).getTime();
const toExclusive = dayStartUtc(addDays(RANGE.end, 1)).getTime();
const records: FinanceRecord[] = generateRecords(RECORDS, from, toExclusive)
  .map((r, i) => ({ id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`, ...r }));

/** Times `fn` RUNS times after WARMUP_RUNS untimed runs; `sink` keeps the results alive so nothing is optimised away. */
function timeRuns<T>(fn: () => T, sink: (value: T) => void): number[] {
  for (let i = 0; i < WARMUP_RUNS; i++) sink(fn());
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    const value = fn();
    samples.push(performance.now() - t0);
    sink(value);
  }
  return samples;
}

function bareSum(list: readonly FinanceRecord[]): number {
  let sum = 0;
  for (let i = 0; i < list.length; i++) sum += list[i]!.amountCents;
  return sum;
}

let checksum = 0;
let last: Aggregates | null = null;
const bare = timeRuns(() => bareSum(records), (v) => { checksum += v % 7; });
const aggregates = timeRuns(() => computeAggregates(records, { range: RANGE, now: NOW }), (v) => { last = v; checksum += v.recordCount % 7; });

const aggMedian = median(aggregates);
const aggP95 = quantile(aggregates, 0.95);
const bareMedian = median(bare);
const met = aggMedian < BUDGET_MS;
const counted = (last as Aggregates | null)?.recordCount ?? 0;

console.log(`aggregates bench: ${RECORDS.toLocaleString('en-US')} records (${counted.toLocaleString('en-US')} in AOA in range ${RANGE.start}..${RANGE.end}), ${WARMUP_RUNS} warm-up + ${RUNS} timed runs each (checksum ${checksum})`);
console.log(`aggregates(100k): median ${ms(aggMedian)} ms (p95 ${ms(aggP95)}) | bare sum: ${ms(bareMedian)} ms | ratio ${Math.round(aggMedian / bareMedian)}x | budget <${BUDGET_MS} ms: ${met ? 'MET' : 'NOT MET'}`);
if (!met) process.exitCode = 1;

// A live insert into that year.
const base = computeAggregates(records, { range: RANGE, now: NOW });
const inserted: FinanceRecord = { ...records[0]!, id: 'live', kind: 'expense', category: 'Transporte', date: new Date('2025-06-15T10:00:00Z') };
const incremental = timeRuns(() => applyRecordChanges(base, { added: [inserted] }, { now: NOW }), (v) => { checksum += v.recordCount % 7; });
const incMedian = median(incremental);
console.log(`live insert into 100k: applyRecordChanges median ${ms(incMedian)} ms (p95 ${ms(quantile(incremental, 0.95))}) | full recompute: ${ms(aggMedian)} ms | ratio ${(aggMedian / incMedian).toFixed(0)}x faster`);

// Kwanza equivalents: one record in ten in USD, one in twenty in EUR (amounts in their own
// units), and a rate for every working day of the year (weekends use Friday's: the fallback).
const threeCurrencies: FinanceRecord[] = records.map((r, i) => {
  const currency = i % 10 === 3 ? 'USD' : i % 20 === 7 ? 'EUR' : 'AOA';
  if (currency === 'AOA') return r.currency === 'AOA' ? r : { ...r, currency: 'AOA' };
  const units = Math.max(100, Math.round(r.amountCents / (currency === 'USD' ? 900 : 1000)));
  return { ...r, currency, amountCents: toCents(units) };
});
const dayRates: DayRate[] = [];
for (let d = dayNumber('2024-12-27'); d <= dayNumber(RANGE.end); d++) {
  const day = dayFromNumber(d);
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  if (weekday === 0 || weekday === 6) continue;
  const drift = (d % 97) * 1_234;
  dayRates.push({ currency: 'USD', day, micros: 912 * RATE_SCALE + drift, source: 'bench' });
  dayRates.push({ currency: 'EUR', day, micros: 1_001 * RATE_SCALE + drift, source: 'bench' });
}
const book = new RateBook(dayRates);
const sameCurrency = timeRuns(() => computeAggregates(records, { range: RANGE, now: NOW }), (v) => { checksum += v.recordCount % 7; });
let converted: Aggregates | null = null;
const withRates = timeRuns(() => computeAggregates(threeCurrencies, { range: RANGE, now: NOW, rates: book }), (v) => { converted = v; checksum += v.recordCount % 7; });
const convMedian = median(withRates);
const sameMedian = median(sameCurrency);
const convMet = convMedian < BUDGET_MS;
const conv = (converted as Aggregates | null)?.conversion;
const foreign = (conv?.included ?? []).map((c) => `${c.count.toLocaleString('en-US')} ${c.currency}`).join(' + ');
const fallbacks = (conv?.ratesUsed ?? []).reduce((t, u) => t + u.fallbackCount, 0);
console.log(`kwanza equivalents: ${foreign} converted (${fallbacks.toLocaleString('en-US')} at an earlier day's rate), ${(conv?.uses.length ?? 0)} rates used`);
console.log(`aggregates with conversions (100k, 3 currencies): median ${ms(convMedian)} ms (p95 ${ms(quantile(withRates, 0.95))}) | same-currency run: ${ms(sameMedian)} ms | ratio ${(convMedian / sameMedian).toFixed(2)}x | budget <${BUDGET_MS} ms: ${convMet ? 'MET' : 'NOT MET'}`);
if (!convMet) process.exitCode = 1;
