// The one way the web app talks to the server (spec §7): JSON in and out, the interface
// language in Accept-Language, the session cookie included, a 30 s timeout and up to three
// retries — but only when the request never got an answer (timeout or network failure).
// An HTTP error is an answer: retrying it would repeat a refused sign-in or a bad payload.
import i18next from 'i18next';
import { type ApiAnswer, type ErrorCode, type FieldError, isErrorCode } from '@kumbu/core/errors';
import { type Lang } from '@kumbu/core/lang';
import { currentLang } from '../i18n/i18n';
import { isObject, isString } from './guards';

/**
 * The server's answer shape (core's ApiAnswer), except that a failure may have no code:
 * transport failures (status 0) and proxy errors never reached our error vocabulary.
 */
export type ApiResult<T> =
  | Extract<ApiAnswer<T>, { success: true }>
  | {
    readonly success: false; readonly status: number; readonly error: string; readonly code?: ErrorCode;
    /** Field problems of a `validation-failed` answer. */
    readonly fields?: readonly FieldError[];
    /** Seconds to wait, on a 429 answer. */
    readonly retryAfter?: number;
  };

/** Turns the answer's `data` into a typed value, or `undefined` when it has the wrong shape. */
export type Parser<T> = (data: unknown) => T | undefined;

/** The parser, also handing a well-formed answer's raw `data` to `onRaw` (to save it for offline use). */
export function tapRaw<T>(parse: Parser<T>, onRaw?: (data: unknown) => void): Parser<T> {
  if (onRaw === undefined) return parse;
  return (data) => {
    const value = parse(data);
    if (value !== undefined) onRaw(data);
    return value;
  };
}

export interface TransportMessages {
  readonly timeout: string;
  /** A failure with no message at all (spec §8 'Network error occurred'). */
  readonly network: string;
  /** What a lost connection means to a person (the browser's "Failed to fetch" means nothing). */
  readonly unreachable: string;
  /** Spec §8: a call that got no answer says so first — 'Network error: {detail}'. */
  readonly networkFailure: (detail: string) => string;
  readonly badResponse: string;
  readonly http: (status: number, text: string) => string;
}

export interface ApiClientOptions {
  /** Prefix for every path; '' means same origin. */
  readonly baseUrl?: string;
  readonly fetch?: typeof fetch;
  readonly timeoutMs?: number;
  readonly retries?: number;
  /** Wait before retry n is `retryDelayMs × n`. */
  readonly retryDelayMs?: number;
  readonly sleep?: (ms: number) => Promise<void>;
  readonly getLang?: () => Lang;
  readonly messages?: () => TransportMessages;
}

type Query = Readonly<Record<string, string | number | null | undefined>>;

export interface RequestOptions {
  readonly method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  readonly body?: unknown;
  readonly query?: Query;
  /** Cancels the request (e.g. the screen went away); a cancelled request is not retried. */
  readonly signal?: AbortSignal;
  /** Extra request headers (e.g. `Idempotency-Key`); they cannot replace Accept or Content-Type. */
  readonly headers?: Readonly<Record<string, string>>;
}

export interface ApiClient {
  readonly request: <T>(path: string, parse: Parser<T>, options?: RequestOptions) => Promise<ApiResult<T>>;
}

export const DEFAULT_TIMEOUT_MS = 30_000;
export const DEFAULT_RETRIES = 3;
export const DEFAULT_RETRY_DELAY_MS = 1_000;

function i18nMessages(): TransportMessages {
  return {
    timeout: i18next.t('transport.timeout'),
    network: i18next.t('transport.network'),
    unreachable: i18next.t('transport.unreachable'),
    networkFailure: (detail) => i18next.t('transport.networkFailure', { detail }),
    badResponse: i18next.t('transport.badResponse'),
    http: (status, text) => i18next.t('transport.http', { status, text }),
  };
}

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export function buildUrl(baseUrl: string, path: string, query: Query | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const qs = params.toString();
  return `${baseUrl}${path}${qs ? `?${qs}` : ''}`;
}

type Outcome =
  | { readonly kind: 'response'; readonly status: number; readonly statusText: string; readonly text: string }
  | { readonly kind: 'timeout' }
  | { readonly kind: 'error'; readonly error: unknown };

