// Live changes applied to the summary on the spot. The cards and the analytics follow a
// record the moment its event arrives (core's exact incremental update: a few hundred
// microseconds, even with 10 000 records in the range) instead of waiting for the server's
// recomputation; the summary is still fetched again shortly after, so the server has the
// last word. Pure, so the bookkeeping (duplicates, edits, unknown records) is unit-tested.
// The kwanza figures follow too: a dollar record is converted in the browser with the rates
// the summary brought (core's RateBook), exactly as the server converts it.
import { applyRecordChanges, computeAggregates } from '@kumbu/core/aggregates';
import { applyRecordChangesToBalances, applyRecordChangesToKwanzaBalances } from '@kumbu/core/balances';
import { type DayRate, RateBook } from '@kumbu/core/fx';
import { dayOf } from '@kumbu/core/date-range';
import { type FinanceRecord } from '@kumbu/core/records';
import { type RecordDto, toFinanceRecord } from './record-dto';
import { type LiveEvent } from './records-state';
import { type DashboardSummary } from './summary-api';

export interface SummaryChange {
  readonly added: readonly FinanceRecord[];
  readonly removed: readonly FinanceRecord[];
}

/**
 * What an event changes, given the version of the record seen last (`null`: seen deleted;
 * `undefined`: never seen). 'duplicate' when that version was already counted (a save shown
 * locally and then echoed by the stream); 'unknown' when the old version cannot be known (an
 * edit or delete of a record on a page not loaded) — then only the server can say.
 */
export function liveChange(event: LiveEvent, previous: RecordDto | null | undefined): SummaryChange | 'duplicate' | 'unknown' {
  if (event.op === 'delete') {
    if (previous === null) return 'duplicate';
    if (previous === undefined) return 'unknown';
    return { added: [], removed: [toFinanceRecord(previous)] };
  }
  const { record } = event;
  if (previous) {
    if (previous.updatedAt === record.updatedAt) return 'duplicate';
    return { added: [toFinanceRecord(record)], removed: [toFinanceRecord(previous)] };
  }
  // Never edited (updatedAt = createdAt) means new: nothing to take away first.
  if (previous === null || record.updatedAt === record.createdAt) return { added: [toFinanceRecord(record)], removed: [] };
  return 'unknown';
}

const books = new WeakMap<readonly DayRate[], RateBook>();

/** The summary's rates as a book (built once per answer). */
export function rateBookOf(summary: Pick<DashboardSummary, 'rates'>): RateBook {
  const rates = summary.rates;
  if (!rates) return RateBook.empty();
  let book = books.get(rates);
  if (!book) { book = new RateBook(rates); books.set(rates, book); }
  return book;
}

/** The summary with `change` applied: every currency's aggregates, the kwanza figures, the record count and the balances. */
export function applySummaryChange(summary: DashboardSummary, change: SummaryChange, now: Date): DashboardSummary {
  const inRange = (r: FinanceRecord): boolean => {
    const day = dayOf(r.date);
    return day >= summary.range.start && day <= summary.range.end;
  };
  const byCurrency = summary.byCurrency.map((a) => applyRecordChanges(a, change));
  for (const currency of new Set(change.added.filter(inRange).map((r) => r.currency))) {
    if (byCurrency.some((a) => a.currency === currency)) continue;
    byCurrency.push(computeAggregates(change.added.filter((r) => r.currency === currency), { range: summary.range, currency, now }));
  }
  const book = rateBookOf(summary);
  return {
    ...summary,
    byCurrency,
    ...(summary.kwanza ? { kwanza: applyRecordChanges(summary.kwanza, change, { rates: book }) } : {}),
    ...(summary.outstandingKz ? { outstandingKz: applyRecordChangesToKwanzaBalances(summary.outstandingKz, book, change) } : {}),
    recordCount: summary.recordCount + change.added.filter(inRange).length - change.removed.filter(inRange).length,
    outstanding: applyRecordChangesToBalances(summary.outstanding, change),
  };
}
