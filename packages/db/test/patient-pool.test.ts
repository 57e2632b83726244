// The patient pool (src/patient-pool.ts): a PostgreSQL server that refuses a connection for
// a moment ("too many connections", SQLSTATE 53300) is waited out instead of failing the
// query; one that stays full fails with the server's own error, which isDatabaseBusy
// recognises (the HTTP layer answers it with 503 `database-busy`, never 500).
//
// The "full server" is real: a role allowed one connection, held by another client.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { isDatabaseBusy, PatientPool } from '../src/patient-pool';

const adminUrl = process.env.TEST_DATABASE_URL;

describe('isDatabaseBusy', () => {
  it('recognises busy and away codes, also wrapped in a Drizzle error, and nothing else', () => {
    const full = Object.assign(new Error('sorry, too many clients already'), { code: '53300' });
    expect(isDatabaseBusy(full)).toBe(true);
    expect(isDatabaseBusy(new DrizzleQueryError('select 1', [], full))).toBe(true);
    expect(isDatabaseBusy(Object.assign(new Error('deadlock detected'), { code: '40P01' }))).toBe(true);
    expect(isDatabaseBusy(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }))).toBe(true);
    // A constraint violation is the caller's problem, not a busy server.
    expect(isDatabaseBusy(new DrizzleQueryError('insert', [], Object.assign(new Error('duplicate key'), { code: '23505' })))).toBe(false);
    expect(isDatabaseBusy(new Error('plain'))).toBe(false);
    expect(isDatabaseBusy(null)).toBe(false);
  });
});

describe.skipIf(!adminUrl)('PatientPool on PostgreSQL', () => {
  const role = `kumbu_busy_${randomBytes(4).toString('hex')}`;
  let admin: pg.Client;
  let roleUrl: string;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE ROLE ${role} LOGIN CONNECTION LIMIT 1`);
    const url = new URL(adminUrl ?? '');
    url.username = role;
    url.password = '';
    roleUrl = url.toString();
  });

  afterAll(async () => {
    await admin.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE usename = '${role}'`);
    await admin.query(`DROP ROLE IF EXISTS ${role}`);
    await admin.end();
  });

  it('a server that is full for a moment is waited out: the query succeeds once a slot frees', async () => {
    const holder = new pg.Client({ connectionString: roleUrl });
    await holder.connect();
    // A plain pool fails at once: this is the 500 the patient pool prevents.
    const plain = new pg.Pool({ connectionString: roleUrl, max: 1 });
    await expect(plain.query('select 1')).rejects.toMatchObject({ code: '53300' });
    await plain.end();

    const pool = new PatientPool({ connectionString: roleUrl, max: 2 });
    try {
      setTimeout(() => { void holder.end(); }, 150);
      const started = Date.now();
      // Both ways in: pool.query (callback connect inside pg-pool) and connect() (transactions).
      const answer = await pool.query<{ one: number }>('select 1 as one');
      expect(answer.rows).toEqual([{ one: 1 }]);
      expect(Date.now() - started).toBeGreaterThanOrEqual(100);
      const client = await pool.connect();
      expect((await client.query<{ two: number }>('select 2 as two')).rows).toEqual([{ two: 2 }]);
      client.release();
    } finally {
      await pool.end();
    }
  });

  it('a server that stays full fails with its own error after the patience runs out, recognised as busy', async () => {
    const holder = new pg.Client({ connectionString: roleUrl });
    await holder.connect();
    const pool = new PatientPool({ connectionString: roleUrl, max: 1 });
    try {
      const started = Date.now();
      const failure = await pool.query('select 1').then(() => null, (error: unknown) => error);
      expect(failure).toMatchObject({ code: '53300' });
      expect(isDatabaseBusy(failure)).toBe(true);
      const waited = Date.now() - started;
      expect(waited).toBeGreaterThanOrEqual(2_000);
      expect(waited).toBeLessThan(6_000);
    } finally {
      await pool.end();
      await holder.end();
    }
  });
});
