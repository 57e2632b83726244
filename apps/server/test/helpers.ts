// Test wiring: a real server (buildApp) on a fresh database per test file, driven through
// `inject()` or real HTTP; e-mails land in the dev outbox table, where tests read links.
import type { FastifyInstance } from 'fastify';
import { desc, eq } from 'drizzle-orm';
import { outboxMessages } from '@kumbu/db/schema';
import { openTestDatabase, type Engine, type TestDatabase } from '@kumbu/db/testing';
import type { Database } from '@kumbu/db/database';
import { buildApp, type AppDeps } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { createAccount } from '../src/accounts/create-account';

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test', KUMBU_DATA_DIR: 'memory://', LOG_LEVEL: 'silent', PUBLIC_URL: 'http://localhost:3999',
    AUTH_RATE_LIMIT: 'false', WEB_DIST: '/nonexistent',
    // Shared by every instance in a test, as in production: sessions signed by one verify on another.
    KUMBU_SECRET: 'test-secret-test-secret-test-secret-0123456789', ...overrides,
  });
}

export interface TestApp { app: FastifyInstance; database: TestDatabase; close(): Promise<void> }

export async function startTestApp(engine: Engine = 'pglite', configOverrides: Record<string, string> = {}, deps: AppDeps = {}): Promise<TestApp> {
  const database = await openTestDatabase(engine);
  const app = await buildApp(testConfig(configOverrides), { database, ...deps });
  await app.ready();
  return { app, database, async close() { await app.close(); await database.close(); } };
}

export async function latestEmail(database: Database, to: string): Promise<{ subject: string; text: string; link: string } | null> {
  const [row] = await database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, to)).orderBy(desc(outboxMessages.id)).limit(1);
  if (!row) return null;
  const link = /https?:\/\/\S+/.exec(row.bodyText)?.[0] ?? '';
  return { subject: row.subject ?? '', text: row.bodyText, link };
}

/** A verified user, signed in: returns the cookie header to send. */
export async function signedInUser(app: FastifyInstance, email: string, password = 'muito-segura-1'): Promise<{ cookie: string; token: string; userId: string }> {
  const { userId } = await createAccount(app.kumbu.database.db, app.kumbu.auth, { email, password, fullName: 'Teste Kumbu', verified: true }, new Date());
  const res = await app.inject({ method: 'POST', url: '/api/account/sign-in', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.body}`);
  const cookie = cookieHeader(res.headers['set-cookie']);
  const token = String(res.headers['set-auth-token'] ?? '');
  return { cookie, token, userId };
}

export function cookieHeader(setCookie: string | string[] | undefined): string {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return list.map((c) => c.split(';')[0]).join('; ');
}

export function waitFor<T>(check: () => T | undefined | false, timeoutMs = 8_000): Promise<T> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const tick = () => {
      const value = check();
      if (value !== undefined && value !== false) { resolve(value); return; }
      if (Date.now() - started > timeoutMs) { reject(new Error('timed out waiting')); return; }
      setTimeout(tick, 10);
    };
    tick();
  });
}

export interface SseEvent { id: string | null; event: string; data: string }

/** A minimal EventSource over fetch, so tests can send headers (cookie, Last-Event-ID). */
export function openSse(url: string, headers: Record<string, string>): { events: SseEvent[]; close(): void; opened: Promise<number> } {
  const events: SseEvent[] = [];
  const controller = new AbortController();
  const opened = fetch(url, { headers: { accept: 'text/event-stream', ...headers }, signal: controller.signal }).then((res) => {
    const reader = res.body?.getReader();
    if (!reader) return res.status;
    const decoder = new TextDecoder();
    let buffer = '';
    const read = (): void => {
      reader.read().then(({ done, value }) => {
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        let idx;
        while ((idx = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, idx);
          buffer = buffer.slice(idx + 2);
          let id: string | null = null; let event = 'message'; const data: string[] = [];
          for (const line of block.split('\n')) {
            if (line.startsWith('id: ')) id = line.slice(4);
            else if (line.startsWith('event: ')) event = line.slice(7);
            else if (line.startsWith('data: ')) data.push(line.slice(6));
          }
          if (data.length > 0) events.push({ id, event, data: data.join('\n') });
        }
        read();
      }, () => undefined);
    };
    read();
    return res.status;
  });
  return { events, opened, close: () => controller.abort() };
}
