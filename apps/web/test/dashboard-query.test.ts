import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { type RecordDto } from '../src/features/dashboard/record-dto';
import {
  DEFAULT_QUERY, TABS, type DashboardQuery, choiceDays, dashboardSearch, exportCsvUrl, filterParams, matchesFilter, parseDashboardQuery,
  kindsForTab, resolveRange, tabFilter, viewFilter, withCustomDay, withParty, withPreset, withTab,
} from '../src/features/dashboard/dashboard-query';
import { NO_FILTERS } from '../src/features/dashboard/list-filters';
import { streamUrl, readyEventId } from '../src/features/dashboard/use-record-stream';
import { RECORD_KINDS } from '@kumbu/core/records';

// 15 November 2026, 10:00 in Luanda.
const NOW = new Date('2026-11-15T09:00:00Z');

function rec(extra: Partial<RecordDto>): RecordDto {
  return {
    id: 'r1', collection: 'transactions', type: 'expense', amountCents: 100 as RecordDto['amountCents'], amount: '1.00', currency: 'AOA',
    category: null, party: null, description: null, notes: null,
    date: '2026-11-10T10:00:00.000Z', createdAt: '2026-11-10T10:00:00.000Z', updatedAt: '2026-11-10T10:00:00.000Z', ...extra,
  };
}

describe('dashboard URL state', () => {
  it('defaults to the current month on tab All', () => {
    expect(parseDashboardQuery('')).toEqual(DEFAULT_QUERY);
    expect(dashboardSearch(DEFAULT_QUERY)).toBe('');
    expect(resolveRange(DEFAULT_QUERY.range, NOW)).toEqual({ ok: true, range: { start: '2026-11-01', end: '2026-11-30' } });
  });

  it('reads tab, preset, custom days and party, and ignores what it does not know', () => {
    expect(parseDashboardQuery('?tab=loans&preset=quarter&party=Primo%20Nelson')).toEqual({ tab: 'loans', range: { kind: 'preset', preset: 'quarter' }, party: 'Primo Nelson', filters: NO_FILTERS });
    expect(parseDashboardQuery('?tab=income&start=2026-01-05&end=2026-02-01')).toEqual({ tab: 'income', range: { kind: 'custom', start: '2026-01-05', end: '2026-02-01' }, party: null, filters: NO_FILTERS });
    expect(parseDashboardQuery('?tab=nope&preset=decade&start=2026-02-30&end=2026-03-01')).toEqual(DEFAULT_QUERY);
    // A party opens from any list (issue 17); Analytics has none.
    expect(parseDashboardQuery('?tab=income&party=Kero').party).toBe('Kero');
    expect(parseDashboardQuery('?tab=analytics&party=Kero').party).toBeNull();
    expect(parseDashboardQuery('?tab=debts&party=%20%20').party).toBeNull();
    expect(parseDashboardQuery(`?tab=debts&party=${'x'.repeat(121)}`).party).toBeNull();
  });

  it('round-trips every view through the query string', () => {
    const day = fc.integer({ min: 0, max: 4000 }).map((n) => new Date(Date.UTC(2020, 0, 1) + n * 86_400_000).toISOString().slice(0, 10));
    const view = fc.record({
      tab: fc.constantFrom(...TABS),
      range: fc.oneof(
        fc.constantFrom('thisMonth', 'lastMonth', 'quarter', 'yearToDate').map((preset) => ({ kind: 'preset' as const, preset })),
        fc.tuple(day, day).map(([start, end]) => ({ kind: 'custom' as const, start, end })),
      ),
      party: fc.option(fc.string({ minLength: 1, maxLength: 40 }).filter((s) => s.trim() === s && s !== ''), { nil: null }),
      q: fc.string({ maxLength: 30 }).map((s) => s.trim()),
      category: fc.option(fc.constantFrom('transport', 'Obra da casa', 'a&b=c'), { nil: null }),
      account: fc.option(fc.uuid(), { nil: null }),
      kind: fc.option(fc.constantFrom(...RECORD_KINDS), { nil: null }),
    });
    fc.assert(fc.property(view, (v) => {
      const filters = { q: v.q, category: v.category, account: v.account, kind: v.kind !== null && kindsForTab(v.tab).includes(v.kind) ? v.kind : null };
      const q: DashboardQuery = { tab: v.tab, range: v.range, party: v.tab === 'analytics' ? null : v.party, filters };
      expect(parseDashboardQuery(dashboardSearch(q))).toEqual(q);
    }));
  });

  it('changing tab clears the selected party and a kind the tab does not offer; no party on Analytics', () => {
    const q: DashboardQuery = { tab: 'debts', range: DEFAULT_QUERY.range, party: 'João', filters: { ...NO_FILTERS, q: 'propina', kind: 'debtPaid' } };
    expect(withTab(q, 'loans').party).toBeNull();
    expect(withTab(q, 'debts').party).toBeNull();
    expect(withTab(q, 'loans').filters).toEqual({ ...NO_FILTERS, q: 'propina' });
    expect(withTab(q, 'all').filters.kind).toBe('debtPaid');
    expect(withParty(withTab(q, 'income'), 'Kero').party).toBe('Kero');
    expect(withParty(withTab(q, 'analytics'), 'Kero').party).toBeNull();
    expect(withParty(q, 'Tia Rosa').party).toBe('Tia Rosa');
    expect(withPreset(q, 'lastMonth')).toEqual({ ...q, range: { kind: 'preset', preset: 'lastMonth' } });
  });
});

