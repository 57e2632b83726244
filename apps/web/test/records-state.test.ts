import { describe, expect, it } from 'vitest';
import { type RecordDto, parseRecordsPage, toFinanceRecord } from '../src/features/dashboard/record-dto';
import { type DayRange } from '@kumbu/core/date-range';
import {
  type RecordsState,
  initialRecordsState,
  localDay,
  parseLiveEvent,
  recordsReducer,
} from '../src/features/dashboard/records-state';

// Noon in Luanda (UTC+1), the zone the dashboard counts days in.
function rec(id: string, day: string, extra: Partial<RecordDto> = {}): RecordDto {
  const iso = new Date(`${day}T12:00:00+01:00`).toISOString();
  return {
    id,
    collection: 'transactions',
    type: 'expense',
    amountCents: 500_000 as RecordDto['amountCents'],
    amount: '5000.00',
    currency: 'AOA',
    category: 'Transporte',
    party: null,
    description: 'candongueiro',
    notes: null,
    date: iso,
    createdAt: iso,
    updatedAt: iso,
    ...extra,
  };
}

const MAY: DayRange = { start: '2025-05-01', end: '2025-05-31' };

function loaded(items: RecordDto[], nextCursor: string | null = null): RecordsState {
  const started = recordsReducer(initialRecordsState, { type: 'load-start', range: MAY });
  return recordsReducer(started, { type: 'load-done', page: { items, nextCursor } });
}

const ids = (s: RecordsState): string[] => s.items.map((r) => r.id);

describe('records reducer', () => {
  it('keeps pages newest first and without duplicates', () => {
    const s1 = loaded([rec('a', '2025-05-20'), rec('b', '2025-05-10')], 'c1');
    const s2 = recordsReducer(recordsReducer(s1, { type: 'more-start' }), {
      type: 'more-done',
      page: { items: [rec('b', '2025-05-10'), rec('c', '2025-05-02')], nextCursor: null },
    });
    expect(ids(s2)).toEqual(['a', 'b', 'c']);
    expect(s2.nextCursor).toBeNull();
    expect(s2.loadingMore).toBe(false);
  });

  it('inserts a live record in place and replaces an updated one', () => {
    const s1 = loaded([rec('a', '2025-05-20'), rec('b', '2025-05-10')]);
    const s2 = recordsReducer(s1, { type: 'live', event: { op: 'upsert', id: 'n', collection: 'transactions', record: rec('n', '2025-05-15') } });
    expect(ids(s2)).toEqual(['a', 'n', 'b']);
    const moved = rec('a', '2025-05-05', { description: 'changed' });
    const s3 = recordsReducer(s2, { type: 'live', event: { op: 'upsert', id: 'a', collection: 'transactions', record: moved } });
    expect(ids(s3)).toEqual(['n', 'b', 'a']);
    expect(s3.items.at(-1)?.description).toBe('changed');
  });

  it('ignores live records outside the range and drops rows that moved out of it', () => {
    const s1 = loaded([rec('a', '2025-05-20')]);
    const s2 = recordsReducer(s1, { type: 'live', event: { op: 'upsert', id: 'x', collection: 'transactions', record: rec('x', '2025-06-01') } });
    expect(ids(s2)).toEqual(['a']);
    const s3 = recordsReducer(s2, { type: 'live', event: { op: 'upsert', id: 'a', collection: 'transactions', record: rec('a', '2025-04-30') } });
    expect(ids(s3)).toEqual([]);
  });

  it('deletes live and does not let an older page bring the row back', () => {
    const started = recordsReducer(initialRecordsState, { type: 'load-start', range: MAY });
    const s1 = recordsReducer(started, { type: 'live', event: { op: 'delete', id: 'a', collection: 'transactions' } });
    const s2 = recordsReducer(s1, { type: 'load-done', page: { items: [rec('a', '2025-05-20'), rec('b', '2025-05-10')], nextCursor: null } });
    expect(ids(s2)).toEqual(['b']);
  });

  it('leaves a live record older than the loaded rows to a later page', () => {
    const s1 = loaded([rec('a', '2025-05-20'), rec('b', '2025-05-10')], 'more');
    const s2 = recordsReducer(s1, { type: 'live', event: { op: 'upsert', id: 'old', collection: 'transactions', record: rec('old', '2025-05-03') } });
    expect(ids(s2)).toEqual(['a', 'b']);
  });

  it('empties the data and keeps the message when a new view fails to load', () => {
    const s1 = recordsReducer(initialRecordsState, { type: 'load-start', range: MAY });
    const s2 = recordsReducer(s1, { type: 'load-failed', error: 'boom' });
    expect(s2.items).toEqual([]);
    expect(s2.status).toBe('error');
    expect(s2.error).toBe('boom');
  });

  it('keeps the rows on screen when a refresh of the same view fails, and the next answer replaces them', () => {
    const s1 = loaded([rec('a', '2025-05-20'), rec('b', '2025-05-19')]);
    const s2 = recordsReducer(s1, { type: 'load-start', range: MAY });
    expect(ids(s2)).toEqual(['a', 'b']);
    expect(s2.status).toBe('loading');
    const s3 = recordsReducer(s2, { type: 'load-failed', error: 'offline' });
    expect(ids(s3)).toEqual(['a', 'b']);
    expect(s3.status).toBe('ready');
    expect(s3.error).toBe('offline');
    // 'b' was deleted elsewhere meanwhile: the fresh page replaces the kept rows.
    const s4 = recordsReducer(recordsReducer(s3, { type: 'load-start', range: MAY }), { type: 'load-done', page: { items: [rec('a', '2025-05-20')], nextCursor: null } });
    expect(ids(s4)).toEqual(['a']);
    expect(s4.error).toBeNull();
  });

  it('shows the saved copy while loading, marks its time, and gives way to the network', () => {
    const s1 = recordsReducer(initialRecordsState, { type: 'load-start', range: MAY });
    const s2 = recordsReducer(s1, { type: 'saved-page', page: { items: [rec('old', '2025-05-02')], nextCursor: 'c' }, savedAt: 1_000 });
    expect(ids(s2)).toEqual(['old']);
    expect(s2.savedAt).toBe(1_000);
    expect(s2.nextCursor).toBeNull();
    const s3 = recordsReducer(s2, { type: 'load-done', page: { items: [rec('new', '2025-05-03')], nextCursor: null } });
    expect(ids(s3)).toEqual(['new']);
    expect(s3.savedAt).toBeNull();
    // Offline instead: the saved copy stays, with the error.
    const s4 = recordsReducer(s2, { type: 'load-failed', error: 'offline' });
    expect(ids(s4)).toEqual(['old']);
    expect(s4.savedAt).toBe(1_000);
  });

  it('never lays a saved copy over rows the network gave', () => {
    const s1 = loaded([rec('a', '2025-05-20')]);
    expect(recordsReducer(s1, { type: 'saved-page', page: { items: [rec('old', '2025-05-02')], nextCursor: null }, savedAt: 1 })).toBe(s1);
    // Not on a retry either: the rows on screen are fresher than any copy.
    const retrying = recordsReducer(recordsReducer(s1, { type: 'load-start', range: MAY }), { type: 'load-failed', error: 'offline' });
    const again = recordsReducer(retrying, { type: 'load-start', range: MAY });
    expect(ids(recordsReducer(again, { type: 'saved-page', page: { items: [rec('old', '2025-05-02')], nextCursor: null }, savedAt: 1 }))).toEqual(['a']);
  });

  it('starts clean when the range changes', () => {
    const s1 = loaded([rec('a', '2025-05-20')]);
    const s2 = recordsReducer(s1, { type: 'load-start', range: { start: '2025-04-01', end: '2025-04-30' } });
    expect(s2.items).toEqual([]);
    expect(s2.status).toBe('loading');
  });
});

