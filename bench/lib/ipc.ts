// Messages between the records-API benchmark and its server child processes, with the
// guards that check them (IPC hands over `unknown`).

/** The month the API server's records are seeded in, and the range the benchmark asks for. */
export const SEED_MONTH = { start: '2026-10-01', end: '2026-10-31' } as const;

export interface ApiReady { readonly type: 'api-ready'; readonly port: number; readonly cookie: string; readonly seeded: number; readonly engine: string }
export interface BareReady { readonly type: 'bare-ready'; readonly port: number }
/**
 * What a server did since its previous `stats` answer (the counters restart at each answer):
 * requests served, how many of them the records cache answered (the bare server has no cache:
 * 0), and the CPU time (user + system, µs) the whole process spent meanwhile.
 */
export interface ServerStats { readonly type: 'stats'; readonly requests: number; readonly cacheHits: number; readonly cpuMicros: number }
/**
 * The bytes the bare server must answer with (base64, so they survive IPC exactly).
 * `readBody`: read each request's whole body before answering, as a POST handler must.
 */
export interface BareBody { readonly type: 'body'; readonly base64: string; readonly contentType: string; readonly readBody?: boolean }
export interface Command { readonly type: 'stats' | 'stop' }

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null;
}

export function isApiReady(m: unknown): m is ApiReady {
  return isRecord(m) && m.type === 'api-ready' && typeof m.port === 'number' && typeof m.cookie === 'string' && typeof m.seeded === 'number' && typeof m.engine === 'string';
}

export function isBareReady(m: unknown): m is BareReady {
  return isRecord(m) && m.type === 'bare-ready' && typeof m.port === 'number';
}

export function isServerStats(m: unknown): m is ServerStats {
  return isRecord(m) && m.type === 'stats' && typeof m.requests === 'number' && typeof m.cacheHits === 'number' && typeof m.cpuMicros === 'number';
}

export function isBareBody(m: unknown): m is BareBody {
  return isRecord(m) && m.type === 'body' && typeof m.base64 === 'string' && typeof m.contentType === 'string'
    && (m.readBody === undefined || typeof m.readBody === 'boolean');
}

export function isCommand(m: unknown): m is Command {
  return isRecord(m) && (m.type === 'stats' || m.type === 'stop');
}

/** In a child: the parent is gone (crash, Ctrl-C) → go too, never linger holding a port. */
export function exitWithParent(): void {
  process.on('disconnect', () => process.exit(0));
}

/** Counts requests and CPU time between two `stats` answers. */
export class StatsCounter {
  requests = 0;
  cacheHits = 0;
  private cpu = process.cpuUsage();

  /** Sends the figures since the last call to the parent, and starts counting afresh. */
  report(): void {
    const used = process.cpuUsage(this.cpu);
    this.cpu = process.cpuUsage();
    sendToParent({ type: 'stats', requests: this.requests, cacheHits: this.cacheHits, cpuMicros: used.user + used.system });
    this.requests = 0;
    this.cacheHits = 0;
  }
}

export function sendToParent(message: ApiReady | BareReady | ServerStats): void {
  if (!process.send) throw new Error('not started as a child process with an IPC channel');
  process.send(message);
}

/** Records of the dashboard benchmark's full user, all in the current month (issue 19: a busy shop's 100 000). */
export const DASHBOARD_RECORDS = Number(process.env.DASHBOARD_BENCH_RECORDS ?? 100_000);

export interface DashboardReady {
  /** `seeded`: the records of the largest account. */
  readonly type: 'dashboard-ready'; readonly port: number; readonly seeded: number;
  /** Session cookie by account name (full and empty unless BENCH_ACCOUNTS named others). */
  readonly cookies: Readonly<Record<string, string>>;
}

export function isDashboardReady(m: unknown): m is DashboardReady {
  return isRecord(m) && m.type === 'dashboard-ready' && typeof m.port === 'number' && typeof m.seeded === 'number'
    && isRecord(m.cookies) && Object.values(m.cookies).every((c) => typeof c === 'string');
}

/** The session cookie of the named benchmark account. */
export function cookieOf(ready: DashboardReady, name: string): string {
  const cookie = ready.cookies[name];
  if (cookie === undefined) throw new Error(`no benchmark account "${name}"`);
  return cookie;
}
