// The imports API's calls. The upload goes through XMLHttpRequest because fetch cannot report
// upload progress, and a 20 MB PDF on a slow connection needs a progress bar; the file itself
// is the body (no multipart). Everything else goes through the shared client.
import i18next from 'i18next';
import { isErrorCode } from '@kumbu/core/errors';
import { api, type ApiResult, type Parser } from '../../shared/api-client';
import { isObject, isString } from '../../shared/guards';
import { currentLang } from '../../i18n/i18n';
import {
  type ColumnMapping, type CommitResult, type ImportItem, type ImportPreview, type Reconciliation, type TransferRule,
  parseCommit, parseImports, parsePreview, parseReconciliations, parseTransferRule, parseTransferRules,
} from './imports-dto';

/** The server's limit (packages/imports MAX_IMPORT_BYTES), checked before sending anything. */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;
export const ACCEPTED_FILES = '.csv,.tsv,.txt,.xlsx,.ofx,.qfx,.xml,.pdf';

type Failure = Extract<ApiResult<never>, { success: false }>;

function xhrFailure(status: number, body: unknown): Failure {
  const error = isObject(body) && isString(body.error) && body.error !== '' ? body.error : i18next.t('transport.http', { status, text: '' });
  const code = isObject(body) && isString(body.code) && isErrorCode(body.code) ? body.code : undefined;
  return { success: false, status, error, ...(code === undefined ? {} : { code }) };
}

export interface Upload {
  readonly done: Promise<ApiResult<ImportPreview>>;
  readonly abort: () => void;
}

/** POST /api/imports/uploads with the raw bytes; `onProgress` gets 0…1 as they leave. */
export function uploadStatement(file: File, accountId: string | null, onProgress: (fraction: number) => void): Upload {
  const xhr = new XMLHttpRequest();
  const params = new URLSearchParams({ name: file.name.slice(0, 200) });
  if (accountId) params.set('accountId', accountId);
  const done = new Promise<ApiResult<ImportPreview>>((resolve) => {
    xhr.open('POST', `/api/imports/uploads?${params.toString()}`);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Content-Type', 'application/octet-stream');
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', currentLang());
    xhr.upload.onprogress = (e) => { if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total); };
    xhr.onload = () => {
      let body: unknown;
      try { body = JSON.parse(xhr.responseText) as unknown; } catch { body = undefined; }
      if (xhr.status < 200 || xhr.status >= 300 || (isObject(body) && body.success === false)) { resolve(xhrFailure(xhr.status, body)); return; }
      const data = parsePreview(isObject(body) ? body.data : undefined);
      resolve(data ? { success: true, status: xhr.status, data } : { success: false, status: xhr.status, error: i18next.t('transport.badResponse') });
    };
    const lost = (): void => resolve({ success: false, status: 0, error: i18next.t('transport.networkFailure', { detail: i18next.t('transport.unreachable') }) });
    xhr.onerror = lost;
    xhr.ontimeout = () => resolve({ success: false, status: 0, error: i18next.t('transport.timeout') });
    xhr.onabort = () => resolve({ success: false, status: 0, error: '' });
    xhr.send(file);
  });
  return { done, abort: () => xhr.abort() };
}

const path = (uploadId: string, tail = ''): string => `/api/imports/uploads/${encodeURIComponent(uploadId)}${tail}`;

export function previewAgain(uploadId: string, body: { readonly accountId?: string; readonly mapping?: ColumnMapping }): Promise<ApiResult<ImportPreview>> {
  return api.request(path(uploadId, '/preview'), parsePreview, { method: 'POST', body });
}

export function commitUpload(uploadId: string, body: { readonly accountId: string; readonly mapping?: ColumnMapping }): Promise<ApiResult<CommitResult>> {
  return api.request(path(uploadId, '/commit'), parseCommit, { method: 'POST', body });
}

const anything: Parser<true> = () => true;

export function cancelUpload(uploadId: string): Promise<ApiResult<true>> {
  return api.request(path(uploadId), anything, { method: 'DELETE' });
}

export function fetchImports(signal?: AbortSignal): Promise<ApiResult<readonly ImportItem[]>> {
  return api.request('/api/imports', parseImports, signal === undefined ? {} : { signal });
}

export function undoImport(importId: string): Promise<ApiResult<true>> {
  return api.request(`/api/imports/${encodeURIComponent(importId)}/undo`, anything, { method: 'POST' });
}

export function fetchReconciliation(signal?: AbortSignal): Promise<ApiResult<readonly Reconciliation[]>> {
  return api.request('/api/imports/reconciliation', parseReconciliations, signal === undefined ? {} : { signal });
}

export function fetchTransferRules(signal?: AbortSignal): Promise<ApiResult<readonly TransferRule[]>> {
  return api.request('/api/imports/transfer-rules', parseTransferRules, signal === undefined ? {} : { signal });
}

/** `replace: false` (a rule typed by hand) refuses words the account already has a rule for. */
export function createTransferRule(body: { readonly accountId: string; readonly words: string; readonly otherAccountId: string; readonly replace?: boolean }): Promise<ApiResult<TransferRule>> {
  return api.request('/api/imports/transfer-rules', parseTransferRule, { method: 'POST', body });
}

export function deleteTransferRule(ruleId: string): Promise<ApiResult<true>> {
  return api.request(`/api/imports/transfer-rules/${encodeURIComponent(ruleId)}`, anything, { method: 'DELETE' });
}
