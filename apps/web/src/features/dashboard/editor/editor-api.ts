// The editor's calls to the records API: create (with an Idempotency-Key), edit, delete,
// and the suggestions for the category and party pickers (the user's own recent records).
import { addDays } from '@kumbu/core/date-range';
import { api, type ApiResult } from '../../../shared/api-client';
import { isObject, isString } from '../../../shared/guards';
import { type RecordDto, parseRecordDto, parseRecordsPage } from '../record-dto';
import { type CreateRecordBody, type PatchRecordBody, todayInLuanda } from './editor-form';

export function createRecord(body: CreateRecordBody, idempotencyKey: string): Promise<ApiResult<RecordDto>> {
  return api.request('/api/records', parseRecordDto, { method: 'POST', body, headers: { 'Idempotency-Key': idempotencyKey } });
}

export function updateRecord(id: string, body: PatchRecordBody): Promise<ApiResult<RecordDto>> {
  return api.request(`/api/records/${encodeURIComponent(id)}`, parseRecordDto, { method: 'PATCH', body });
}

function parseDeleted(data: unknown): { readonly id: string } | undefined {
  return isObject(data) && isString(data.id) ? { id: data.id } : undefined;
}

export function deleteRecord(id: string): Promise<ApiResult<{ readonly id: string }>> {
  return api.request(`/api/records/${encodeURIComponent(id)}`, parseDeleted, { method: 'DELETE' });
}

export interface Suggestions {
  /** Most used first. */
  readonly categories: readonly string[];
  readonly parties: readonly string[];
}

export const NO_SUGGESTIONS: Suggestions = { categories: [], parties: [] };

/** How many recent records the pickers learn from (one request, the server caches it). */
const SUGGESTION_SAMPLE = 500;

function byUse(values: readonly (string | null)[]): string[] {
  const counts = new Map<string, { name: string; n: number }>();
  for (const v of values) {
    const name = v?.trim();
    if (!name) continue;
    const key = name.toLocaleLowerCase();
    const entry = counts.get(key);
    if (entry) entry.n += 1;
    else counts.set(key, { name, n: 1 });
  }
  return [...counts.values()].sort((a, b) => b.n - a.n || a.name.localeCompare(b.name)).map((e) => e.name);
}

export function suggestionsFrom(records: readonly Pick<RecordDto, 'category' | 'party'>[]): Suggestions {
  return { categories: byUse(records.map((r) => r.category)), parties: byUse(records.map((r) => r.party)) };
}

/** The categories and parties of the last year's records (the largest range the API lists). */
export async function fetchSuggestions(signal?: AbortSignal, now: Date = new Date()): Promise<Suggestions> {
  const end = todayInLuanda(now);
  const answer = await api.request('/api/records', parseRecordsPage, {
    query: { start: addDays(end, -364), end, limit: SUGGESTION_SAMPLE },
    ...(signal === undefined ? {} : { signal }),
  });
  return answer.success ? suggestionsFrom(answer.data.items) : NO_SUGGESTIONS;
}
