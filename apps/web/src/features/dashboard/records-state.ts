// The dashboard's list of records as a pure reducer: pages from GET /api/records and live
// events from the stream meet here. Kept free of React and the network so the tricky
// parts (ordering, duplicates, paging against live inserts) are unit-tested.
import { type DayRange, dayOf } from '@kumbu/core/date-range';
import { type Collection } from '@kumbu/core/records';
import { isObject, isString } from '../../shared/guards';
import { type RecordFilter, filterKey, matchesFilter } from './dashboard-query';
import { type RecordDto, type RecordsPage, isCollection, parseRecordDto } from './record-dto';

export type LiveEvent =
  | { readonly op: 'upsert'; readonly id: string; readonly collection: Collection; readonly record: RecordDto }
  | { readonly op: 'delete'; readonly id: string; readonly collection: Collection };

export interface RecordsState {
  readonly range: DayRange | null;
  /** The tab's and party's narrowing: a live record outside it must not appear. */
  readonly filter: RecordFilter;
  readonly status: 'idle' | 'loading' | 'ready' | 'error';
  readonly items: readonly RecordDto[];
  readonly nextCursor: string | null;
  readonly loadingMore: boolean;
  readonly error: string | null;
  /** Ids deleted while this range is shown; a page fetched before the delete must not revive them. */
  readonly deleted: ReadonlySet<string>;
  /** When the rows on screen are this device's saved copy (offline, or before the network answers): its time. */
  readonly savedAt: number | null;
  /** The rows on screen are kept from before (a saved copy, a failed refresh): the next page replaces them. */
  readonly replaceOnLoad: boolean;
}

export type RecordsAction =
  | { readonly type: 'load-start'; readonly range: DayRange; readonly filter?: RecordFilter }
  /** No range to show (too large): nothing loaded, nothing kept. */
  | { readonly type: 'reset' }
  | { readonly type: 'load-done'; readonly page: RecordsPage }
  | { readonly type: 'load-failed'; readonly error: string }
  /** This device's saved first page of the view, shown until (or unless) the network answers. */
  | { readonly type: 'saved-page'; readonly page: RecordsPage; readonly savedAt: number }
  | { readonly type: 'more-start' }
  | { readonly type: 'more-done'; readonly page: RecordsPage }
  | { readonly type: 'more-failed'; readonly error: string }
  | { readonly type: 'live'; readonly event: LiveEvent };

export const initialRecordsState: RecordsState = {
  range: null,
  filter: {},
  status: 'idle',
  items: [],
  nextCursor: null,
  loadingMore: false,
  error: null,
  deleted: new Set(),
  savedAt: null,
  replaceOnLoad: false,
};

function sameView(state: RecordsState, range: DayRange, filter: RecordFilter): boolean {
  return state.range !== null && state.range.start === range.start && state.range.end === range.end && filterKey(state.filter) === filterKey(filter);
}

/** The calendar day of an instant in Luanda time, the zone the server filters ranges in. */
export function localDay(iso: string): string {
  return dayOf(new Date(iso));
}

export function isInRange(record: RecordDto, range: DayRange): boolean {
  const day = localDay(record.date);
  return day >= range.start && day <= range.end;
}

/** Newest first: by date, then creation time, then id so the order never flickers. */
export function compareNewestFirst(a: RecordDto, b: RecordDto): number {
  return (
    Date.parse(b.date) - Date.parse(a.date) ||
    Date.parse(b.createdAt) - Date.parse(a.createdAt) ||
    (a.id < b.id ? 1 : a.id > b.id ? -1 : 0)
  );
}

/** Union by id (the later `updatedAt` wins), minus deleted ids, newest first. */
export function mergeRecords(
  current: readonly RecordDto[],
  incoming: readonly RecordDto[],
  deleted: ReadonlySet<string>,
): RecordDto[] {
  const byId = new Map<string, RecordDto>();
  for (const r of [...current, ...incoming]) {
    if (deleted.has(r.id)) continue;
    const seen = byId.get(r.id);
    if (!seen || Date.parse(r.updatedAt) >= Date.parse(seen.updatedAt)) byId.set(r.id, r);
  }
  return [...byId.values()].sort(compareNewestFirst);
}

