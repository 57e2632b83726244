// The records list's search and filters (category, money account, kind) as plain data, read
// from and written to the URL query (`q`, `category`, `account`, `kind`) beside the tab,
// range and party (dashboard-query.ts), so back/forward and a reload keep them. Pure.
import { type RecordKind, parseRecordKind } from '@kumbu/core/records';
import { categoryLabel } from '@kumbu/agent/categories';
import { type RecordDto } from './record-dto';

export interface ListFilters {
  /** Words looked for in the description, party, notes and category ('' for none). */
  readonly q: string;
  /** A category as records store it (a co-pilot key or the user's own name). */
  readonly category: string | null;
  /** A money account id. */
  readonly account: string | null;
  /** One kind, among those the tab offers (kindsForTab). */
  readonly kind: RecordKind | null;
}

export const NO_FILTERS: ListFilters = { q: '', category: null, account: null, kind: null };

/** The server's limits (record-schemas.ts): longer values are dropped rather than refused. */
const MAX_Q = 100;
const MAX_CATEGORY = 80;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function parseListFilters(params: URLSearchParams, kinds: readonly RecordKind[]): ListFilters {
  const q = (params.get('q') ?? '').trim();
  const category = (params.get('category') ?? '').trim();
  const account = params.get('account') ?? '';
  const kind = parseRecordKind(params.get('kind') ?? '');
  return {
    q: q.length <= MAX_Q ? q : '',
    category: category !== '' && category.length <= MAX_CATEGORY ? category : null,
    account: UUID.test(account) ? account : null,
    kind: kind !== null && kinds.includes(kind) ? kind : null,
  };
}

export function writeListFilters(params: URLSearchParams, f: ListFilters): void {
  if (f.q.trim() !== '') params.set('q', f.q.trim());
  if (f.category !== null) params.set('category', f.category);
  if (f.account !== null) params.set('account', f.account);
  if (f.kind !== null) params.set('kind', f.kind);
}

export function hasFilters(f: ListFilters): boolean {
  return f.q.trim() !== '' || f.category !== null || f.account !== null || f.kind !== null;
}

/**
 * The search as the live stream applies it to a record arriving while the list is shown:
 * the server's rule (case-insensitive "contains" in the four texts, or a category label that
 * contains it) — close enough that a live record never shows in a search that would not list it.
 */
export function matchesSearch(record: RecordDto, q: string): boolean {
  const needle = q.trim().toLocaleLowerCase();
  if (needle === '') return true;
  const texts = [record.description, record.party, record.notes, record.category];
  if (record.category !== null) texts.push(categoryLabel(record.category, 'pt'), categoryLabel(record.category, 'en'));
  return texts.some((text) => text !== null && text.toLocaleLowerCase().includes(needle));
}
