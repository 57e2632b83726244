// The system under audit: a fresh PostgreSQL database and real `kumbu start` processes on
// loopback ports, sharing DATABASE_URL and KUMBU_SECRET as instances behind a load balancer
// do. Instances can be killed with SIGKILL and started again; everything started here is
// ended (by its own pid) and the database dropped when the audit ends.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdtempSync, rmSync, type WriteStream } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { send } from './http';

export const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const KUMBU_BIN = join(ROOT, 'apps/server/bin/kumbu.mjs');

/** Where PostgreSQL is (trust auth on loopback, user postgres), overridable for other set-ups. */
const ADMIN_URL = process.env.AUDIT_ADMIN_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface Instance {
  readonly name: string;
  readonly port: number;
  readonly base: string;
  readonly env: Record<string, string>;
  process: ChildProcess | null;
  /** How many times this instance was started. */
  starts: number;
}

export class Cluster {
  readonly dbName = `kumbu_audit_${randomBytes(5).toString('hex')}`;
  readonly secret = randomBytes(32).toString('hex');
  readonly appSecret = randomBytes(16).toString('hex');
  readonly verifyToken = randomBytes(8).toString('hex');
  readonly workDir = mkdtempSync(join(tmpdir(), 'kumbu-audit-'));
  readonly instances: Instance[] = [];
  /** The address people use (PUBLIC_URL): the first instance's, as behind one load balancer. */
  publicUrl = '';
  private pool: pg.Pool | null = null;
  private readonly logs = new Map<string, WriteStream>();
  private databaseCreated = false;

  get databaseUrl(): string {
    const url = new URL(ADMIN_URL);
    url.pathname = `/${this.dbName}`;
    return url.toString();
  }

  /** Queries on the audited database (the harness checks what was stored). */
  get db(): pg.Pool {
    this.pool ??= new pg.Pool({ connectionString: this.databaseUrl, max: 4 });
    return this.pool;
  }

  async createDatabase(): Promise<void> {
    const admin = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 5_000 });
    await admin.connect();
    try {
      await admin.query(`create database ${this.dbName}`);
      this.databaseCreated = true;
    } finally {
      await admin.end();
    }
  }

  /** The environment every process of this audit shares. */
  baseEnv(extra: Record<string, string> = {}): Record<string, string> {
    const inherited: Record<string, string> = {};
    for (const name of ['PATH', 'HOME', 'LANG', 'TZ', 'NODE_OPTIONS']) {
      const value = process.env[name];
      if (value !== undefined) inherited[name] = value;
    }
    return {
      ...inherited,
      NODE_ENV: 'development',
      DATABASE_URL: this.databaseUrl,
      KUMBU_SECRET: this.secret,
      KUMBU_DATA_DIR: join(this.workDir, 'data'),
      HOST: '127.0.0.1',
      PUBLIC_URL: this.publicUrl,
      WEB_DIST: join(this.workDir, 'no-web-build'),
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT: 'false',
      SESSION_CACHE_SECONDS: '2',
      WHATSAPP_TRANSPORT: 'simulator',
      WHATSAPP_APP_SECRET: this.appSecret,
      WHATSAPP_VERIFY_TOKEN: this.verifyToken,
      MAIL_TRANSPORT: 'outbox',
      SMS_TRANSPORT: 'outbox',
      PAYMENTS_GATEWAY: 'sandbox',
      ...extra,
    };
  }

  /** Reserves loopback ports for `names` (PUBLIC_URL is the first one's). */
  async plan(names: readonly string[], extraEnv: Record<string, Record<string, string>> = {}): Promise<void> {
    for (const name of names) {
      const port = await freePort();
      const base = `http://127.0.0.1:${port}`;
      if (this.publicUrl === '') this.publicUrl = base;
      this.instances.push({ name, port, base, env: extraEnv[name] ?? {}, process: null, starts: 0 });
    }
  }

  instance(name: string): Instance {
    const found = this.instances.find((i) => i.name === name);
    if (!found) throw new Error(`no instance ${name}`);
    return found;
  }

  start(instance: Instance): void {
    if (instance.process && instance.process.exitCode === null && instance.process.signalCode === null) throw new Error(`${instance.name} is already running`);
    let log = this.logs.get(instance.name);
    if (!log) { log = createWriteStream(this.logFile(instance), { flags: 'a' }); this.logs.set(instance.name, log); }
    log.write(`\n──── start #${String(instance.starts + 1)} ${new Date().toISOString()} ────\n`);
    const child = spawn(process.execPath, [KUMBU_BIN, 'start'], {
      cwd: ROOT, env: this.baseEnv({ PORT: String(instance.port), ...instance.env }), stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.pipe(log, { end: false });
    child.stderr.pipe(log, { end: false });
    instance.process = child;
    instance.starts++;
  }

  logFile(instance: Instance): string {
    return join(this.workDir, `${instance.name}.log`);
  }

  /** Waits until the instance answers /api/health (bounded). */
  async waitHealthy(instance: Instance, timeoutMs = 180_000): Promise<void> {
    const started = Date.now();
    while (Date.now() - started < timeoutMs) {
      const child = instance.process;
      if (!child || child.exitCode !== null || child.signalCode !== null) throw new Error(`${instance.name} exited while starting (see ${this.logFile(instance)})`);
      const answer = await send(instance.base, { method: 'GET', path: '/api/health', timeoutMs: 2_000 });
      if (answer.status === 200) return;
      await sleep(150);
    }
    throw new Error(`${instance.name} did not become healthy within ${String(timeoutMs)} ms (see ${this.logFile(instance)})`);
  }

  /** kill -9: no shutdown hook runs, open transactions are cut. */
  async kill9(instance: Instance): Promise<void> {
    const child = instance.process;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGKILL');
    await gone;
  }

  isUp(instance: Instance): boolean {
    const child = instance.process;
    return child !== null && child.exitCode === null && child.signalCode === null;
  }

  /** Ends every process this audit started (by pid) and drops the database. */
  async shutdown(keepDatabase: boolean): Promise<void> {
    for (const instance of this.instances) {
      const child = instance.process;
      if (child && child.exitCode === null && child.signalCode === null) {
        const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
        await gone;
        clearTimeout(timer);
      }
    }
    for (const log of this.logs.values()) log.end();
    await this.pool?.end().catch(() => undefined);
    this.pool = null;
    if (this.databaseCreated && !keepDatabase) {
      const admin = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 5_000 });
      try {
        await admin.connect();
        await admin.query(`drop database if exists ${this.dbName} with (force)`);
      } finally {
        await admin.end().catch(() => undefined);
      }
    }
  }

  removeWorkDir(): void {
    rmSync(this.workDir, { recursive: true, force: true });
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