function applyLive(state: RecordsState, event: LiveEvent): RecordsState {
  const without = state.items.filter((r) => r.id !== event.id);

  if (event.op === 'delete') {
    return { ...state, items: without, deleted: new Set(state.deleted).add(event.id) };
  }
  const { record } = event;
  // Out of the range or the view (another tab, another party): gone from the list, also
  // when an edit moved a shown record out of it.
  if (state.range === null || !isInRange(record, state.range) || !matchesFilter(record, state.filter)) return { ...state, items: without };
  // With more pages still on the server, a record older than the last loaded row belongs
  // to one of them; adding it now would leave a hole before it and a duplicate later.
  const last = without.at(-1);
  if (state.nextCursor !== null && last !== undefined && compareNewestFirst(record, last) > 0) {
    return { ...state, items: without };
  }
  const deleted = new Set(state.deleted);
  deleted.delete(record.id);
  return { ...state, items: mergeRecords(without, [record], deleted), deleted };
}

export function recordsReducer(state: RecordsState, action: RecordsAction): RecordsState {
  switch (action.type) {
    case 'reset':
      return initialRecordsState;
    case 'load-start':
      // Loading the same view again (a retry, a resync) keeps its rows on screen until the
      // answer replaces them (issue 17): a refresh never blanks the list.
      if (sameView(state, action.range, action.filter ?? {}) && state.items.length > 0) {
        return { ...state, status: 'loading', error: null, loadingMore: false, replaceOnLoad: true };
      }
      return { ...initialRecordsState, range: action.range, filter: action.filter ?? {}, status: 'loading', deleted: new Set() };
    case 'saved-page':
      // Only while the network has not answered, and only over nothing or an older saved copy:
      // never over rows the network gave (a retry keeps fresher rows than any copy).
      if (state.status !== 'loading' || (state.items.length > 0 && (state.savedAt === null || action.savedAt < state.savedAt))) return state;
      return { ...state, items: mergeRecords([], action.page.items, state.deleted), nextCursor: null, savedAt: action.savedAt, replaceOnLoad: true };
    case 'load-done':
      return {
        ...state,
        status: 'ready',
        error: null,
        items: mergeRecords(state.replaceOnLoad ? [] : state.items, action.page.items, state.deleted),
        nextCursor: action.page.nextCursor,
        savedAt: null,
        replaceOnLoad: false,
      };
    case 'load-failed':
      // Spec §4 empties the data on a failure; issue 17 keeps what is on screen (a saved copy
      // or the last answer) and says it could not be refreshed. With nothing to show, the
      // spec's behaviour stands.
      if (state.items.length > 0) return { ...state, status: 'ready', error: action.error, replaceOnLoad: true };
      return { ...state, status: 'error', error: action.error, items: [], nextCursor: null, savedAt: null, replaceOnLoad: false };
    case 'more-start':
      return { ...state, loadingMore: true, error: null };
    case 'more-done':
      return {
        ...state,
        loadingMore: false,
        items: mergeRecords(state.items, action.page.items, state.deleted),
        nextCursor: action.page.nextCursor,
      };
    case 'more-failed':
      return { ...state, loadingMore: false, error: action.error };
    case 'live':
      return applyLive(state, action.event);
  }
}

/** Reads the `data` of a `record` event; undefined for anything malformed. */
export function parseLiveEvent(data: string): LiveEvent | undefined {
  let value: unknown;
  try {
    value = JSON.parse(data) as unknown;
  } catch {
    return undefined;
  }
  if (!isObject(value) || !isString(value.id)) return undefined;
  const { id, op } = value;
  if (op === 'upsert') {
    const record = parseRecordDto(value.record);
    return record ? { op, id, collection: record.collection, record } : undefined;
  }
  if (op === 'delete' && isCollection(value.collection)) {
    return { op, id, collection: value.collection };
  }
  return undefined;
}
