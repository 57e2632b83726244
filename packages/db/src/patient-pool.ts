// A pg.Pool that waits out a PostgreSQL server that is momentarily full or starting.
//
// node-postgres hands a refused connection straight to the query that needed it, so a
// burst that meets "too many clients already" (53300) — another process holding the
// server's max_connections for a moment — turned into HTTP 500s on requests that would
// have succeeded a few milliseconds later. Only the connection attempt is retried (never
// a statement: a statement may have had effects), with a doubling pause, for at most
// CONNECT_PATIENCE_MS; after that the error goes up and the server answers 503
// `database-busy` (isDatabaseBusy below).
import pg from 'pg';

/** SQLSTATEs a new connection can meet that say "try again shortly", not "you are wrong". */
const BUSY_AT_CONNECT = new Set(['53300', '57P03']);
/** Codes that say the database is busy or away for a moment (HTTP 503, never 500). */
const BUSY_CODES = new Set([
  '53300', // too_many_connections
  '57P03', // cannot_connect_now (starting up, recovering)
  '57P01', // admin_shutdown
  '40001', // serialization_failure
  '40P01', // deadlock_detected
  '08000', '08001', '08003', '08004', '08006', // connection exceptions
  'ECONNREFUSED', 'ECONNRESET',
]);

const CONNECT_PATIENCE_MS = 3_000;
const FIRST_PAUSE_MS = 20;
const LONGEST_PAUSE_MS = 500;

type Release = (error?: Error | boolean) => void;
type ConnectCallback = (error: Error | undefined, client: pg.PoolClient | undefined, release: Release) => void;

function codeOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  return typeof error.code === 'string' ? error.code : undefined;
}

/** True when the error (or one it wraps, as Drizzle and better-auth do) says the database is busy. */
export function isDatabaseBusy(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 6 && typeof current === 'object' && current !== null; depth++) {
    const code = codeOf(current);
    if (code !== undefined && BUSY_CODES.has(code)) return true;
    current = 'cause' in current ? current.cause : undefined;
  }
  return false;
}

export class PatientPool extends pg.Pool {
  // pg-pool's own query() calls connect(callback); drizzle's transactions call connect().
  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | void {
    const patient = this.connectPatiently(Date.now());
    if (!callback) return patient;
    patient.then(
      (client) => callback(undefined, client, (error) => client.release(error)),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), undefined, () => undefined),
    );
  }

  private async connectPatiently(started: number): Promise<pg.PoolClient> {
    let pause = FIRST_PAUSE_MS;
    for (;;) {
      try {
        return await super.connect();
      } catch (error) {
        const code = codeOf(error);
        if (code === undefined || !BUSY_AT_CONNECT.has(code) || this.ending) throw error;
        if (Date.now() - started + pause > CONNECT_PATIENCE_MS) throw error;
        await new Promise((resolve) => setTimeout(resolve, pause));
        pause = Math.min(pause * 2, LONGEST_PAUSE_MS);
      }
    }
  }
}
