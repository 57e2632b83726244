// The dashboard's view as plain data: which tab, which date range and which party, read
// from and written to the URL query (so a reload or the back button keeps them), and what
// that view asks the records API for. Pure: no React, no network, unit-tested.
import {
  type DayRange, type DayString, type Preset, type RangeCheck, checkRange, isDayString, isPreset, normaliseRange, presetRange,
} from '@kumbu/core/date-range';
import { type Lang } from '@kumbu/core/lang';
import { type Collection, type RecordKind } from '@kumbu/core/records';
import { type ListFilters, NO_FILTERS, matchesSearch, parseListFilters, writeListFilters } from './list-filters';
import { type RecordDto } from './record-dto';

export const TABS = ['all', 'income', 'expenses', 'debts', 'loans', 'analytics'] as const;
export type Tab = (typeof TABS)[number];

export function isTab(value: unknown): value is Tab {
  return typeof value === 'string' && (TABS as readonly string[]).includes(value);
}

/** Tabs whose overview table lists parties (and whose drawer shows the party's balance). */
export type PartyTab = Extract<Tab, 'debts' | 'loans'>;
export function isPartyTab(tab: Tab): tab is PartyTab {
  return tab === 'debts' || tab === 'loans';
}

export type RangeChoice =
  | { readonly kind: 'preset'; readonly preset: Preset }
  | { readonly kind: 'custom'; readonly start: DayString; readonly end: DayString };

export interface DashboardQuery {
  readonly tab: Tab;
  readonly range: RangeChoice;
  readonly party: string | null;
  /** The list's search and filters (list-filters.ts). */
  readonly filters: ListFilters;
}

export const DEFAULT_PRESET: Preset = 'thisMonth';
export const DEFAULT_QUERY: DashboardQuery = { tab: 'all', range: { kind: 'preset', preset: DEFAULT_PRESET }, party: null, filters: NO_FILTERS };

/**
 * Where a party can be selected. Not only Debts and Loans (issue 17): a party's name in any
 * list row opens its drawer, so on All, Income and Expenses the party narrows the list too and
 * the drawer shows its movements in every book. Analytics has no list to narrow.
 */
export function partyAllowed(tab: Tab): boolean {
  return tab !== 'analytics';
}

/** The kinds the type filter offers on a tab (none where the tab is itself one kind). */
export function kindsForTab(tab: Tab): readonly RecordKind[] {
  switch (tab) {
    case 'all': return ['income', 'expense', 'debtTaken', 'debtPaid', 'loanGiven', 'loanReceivedPayment', 'transfer'];
    case 'debts': return ['debtTaken', 'debtPaid'];
    case 'loans': return ['loanGiven', 'loanReceivedPayment'];
    case 'income':
    case 'expenses':
    case 'analytics':
      return [];
  }
}

const MAX_PARTY_LENGTH = 120;

/**
 * Reads `?tab=&preset=` or `?tab=&start=&end=`, `&party=` and the list's `q`, `category`,
 * `account`, `kind`. Anything unknown falls back to the default (current month, tab All); a
 * party on Analytics, or a kind the tab does not offer, is dropped.
 */
export function parseDashboardQuery(search: string | URLSearchParams): DashboardQuery {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const tabRaw = params.get('tab');
  const tab: Tab = isTab(tabRaw) ? tabRaw : 'all';
  const start = params.get('start');
  const end = params.get('end');
  const presetRaw = params.get('preset');
  let range: RangeChoice;
  if (isDayString(start) && isDayString(end)) range = { kind: 'custom', start, end };
  else range = { kind: 'preset', preset: isPreset(presetRaw) ? presetRaw : DEFAULT_PRESET };
  const partyRaw = params.get('party')?.trim() ?? '';
  const party = partyAllowed(tab) && partyRaw !== '' && partyRaw.length <= MAX_PARTY_LENGTH ? partyRaw : null;
  return { tab, range, party, filters: parseListFilters(params, kindsForTab(tab)) };
}

