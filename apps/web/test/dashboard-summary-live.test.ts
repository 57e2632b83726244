// Live changes on the summary: exact for inserts, edits and deletes of records seen before;
// counted once when a local save is echoed by the stream; left to the server when unknown.
import { describe, expect, it } from 'vitest';
import { computeAggregates } from '@kumbu/core/aggregates';
import { toCents } from '@kumbu/core/money';
import { type RecordDto, toFinanceRecord } from '../src/features/dashboard/record-dto';
import { applySummaryChange, liveChange } from '../src/features/dashboard/summary-live';
import { type DashboardSummary } from '../src/features/dashboard/summary-api';

const range = { start: '2026-11-01', end: '2026-11-30' };
const now = new Date('2026-11-22T12:00:00Z');

function dto(id: string, over: Partial<RecordDto> = {}): RecordDto {
  return {
    id, collection: 'transactions', type: 'expense', amountCents: toCents(500_000), amount: '5000.00', currency: 'AOA',
    category: 'Transporte', party: null, description: null, notes: null,
    date: '2026-11-10T10:00:00.000Z', createdAt: '2026-11-10T10:00:00.000Z', updatedAt: '2026-11-10T10:00:00.000Z', ...over,
  };
}

function summaryOf(records: readonly RecordDto[]): DashboardSummary {
  const finance = records.map(toFinanceRecord);
  return {
    range,
    recordCount: finance.length,
    byCurrency: [computeAggregates(finance, { range, currency: 'AOA', now })],
    outstanding: [],
  };
}

describe('liveChange', () => {
  const taxi = dto('a');
  it('adds a new record, and counts its echo once', () => {
    const change = liveChange({ op: 'upsert', id: 'a', collection: 'transactions', record: taxi }, undefined);
    expect(change).toEqual({ added: [toFinanceRecord(taxi)], removed: [] });
    expect(liveChange({ op: 'upsert', id: 'a', collection: 'transactions', record: taxi }, taxi)).toBe('duplicate');
  });
  it('replaces the old version on an edit, and removes a deleted record once', () => {
    const edited = { ...taxi, amountCents: toCents(700_000), updatedAt: '2026-11-11T10:00:00.000Z' };
    expect(liveChange({ op: 'upsert', id: 'a', collection: 'transactions', record: edited }, taxi)).toEqual({ added: [toFinanceRecord(edited)], removed: [toFinanceRecord(taxi)] });
    expect(liveChange({ op: 'delete', id: 'a', collection: 'transactions' }, taxi)).toEqual({ added: [], removed: [toFinanceRecord(taxi)] });
    expect(liveChange({ op: 'delete', id: 'a', collection: 'transactions' }, null)).toBe('duplicate');
  });
  it('leaves an edit or delete of a record never seen to the server', () => {
    expect(liveChange({ op: 'upsert', id: 'z', collection: 'transactions', record: dto('z', { updatedAt: '2026-11-12T00:00:00.000Z' }) }, undefined)).toBe('unknown');
    expect(liveChange({ op: 'delete', id: 'z', collection: 'transactions' }, undefined)).toBe('unknown');
  });
});

describe('applySummaryChange', () => {
  it('gives what the server would compute over the changed records', () => {
    const a = dto('a');
    const b = dto('b', { type: 'income', amountCents: toCents(22_000_000), category: 'Salário', date: '2026-11-02T08:00:00.000Z' });
    const c = dto('c', { date: '2026-11-20T18:00:00.000Z', category: 'Renda', amountCents: toCents(15_000_000) });
    const next = applySummaryChange(summaryOf([a, b]), { added: [toFinanceRecord(c)], removed: [toFinanceRecord(a)] }, now);
    expect(next).toEqual(summaryOf([b, c]));
  });
  it('opens a currency the range did not have, and keeps debts and loans balances current', () => {
    const usd = dto('u', { currency: 'USD', amountCents: toCents(2_000) });
    const loan = dto('l', { type: 'loanGiven', collection: 'loansGiven', party: 'Primo', category: null, amountCents: toCents(15_000_000) });
    const next = applySummaryChange(summaryOf([]), { added: [toFinanceRecord(usd), toFinanceRecord(loan)], removed: [] }, now);
    expect(next.byCurrency.map((x) => x.currency)).toEqual(['AOA', 'USD']);
    expect(next.byCurrency[1]?.expense).toBe(2_000);
    expect(next.recordCount).toBe(2);
    expect(next.outstanding).toMatchObject([{ currency: 'AOA', loans: { outstandingCents: 15_000_000, byParty: [{ party: 'Primo', outstandingCents: 15_000_000 }] } }]);
  });
});
