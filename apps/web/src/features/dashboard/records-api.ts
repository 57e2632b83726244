import { api, type ApiResult, tapRaw } from '../../shared/api-client';
import { type RecordFilter, filterParams } from './dashboard-query';
import { type RecordsPage, parseRecordsPage } from './record-dto';

/** Rows per request: a 10 000-record month is never rendered at once. */
export const PAGE_SIZE = 50;

export interface RecordsQuery {
  /** Inclusive calendar days, YYYY-MM-DD. */
  readonly start: string;
  readonly end: string;
  readonly cursor?: string | null;
  /** The tab's collection and kind, and the selected party; none = all three collections. */
  readonly filter?: RecordFilter;
  readonly limit?: number;
}

/** Newest first, one page. */
export function fetchRecords(query: RecordsQuery, signal?: AbortSignal, onRaw?: (data: unknown) => void): Promise<ApiResult<RecordsPage>> {
  return api.request('/api/records', tapRaw(parseRecordsPage, onRaw), {
    query: { ...filterParams(query.filter ?? {}), start: query.start, end: query.end, limit: query.limit ?? PAGE_SIZE, cursor: query.cursor ?? undefined },
    ...(signal === undefined ? {} : { signal }),
  });
}