/** The query string for a view ('' for the default one), in a stable order. */
export function dashboardSearch(query: DashboardQuery): string {
  const params = new URLSearchParams();
  if (query.tab !== 'all') params.set('tab', query.tab);
  if (query.range.kind === 'custom') {
    params.set('start', query.range.start);
    params.set('end', query.range.end);
  } else if (query.range.preset !== DEFAULT_PRESET) {
    params.set('preset', query.range.preset);
  }
  if (query.party !== null && partyAllowed(query.tab)) params.set('party', query.party);
  writeListFilters(params, query.filters);
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

/** The days a choice covers today, swapped if reversed, or the 365-day refusal (spec §5). */
export function resolveRange(choice: RangeChoice, now: Date): RangeCheck {
  return checkRange(choice.kind === 'preset' ? presetRange(choice.preset, now) : { start: choice.start, end: choice.end });
}

/** The two ends a choice shows in the date inputs, even when the range is too large. */
export function choiceDays(choice: RangeChoice, now: Date): DayRange {
  return choice.kind === 'preset' ? presetRange(choice.preset, now) : normaliseRange(choice);
}

/** Changing tab clears the selected party (spec §2) and a kind the new tab does not offer; the search stays. */
export function withTab(query: DashboardQuery, tab: Tab): DashboardQuery {
  const kind = query.filters.kind !== null && kindsForTab(tab).includes(query.filters.kind) ? query.filters.kind : null;
  return { ...query, tab, party: null, filters: { ...query.filters, kind } };
}

export function withFilters(query: DashboardQuery, filters: ListFilters): DashboardQuery {
  return { ...query, filters };
}

export function withPreset(query: DashboardQuery, preset: Preset): DashboardQuery {
  return { ...query, range: { kind: 'preset', preset } };
}

/** One end typed in a date input; a start after the end (or the reverse) is swapped. */
export function withCustomDay(query: DashboardQuery, which: 'start' | 'end', day: string, now: Date): DashboardQuery {
  if (!isDayString(day)) return query;
  const current = choiceDays(query.range, now);
  const next = normaliseRange(which === 'start' ? { start: day, end: current.end } : { start: current.start, end: day });
  return { ...query, range: { kind: 'custom', start: next.start, end: next.end } };
}

export function withParty(query: DashboardQuery, party: string | null): DashboardQuery {
  return partyAllowed(query.tab) ? { ...query, party } : { ...query, party: null };
}

/** What a view asks GET /api/records (and the CSV export) for, beyond the range. */
export interface RecordFilter {
  readonly collection?: Collection;
  readonly type?: RecordKind;
  readonly party?: string;
  /** One money account: the records on it and the transfers into it (the Accounts view). */
  readonly accountId?: string;
  /** One stored category. */
  readonly category?: string;
  /** Words searched on the server (`q`). */
  readonly search?: string;
}

export function tabFilter(tab: Tab, party: string | null): RecordFilter {
  switch (tab) {
    case 'all':
      return party === null ? {} : { party };
    case 'analytics':
      return {};
    case 'income':
      return party === null ? { collection: 'transactions', type: 'income' } : { collection: 'transactions', type: 'income', party };
    case 'expenses':
      return party === null ? { collection: 'transactions', type: 'expense' } : { collection: 'transactions', type: 'expense', party };
    case 'debts':
      return party === null ? { collection: 'debts' } : { collection: 'debts', party };
    case 'loans':
      return party === null ? { collection: 'loansGiven' } : { collection: 'loansGiven', party };
  }
}

/** What the list asks for: the tab's and party's filter, narrowed by the search and filters. */
export function viewFilter(query: DashboardQuery): RecordFilter {
  const base = tabFilter(query.tab, query.party);
  const f = query.filters;
  return {
    ...base,
    ...(f.kind !== null && base.type === undefined ? { type: f.kind } : {}),
    ...(f.account !== null ? { accountId: f.account } : {}),
    ...(f.category !== null ? { category: f.category } : {}),
    ...(f.q.trim() !== '' ? { search: f.q.trim() } : {}),
  };
}

/** The label balances give a record without a party (core's UNNAMED_PARTY). */
export const UNNAMED_PARTY = '—';

export function partyKey(party: string | null): string {
  return party?.trim() || UNNAMED_PARTY;
}

/** Does a (live) record belong in a view? The same rules the server filters by. */
export function matchesFilter(record: RecordDto, filter: RecordFilter): boolean {
  if (filter.collection !== undefined && record.collection !== filter.collection) return false;
  if (filter.type !== undefined && record.type !== filter.type) return false;
  if (filter.party !== undefined && partyKey(record.party) !== partyKey(filter.party)) return false;
  if (filter.accountId !== undefined && record.accountId !== filter.accountId && record.toAccountId !== filter.accountId) return false;
  if (filter.category !== undefined && record.category !== filter.category) return false;
  if (filter.search !== undefined && !matchesSearch(record, filter.search)) return false;
  return true;
}

/** The filter as query parameters for the API (no empty ones). */
export function filterParams(filter: RecordFilter): Record<string, string> {
  const out: Record<string, string> = {};
  if (filter.collection !== undefined) out.collection = filter.collection;
  if (filter.type !== undefined) out.type = filter.type;
  if (filter.party !== undefined) out.party = filter.party;
  if (filter.accountId !== undefined) out.accountId = filter.accountId;
  if (filter.category !== undefined) out.category = filter.category;
  if (filter.search !== undefined) out.q = filter.search;
  return out;
}

/**
 * Where the Export CSV link points: every record of the view, on the server, its categories
 * in the interface language (a plain link sends the browser's Accept-Language, not ours).
 * The server names the file after the range (Content-Disposition).
 */
export function exportCsvUrl(range: DayRange, filter: RecordFilter, lang: Lang): string {
  const params = new URLSearchParams({ ...filterParams(filter), start: range.start, end: range.end, lang });
  return `/api/records/export.csv?${params.toString()}`;
}

/** Same filter, same key: effects keyed on it run once per real change. */
export function filterKey(filter: RecordFilter): string {
  return JSON.stringify([filter.collection ?? null, filter.type ?? null, filter.party ?? null, filter.accountId ?? null, filter.category ?? null, filter.search ?? null]);
}
