// What the health check's answer means for a person (pure: no fetching, no React). The
// server's /api/health answers 200 with { status, database } when it and its database
// are up, 503 `database-unavailable` when the database does not answer, and nothing at all
// when the server (or the person's connection) is down.
import { type ApiResult } from '../../shared/api-client';
import { isObject, isString } from '../../shared/guards';

export type ComponentState = 'operational' | 'degraded' | 'down' | 'unknown';
export type OverallState = 'operational' | 'degraded' | 'down';
export const COMPONENTS = ['api', 'database'] as const;
export type ComponentKey = (typeof COMPONENTS)[number];

export interface Health {
  readonly status: string;
  readonly database: string;
  readonly version: string | null;
}

export interface StatusReport {
  /** False when no answer came back at all (the server or the connection is down). */
  readonly reachable: boolean;
  readonly overall: OverallState;
  readonly components: Readonly<Record<ComponentKey, ComponentState>>;
  /** How long the server took to answer, in ms (null without an answer). */
  readonly latencyMs: number | null;
  readonly version: string | null;
}

/** An answer slower than this still works, but a person on the dashboard feels it. */
export const SLOW_ANSWER_MS = 3_000;

export function parseHealth(data: unknown): Health | undefined {
  if (!isObject(data) || !isString(data.status) || !isString(data.database)) return undefined;
  return { status: data.status, database: data.database, version: isString(data.version) ? data.version : null };
}

function overallOf(components: Readonly<Record<ComponentKey, ComponentState>>): OverallState {
  const states = COMPONENTS.map((key) => components[key]);
  if (states.every((s) => s === 'operational')) return 'operational';
  if (components.api === 'down') return 'down';
  return 'degraded';
}

/** Reads one health-check answer (and how long it took) as a state per component. */
export function readHealth(result: ApiResult<Health>, latencyMs: number): StatusReport {
  if (result.success) {
    const api: ComponentState = latencyMs > SLOW_ANSWER_MS ? 'degraded' : 'operational';
    const database: ComponentState = result.data.database === 'ok' ? 'operational' : 'degraded';
    const components = { api, database };
    return { reachable: true, overall: overallOf(components), components, latencyMs, version: result.data.version };
  }
  if (result.status === 0) {
    // No answer: we cannot tell the server's state from the person's connection.
    return { reachable: false, overall: 'down', components: { api: 'unknown', database: 'unknown' }, latencyMs: null, version: null };
  }
  // The server answered, so it is up; only the database may be the trouble.
  const components = result.code === 'database-unavailable'
    ? { api: 'operational' as const, database: 'down' as const }
    : { api: 'degraded' as const, database: 'unknown' as const };
  return { reachable: true, overall: overallOf(components), components, latencyMs, version: null };
}
