// One factory for both engines. PGlite (PostgreSQL compiled to WebAssembly, in-process)
// is the zero-setup default with its data in ./data; a real PostgreSQL server is used when
// a DATABASE_URL is given. Everything above this file sees the same Drizzle `Db` and the
// same `listen()` — the SQL and the migrations are identical on both.
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { schema, type Schema } from './schema';
import { migrateOnPglite, migrateOnPostgres } from './migrate';
import { PatientPool } from './patient-pool';
import type { PgliteDatabase } from 'drizzle-orm/pglite';

export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** The handle inside `db.transaction(async (tx) => …)`. Use it, never the outer db (PGlite has one connection). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export type Unlisten = () => Promise<void>;

export interface Database {
  readonly kind: 'pglite' | 'postgres';
  readonly db: Db;
  /**
   * The same database through connections whose commits do not wait for the disk
   * (synchronous_commit = off; see docs/decisions/0010-whatsapp-group-commit.md). Only for
   * work that is redone when lost: a database crash can forget the last fraction of a second
   * of these commits — whole transactions, never parts — and they are then simply done again.
   * On PGlite (one connection) it is `db`.
   */
  readonly relaxed: Db;
  /**
   * Calls `onPayload` for every NOTIFY on `channel`. `onReconnect` runs after a lost
   * listening connection comes back — NOTIFYs sent meanwhile are gone, so the caller
   * catches up from its tables then.
   */
  listen(channel: string, onPayload: (payload: string) => void, onReconnect?: () => void): Promise<Unlisten>;
  /**
   * Runs a named statement, planned once per connection and reused: for the hot reads whose
   * planning costs more than their execution (a records page on PGlite: ~0.6 ms of planning,
   * measured, against ~0.3 ms of index scan). Rows come back as arrays of column values.
   * Outside any transaction (PGlite queues it behind a running one).
   */
  prepared(statement: PreparedStatement, params: readonly PreparedParam[]): Promise<unknown[][]>;
  /** Throws when the database does not answer. */
  ping(): Promise<void>;
  /** Applies pending migrations (safe to call from several instances at once). */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A statement for `Database.prepared`: a constant name and text (never built from input),
 * with one PostgreSQL type per parameter ($1 … $n, in order).
 */
export interface PreparedStatement {
  readonly name: string;
  readonly text: string;
  readonly types: readonly ('text' | 'uuid' | 'timestamptz' | 'integer')[];
}

export type PreparedParam = string | number | null;

export interface OpenDatabaseOptions {
  /** postgres://… — when set, PostgreSQL is used; otherwise PGlite. */
  readonly url?: string | undefined;
  /** PGlite data folder; ignored for PostgreSQL. Absent or 'memory://' = in memory. */
  readonly dataDir?: string | undefined;
  /** Run pending migrations before returning (default true). */
  readonly migrate?: boolean;
  /** PostgreSQL pool size (default 10). */
  readonly poolSize?: number;
  /** PostgreSQL pool size of `relaxed` (default 8). */
  readonly relaxedPoolSize?: number;
  /** Called when the PostgreSQL listener loses its connection (for logging). */
  readonly onListenerError?: (error: Error) => void;
}

export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<Database> {
  const database = options.url
    ? openPostgres(options.url, options.poolSize ?? 10, options.relaxedPoolSize ?? 8, options.onListenerError)
    : await openPglite(options.dataDir);
  if (options.migrate ?? true) await database.migrate();
  return database;
}

async function openPglite(dataDir: string | undefined): Promise<Database> {
  const client = dataDir && dataDir !== 'memory://' ? new PGlite(dataDir) : new PGlite();
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    relaxed: db,
    async listen(channel, onPayload) {
      // In-process: PGlite delivers NOTIFY to listeners of the same instance. There is no
      // connection to lose, so onReconnect is never needed.
      return client.listen(channel, onPayload);
    },
    prepared: preparedOnPglite(client),
    async ping() { await client.query('select 1'); },
    migrate: () => migrateOnPglite(db as unknown as PgliteDatabase<Schema>),
    async close() { if (!client.closed) await client.close(); },
  };
}

function openPostgres(url: string, poolSize: number, relaxedPoolSize: number, onListenerError?: (error: Error) => void): Database {
  // Patient pools: a server that is full for a moment is waited out, not answered with a 500.
  const pool = new PatientPool({ connectionString: url, max: poolSize });
  // Set at connection start-up, so it costs no round trip per transaction.
  const relaxedPool = new PatientPool({ connectionString: url, max: relaxedPoolSize, options: '-c synchronous_commit=off' });
  // An idle client that errors (server restart) must not crash the process.
  pool.on('error', (error) => onListenerError?.(error));
  relaxedPool.on('error', (error) => onListenerError?.(error));
  const db = drizzlePostgres(pool, { schema }) as unknown as Db;
  const relaxed = drizzlePostgres(relaxedPool, { schema }) as unknown as Db;
  const listeners = new Set<PostgresListener>();
  return {
    kind: 'postgres',
    db,
    relaxed,
    async listen(channel, onPayload, onReconnect) {
      const listener = new PostgresListener(url, channel, onPayload, onReconnect, onListenerError);
      await listener.start();
      listeners.add(listener);
      return async () => { listeners.delete(listener); await listener.stop(); };
    },
    async prepared(statement, params) {
      // node-postgres prepares a named statement once per pooled connection, then only binds.
      const result = await pool.query<unknown[]>({ name: statement.name, text: statement.text, values: [...params], rowMode: 'array' });
      return result.rows;
    },
    async ping() { await pool.query('select 1'); },
    migrate: () => migrateOnPostgres(pool),
    async close() {
      await Promise.all([...listeners].map((l) => l.stop()));
      listeners.clear();
      await Promise.all([pool.end(), relaxedPool.end()]);
    },
  };
}

