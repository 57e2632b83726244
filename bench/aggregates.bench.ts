// How long the dashboard's aggregates take over 100 000 records (a heavy user's full year).
// Budget: median under 50 ms. Baseline, measured in the same run on the same array: one bare
// `for` loop summing amountCents — the floor any single pass over the records must pay.
// Then a live insert: `applyRecordChanges` (what the dashboard runs when a record arrives)
// against recomputing everything, on the same year — informational, the dashboard's own
// live budget (< 50 ms on screen) is measured in Chromium by dashboard.bench.ts.
import { performance } from 'node:perf_hooks';
import { applyRecordChanges, computeAggregates, type Aggregates } from '@kumbu/core/aggregates';
import { dayStartUtc, addDays, type DayRange } from '@kumbu/core/date-range';
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