describe('wire parsing', () => {
  it('reads a page and refuses a page with a malformed item', () => {
    const good = rec('a', '2025-05-20');
    expect(parseRecordsPage({ items: [good], nextCursor: null })).toEqual({ items: [good], nextCursor: null });
    expect(parseRecordsPage({ items: [{ ...good, amountCents: 1.5 }], nextCursor: null })).toBeUndefined();
    expect(parseRecordsPage({ items: [{ ...good, currency: 'GBP' }], nextCursor: null })).toBeUndefined();
    expect(parseRecordsPage({ items: [], nextCursor: 'abc' })).toEqual({ items: [], nextCursor: 'abc' });
  });

  it('reads live events', () => {
    const r = rec('a', '2025-05-20');
    expect(parseLiveEvent(JSON.stringify({ op: 'upsert', id: 'a', collection: 'transactions', record: r }))).toEqual({
      op: 'upsert', id: 'a', collection: 'transactions', record: r,
    });
    expect(parseLiveEvent(JSON.stringify({ op: 'delete', id: 'a', collection: 'debts' }))).toEqual({ op: 'delete', id: 'a', collection: 'debts' });
    expect(parseLiveEvent('not json')).toBeUndefined();
    expect(parseLiveEvent(JSON.stringify({ op: 'upsert', id: 'a', collection: 'transactions' }))).toBeUndefined();
    expect(parseLiveEvent(JSON.stringify({ op: 'delete', id: 'a', collection: 'nope' }))).toBeUndefined();
  });

  it('turns a DTO into a core FinanceRecord', () => {
    const r = rec('a', '2025-05-20');
    const f = toFinanceRecord(r);
    expect(f.kind).toBe('expense');
    expect(f.amountCents).toBe(500_000);
    expect(f.date.toISOString()).toBe(r.date);
    expect(localDay(r.date)).toBe('2025-05-20');
  });
});