const NAME = /^[a-z_][a-z0-9_]*$/;

/**
 * PGlite has one session: the statement is PREPAREd there once (SQL PREPARE, with the
 * statement's types) and then run with EXECUTE. EXECUTE takes no bind parameters, so each
 * value goes in as a typed literal: numbers only when they are integers, strings quoted with
 * every ' doubled — complete escaping under standard_conforming_strings, which is checked
 * once before the first PREPARE (a backslash is then an ordinary character) — and a NUL,
 * which PostgreSQL text cannot hold, refused.
 */
function preparedOnPglite(client: PGlite): Database['prepared'] {
  const ready = new Map<string, Promise<void>>();
  let conforming: Promise<void> | null = null;
  const prepare = (statement: PreparedStatement): Promise<void> => {
    let done = ready.get(statement.name);
    if (!done) {
      if (!NAME.test(statement.name)) throw new Error(`not a plain statement name: ${statement.name}`);
      conforming ??= client.query<{ standard_conforming_strings: string }>('show standard_conforming_strings').then((r) => {
        if (r.rows[0]?.standard_conforming_strings !== 'on') throw new Error('standard_conforming_strings is off: literals cannot be quoted safely');
      });
      const checked = conforming;
      done = checked.then(() => client.exec(`prepare ${statement.name} (${statement.types.join(', ')}) as ${statement.text}`)).then(() => undefined);
      ready.set(statement.name, done);
      // A failed PREPARE is tried again by the next call, not remembered.
      done.catch(() => ready.delete(statement.name));
    }
    return done;
  };
  return async (statement, params) => {
    if (params.length !== statement.types.length) throw new Error(`${statement.name}: ${statement.types.length} parameters expected, ${params.length} given`);
    const literals = params.map((value, i) => `${literal(value)}::${statement.types[i] ?? 'text'}`).join(', ');
    const run = async (): Promise<unknown[][]> => {
      await prepare(statement);
      return (await client.query<unknown[]>(`execute ${statement.name} (${literals})`, [], { rowMode: 'array' })).rows;
    };
    try {
      return await run();
    } catch (error) {
      // 26000: the statement is gone (a DEALLOCATE); prepare it again, once.
      if (typeof error !== 'object' || error === null || !('code' in error) || error.code !== '26000') throw error;
      ready.delete(statement.name);
      return run();
    }
  };
}

function literal(value: PreparedParam): string {
  if (value === null) return 'null';
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value)) throw new RangeError(`not a whole number: ${value}`);
    return String(value);
  }
  if (value.includes('\0')) throw new RangeError('a NUL character cannot be stored');
  return `'${value.replaceAll("'", "''")}'`;
}

/** A dedicated LISTEN connection that comes back by itself after the server goes away. */
class PostgresListener {
  private client: pg.Client | null = null;
  private stopped = false;
  private retryTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly url: string,
    private readonly channel: string,
    private readonly onPayload: (payload: string) => void,
    private readonly onReconnect: (() => void) | undefined,
    private readonly onError: ((error: Error) => void) | undefined,
  ) {}

  async start(): Promise<void> {
    await this.connect();
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url });
    client.on('notification', (message) => {
      if (message.channel === this.channel) this.onPayload(message.payload ?? '');
    });
    client.on('error', (error) => {
      this.onError?.(error);
      this.scheduleReconnect(client, 500);
    });
    client.on('end', () => this.scheduleReconnect(client, 500));
    await client.connect();
    // Channel names are ours (constants), never user input; quote anyway.
    await client.query(`LISTEN "${this.channel.replaceAll('"', '""')}"`);
    this.client = client;
  }

  private scheduleReconnect(failed: pg.Client, delayMs: number): void {
    if (this.stopped || this.client !== failed || this.retryTimer) return;
    this.client = null;
    failed.removeAllListeners();
    failed.end().catch(() => undefined);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      if (this.stopped) return;
      this.connect().then(
        () => this.onReconnect?.(),
        (error: unknown) => {
          this.onError?.(error instanceof Error ? error : new Error(String(error)));
          const dummy = new pg.Client();
          this.client = dummy;
          this.scheduleReconnect(dummy, Math.min(delayMs * 2, 10_000));
        },
      );
    }, delayMs);
    this.retryTimer.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = null;
    if (client) {
      client.removeAllListeners();
      client.on('error', () => undefined);
      await client.end().catch(() => undefined);
    }
  }
}
