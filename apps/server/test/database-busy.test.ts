// A database that is busy or away for a moment (full, restarting, a deadlock victim) is
// answered with 503 `database-busy`, a Retry-After and a pt/en message that says nothing
// was lost — never the 500 "server error" meant for bugs. The patient pool waits out short
// refusals first (packages/db/test/patient-pool.test.ts); this is what is left after it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { openTestDatabase, type TestDatabase } from '@kumbu/db/testing';
import { buildApp } from '../src/app';
import { testConfig } from './helpers';

describe('errors from a busy database', { timeout: 120_000 }, () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await openTestDatabase();
    app = await buildApp(testConfig(), { database, whatsappWorkers: false });
    const failing = (code: string) => new DrizzleQueryError('select 1', [], Object.assign(new Error('from the server'), { code }));
    app.get('/test/full', () => { throw failing('53300'); });
    app.get('/test/deadlock', () => { throw failing('40P01'); });
    app.get('/test/constraint', () => { throw failing('23505'); });
    await app.ready();
  });
  afterAll(async () => { await app.close(); await database.close(); });

  it('too many connections: 503 database-busy with Retry-After, in Portuguese by default and in English when asked', async () => {
    const pt = await app.inject({ method: 'GET', url: '/test/full' });
    expect(pt.statusCode).toBe(503);
    expect(pt.headers['retry-after']).toBe('5');
    const body = pt.json<{ success: boolean; status: number; code: string; retryAfter: number; error: string }>();
    expect(body).toMatchObject({ success: false, status: 503, code: 'database-busy', retryAfter: 5 });
    expect(body.error).toContain('Nada foi perdido');
    const en = await app.inject({ method: 'GET', url: '/test/full', headers: { 'accept-language': 'en' } });
    expect(en.json<{ code: string; error: string }>().error).toContain('Nothing was lost');
  });

  it('a deadlock victim is busy too; a constraint violation stays an internal error', async () => {
    expect((await app.inject({ method: 'GET', url: '/test/deadlock' })).json()).toMatchObject({ status: 503, code: 'database-busy' });
    const other = await app.inject({ method: 'GET', url: '/test/constraint' });
    expect(other.statusCode).toBe(500);
    expect(other.json()).toMatchObject({ code: 'internal' });
  });
});
