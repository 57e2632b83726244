import { api, type ApiResult } from '../../shared/api-client';
import { type RecordsPage, parseRecordsPage } from './record-dto';

export const PAGE_SIZE = 50;

export interface RecordsQuery {
  /** Inclusive calendar days, YYYY-MM-DD. */
  readonly start: string;
  readonly end: string;
  readonly cursor?: string | null;
}

/** All three collections (transactions, debts, loansGiven), newest first. */
export function fetchRecords(query: RecordsQuery, signal?: AbortSignal): Promise<ApiResult<RecordsPage>> {
  return api.request('/api/records', parseRecordsPage, {
    query: { start: query.start, end: query.end, limit: PAGE_SIZE, cursor: query.cursor ?? undefined },
    ...(signal === undefined ? {} : { signal }),
  });
}