describe('custom dates: swap and 365-day rule', () => {
  it('starts a custom range from the preset shown and swaps a start after the end', () => {
    const fromPreset = withCustomDay(DEFAULT_QUERY, 'start', '2026-10-20', NOW);
    expect(fromPreset.range).toEqual({ kind: 'custom', start: '2026-10-20', end: '2026-11-30' });
    const swapped = withCustomDay(fromPreset, 'start', '2026-12-10', NOW);
    expect(swapped.range).toEqual({ kind: 'custom', start: '2026-11-30', end: '2026-12-10' });
    const endBefore = withCustomDay(fromPreset, 'end', '2026-10-01', NOW);
    expect(endBefore.range).toEqual({ kind: 'custom', start: '2026-10-01', end: '2026-10-20' });
    expect(withCustomDay(fromPreset, 'end', '2026-13-01', NOW)).toBe(fromPreset);
  });

  it('swaps a reversed range typed into the URL', () => {
    const q = parseDashboardQuery('?start=2026-11-30&end=2026-11-01');
    expect(resolveRange(q.range, NOW)).toEqual({ ok: true, range: { start: '2026-11-01', end: '2026-11-30' } });
    expect(choiceDays(q.range, NOW)).toEqual({ start: '2026-11-01', end: '2026-11-30' });
  });

  it('allows 365 days and refuses 366 (loads nothing)', () => {
    expect(resolveRange({ kind: 'custom', start: '2025-01-01', end: '2025-12-31' }, NOW).ok).toBe(true);
    expect(resolveRange({ kind: 'custom', start: '2024-01-01', end: '2024-12-31' }, NOW)).toEqual({ ok: false, code: 'range-too-large' });
    // The inputs still show what was chosen.
    expect(choiceDays({ kind: 'custom', start: '2024-01-01', end: '2024-12-31' }, NOW)).toEqual({ start: '2024-01-01', end: '2024-12-31' });
  });
});