function parseJson(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function failureDetails(body: unknown): { fields?: readonly FieldError[]; retryAfter?: number } {
  if (!isObject(body)) return {};
  const fields = Array.isArray(body.fields)
    ? body.fields.filter((f): f is FieldError => isObject(f) && isString(f.field) && isString(f.message))
    : [];
  const retryAfter = typeof body.retryAfter === 'number' && Number.isFinite(body.retryAfter) ? body.retryAfter : undefined;
  return { ...(fields.length > 0 ? { fields } : {}), ...(retryAfter === undefined ? {} : { retryAfter }) };
}

function toResult<T>(outcome: Extract<Outcome, { kind: 'response' }>, parse: Parser<T>, msgs: TransportMessages): ApiResult<T> {
  const { status, statusText, text } = outcome;
  const body = parseJson(text);
  const serverError = isObject(body) && isString(body.error) && body.error !== '' ? body.error : undefined;
  const code = isObject(body) && isString(body.code) && isErrorCode(body.code) ? body.code : undefined;
  const withCode = { ...(code === undefined ? {} : { code }), ...failureDetails(body) };
  if (status < 200 || status >= 300) {
    // A proxy's HTML error page is no use to a person; show the status line instead.
    const plain = text.length <= 120 && !text.includes('<') ? text.trim() : '';
    return { success: false, status, error: serverError ?? msgs.http(status, statusText || plain), ...withCode };
  }
  if (isObject(body) && body.success === false) {
    return { success: false, status, error: serverError ?? msgs.badResponse, ...withCode };
  }
  const data = parse(isObject(body) ? body.data : undefined);
  if (data === undefined) return { success: false, status, error: msgs.badResponse };
  return { success: true, status, data };
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseUrl = options.baseUrl ?? '';
  const fetchImpl = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const retries = options.retries ?? DEFAULT_RETRIES;
  const retryDelayMs = options.retryDelayMs ?? DEFAULT_RETRY_DELAY_MS;
  const sleep = options.sleep ?? wait;
  const getLang = options.getLang ?? currentLang;
  const messages = options.messages ?? i18nMessages;

  async function attempt(url: string, init: RequestInit, external: AbortSignal | undefined): Promise<Outcome> {
    const controller = new AbortController();
    // The abort reason tells our timeout apart from the caller cancelling.
    const timeoutReason = new Error('timeout');
    const timer = setTimeout(() => controller.abort(timeoutReason), timeoutMs);
    const onExternalAbort = (): void => controller.abort();
    external?.addEventListener('abort', onExternalAbort, { once: true });
    try {
      const res = await fetchImpl(url, { ...init, signal: controller.signal });
      // Reading the body is inside the timeout too: a stalled body is as bad as no answer.
      const text = await res.text();
      return { kind: 'response', status: res.status, statusText: res.statusText, text };
    } catch (error) {
      return controller.signal.reason === timeoutReason ? { kind: 'timeout' } : { kind: 'error', error };
    } finally {
      clearTimeout(timer);
      external?.removeEventListener('abort', onExternalAbort);
    }
  }

  async function request<T>(path: string, parse: Parser<T>, opts: RequestOptions = {}): Promise<ApiResult<T>> {
    const url = buildUrl(baseUrl, path, opts.query);
    const headers: Record<string, string> = { ...opts.headers, Accept: 'application/json', 'Accept-Language': getLang() };
    if (opts.body !== undefined) headers['Content-Type'] = 'application/json';
    const init: RequestInit = {
      method: opts.method ?? 'GET',
      headers,
      credentials: 'include',
      ...(opts.body === undefined ? {} : { body: JSON.stringify(opts.body) }),
    };

    for (let attemptNo = 1; ; attemptNo++) {
      const outcome = await attempt(url, init, opts.signal);
      if (outcome.kind === 'response') return toResult(outcome, parse, messages());
      const cancelled = opts.signal?.aborted === true;
      const retryable = !cancelled && (outcome.kind === 'timeout' || outcome.error instanceof TypeError);
      if (retryable && attemptNo <= retries) {
        await sleep(retryDelayMs * attemptNo);
        continue;
      }
      const msgs = messages();
      if (outcome.kind === 'timeout') return { success: false, status: 0, error: msgs.timeout };
      // fetch reports a lost connection as a TypeError ("Failed to fetch", "Load failed"…);
      // that browser wording means nothing to a person, so it becomes our own message. Either
      // way the person reads "Network error: …" first (spec §8).
      const { error } = outcome;
      if (error instanceof TypeError) return { success: false, status: 0, error: msgs.networkFailure(msgs.unreachable) };
      const message = error instanceof Error && error.message !== '' ? msgs.networkFailure(error.message) : msgs.network;
      return { success: false, status: 0, error: message };
    }
  }

  return { request };
}

/** The app-wide client: same origin, current interface language. */
export const api = createApiClient();
