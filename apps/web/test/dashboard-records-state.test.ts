// The records reducer with the tab and party filters: live events from the stream never
// put a record into a view it does not belong to, and a range too large empties the list.
import { describe, expect, it } from 'vitest';
import { type DayRange } from '@kumbu/core/date-range';
import { tabFilter } from '../src/features/dashboard/dashboard-query';
import { type RecordDto } from '../src/features/dashboard/record-dto';
import { type LiveEvent, type RecordsState, initialRecordsState, recordsReducer } from '../src/features/dashboard/records-state';

const NOV: DayRange = { start: '2026-11-01', end: '2026-11-30' };

function rec(id: string, extra: Partial<RecordDto> = {}): RecordDto {
  const iso = '2026-11-10T11:00:00.000Z';
  return {
    id, collection: 'transactions', type: 'expense', amountCents: 100 as RecordDto['amountCents'], amount: '1.00', currency: 'AOA',
    category: null, party: null, description: null, notes: null, date: iso, createdAt: iso, updatedAt: iso, ...extra,
  };
}

const upsert = (record: RecordDto): LiveEvent => ({ op: 'upsert', id: record.id, collection: record.collection, record });

function view(filter = tabFilter('all', null), items: RecordDto[] = []): RecordsState {
  const started = recordsReducer(initialRecordsState, { type: 'load-start', range: NOV, filter });
  return recordsReducer(started, { type: 'load-done', page: { items, nextCursor: null } });
}

describe('records state with tab and party filters', () => {
  it('adds a live record on a tab it belongs to and not on another', () => {
    const income = rec('i1', { type: 'income' });
    expect(recordsReducer(view(tabFilter('income', null)), { type: 'live', event: upsert(income) }).items.map((r) => r.id)).toEqual(['i1']);
    expect(recordsReducer(view(tabFilter('expenses', null)), { type: 'live', event: upsert(income) }).items).toEqual([]);
    expect(recordsReducer(view(tabFilter('all', null)), { type: 'live', event: upsert(income) }).items).toHaveLength(1);
  });

  it('keeps the party drawer\'s filter: another party\'s debt does not appear', () => {
    const joao = rec('d1', { collection: 'debts', type: 'debtPaid', party: 'João' });
    const rosa = rec('d2', { collection: 'debts', type: 'debtTaken', party: 'Tia Rosa' });
    let s = view(tabFilter('debts', 'João'));
    s = recordsReducer(s, { type: 'live', event: upsert(rosa) });
    s = recordsReducer(s, { type: 'live', event: upsert(joao) });
    expect(s.items.map((r) => r.id)).toEqual(['d1']);
  });

  it('drops a shown record edited out of the view (another kind or party)', () => {
    const shown = rec('e1');
    const s = view(tabFilter('expenses', null), [shown]);
    const moved = recordsReducer(s, { type: 'live', event: upsert({ ...shown, type: 'income', updatedAt: '2026-11-11T00:00:00.000Z' }) });
    expect(moved.items).toEqual([]);
    const debt = rec('d1', { collection: 'debts', type: 'debtTaken', party: 'João' });
    const d = view(tabFilter('debts', 'João'), [debt]);
    expect(recordsReducer(d, { type: 'live', event: upsert({ ...debt, party: 'Tia Rosa' }) }).items).toEqual([]);
  });

  it('empties the list when the range becomes too large', () => {
    const s = view(tabFilter('all', null), [rec('a'), rec('b')]);
    expect(recordsReducer(s, { type: 'reset' })).toEqual(initialRecordsState);
  });

  it('a new view starts clean: the previous tab\'s rows are not kept', () => {
    const s = view(tabFilter('all', null), [rec('a')]);
    const next = recordsReducer(s, { type: 'load-start', range: NOV, filter: tabFilter('income', null) });
    expect(next.items).toEqual([]);
    expect(next.filter).toEqual({ collection: 'transactions', type: 'income' });
  });
});