describe('tab → records query', () => {
  it('maps each tab to its collection and kind, and the party on Debts and Loans', () => {
    expect(tabFilter('all', null)).toEqual({});
    expect(tabFilter('analytics', null)).toEqual({});
    expect(tabFilter('income', null)).toEqual({ collection: 'transactions', type: 'income' });
    expect(tabFilter('expenses', null)).toEqual({ collection: 'transactions', type: 'expense' });
    expect(tabFilter('debts', null)).toEqual({ collection: 'debts' });
    expect(tabFilter('debts', 'João')).toEqual({ collection: 'debts', party: 'João' });
    expect(tabFilter('loans', 'Primo Nelson')).toEqual({ collection: 'loansGiven', party: 'Primo Nelson' });
    expect(filterParams(tabFilter('loans', 'Primo Nelson'))).toEqual({ collection: 'loansGiven', party: 'Primo Nelson' });
    expect(tabFilter('all', 'Kero')).toEqual({ party: 'Kero' });
  });

  it('narrows the view by the search and filters, the tab\'s own kind winning', () => {
    const filters = { q: ' táxi ', category: 'transport', account: '7c9e6679-7425-40de-944b-e07fc1f90ae7', kind: 'expense' as const };
    const all = viewFilter({ ...DEFAULT_QUERY, filters });
    expect(filterParams(all)).toEqual({ type: 'expense', category: 'transport', accountId: filters.account, q: 'táxi' });
    expect(viewFilter({ ...DEFAULT_QUERY, tab: 'income', filters: { ...filters, kind: null } }).type).toBe('income');
    const taxi = rec({ description: 'Táxi para a Mutamba', category: 'transport', accountId: filters.account });
    expect(matchesFilter(taxi, all)).toBe(true);
    expect(matchesFilter({ ...taxi, description: 'Kitanda' }, all)).toBe(false);
    expect(matchesFilter({ ...taxi, category: 'food' }, all)).toBe(false);
    // A category found by its label, as the server does: "transporte" finds 'transport'.
    expect(matchesFilter({ ...taxi, description: null }, { search: 'transporte' })).toBe(true);
  });

  it('reads filters from the URL, dropping a kind the tab does not offer and a malformed account', () => {
    expect(parseDashboardQuery('?tab=debts&kind=income&account=nope&q=%20x%20&category=food').filters).toEqual({ q: 'x', category: 'food', account: null, kind: null });
    expect(parseDashboardQuery('?tab=debts&kind=debtPaid').filters.kind).toBe('debtPaid');
    expect(dashboardSearch({ ...DEFAULT_QUERY, filters: { ...NO_FILTERS, q: 'táxi', kind: 'expense' } })).toBe('?q=t%C3%A1xi&kind=expense');
  });

  it('points Export CSV at the same view', () => {
    expect(exportCsvUrl({ start: '2026-11-01', end: '2026-11-30' }, tabFilter('debts', 'João & Filhos, Lda'), 'pt'))
      .toBe('/api/records/export.csv?collection=debts&party=Jo%C3%A3o+%26+Filhos%2C+Lda&start=2026-11-01&end=2026-11-30&lang=pt');
    expect(exportCsvUrl({ start: '2026-11-01', end: '2026-11-30' }, {}, 'en')).toBe('/api/records/export.csv?start=2026-11-01&end=2026-11-30&lang=en');
  });
});

describe('live events against the view', () => {
  it('keeps a record only on the tabs and party it belongs to', () => {
    const income = rec({ type: 'income' });
    const debt = rec({ collection: 'debts', type: 'debtPaid', party: ' João ' });
    const unnamed = rec({ collection: 'debts', type: 'debtTaken', party: null });
    expect(matchesFilter(income, tabFilter('all', null))).toBe(true);
    expect(matchesFilter(income, tabFilter('income', null))).toBe(true);
    expect(matchesFilter(income, tabFilter('expenses', null))).toBe(false);
    expect(matchesFilter(income, tabFilter('debts', null))).toBe(false);
    expect(matchesFilter(debt, tabFilter('debts', 'João'))).toBe(true);
    expect(matchesFilter(debt, tabFilter('debts', 'Tia Rosa'))).toBe(false);
    expect(matchesFilter(debt, tabFilter('loans', 'João'))).toBe(false);
    expect(matchesFilter(unnamed, tabFilter('debts', '—'))).toBe(true);
    expect(matchesFilter(unnamed, tabFilter('debts', 'João'))).toBe(false);
  });
});

describe('stream resume', () => {
  it('resumes after the last event id it saw, and only after a real one', () => {
    expect(streamUrl(null)).toBe('/api/records/stream');
    expect(streamUrl('42')).toBe('/api/records/stream?lastEventId=42');
    expect(streamUrl('4x2')).toBe('/api/records/stream');
    expect(readyEventId(JSON.stringify({ lastEventId: 17 }))).toBe('17');
    expect(readyEventId(JSON.stringify({ lastEventId: -1 }))).toBeNull();
    expect(readyEventId('not json')).toBeNull();
    expect(readyEventId(undefined)).toBeNull();
  });
});
