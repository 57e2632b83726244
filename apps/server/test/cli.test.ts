// The operator's CLI on an on-disk PGlite folder: the same path `npm start` uses.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '@kumbu/db/database';
import { findUserByEmail, getProfile, getSubscription } from '@kumbu/db/accounts';
import { listRecords } from '@kumbu/db/records';
import { runCli } from '../src/cli/cli';
import { DEMO_LOGIN } from '../src/seed/seed-demo';

describe('kumbu CLI', () => {
  let dir: string;
  const env = { ...process.env };
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'kumbu-cli-'));
    process.env.KUMBU_DATA_DIR = dir;
    process.env.LOG_LEVEL = 'silent';
    delete process.env.DATABASE_URL;
  });
  afterAll(() => {
    process.env = env;
    rmSync(dir, { recursive: true, force: true });
  });

  it('migrates, seeds the demo account once, and creates users', async () => {
    const out = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    try {
      expect(await runCli(['migrate'])).toBe(0);
      expect(await runCli(['seed', '--demo'])).toBe(0);
      expect(await runCli(['seed', '--demo'])).toBe(0);
      expect(await runCli(['user', 'create', '--email', 'ops@kumbu.ao', '--password', 'ops-pass-77', '--name', 'Operações Kumbu'])).toBe(0);
      expect(await runCli(['user', 'create', '--email', 'bad', '--password', 'x', '--name', 'X'])).toBe(2);
      expect(await runCli(['frobnicate'])).toBe(2);
      expect(out.mock.calls.map((c) => String(c[0])).join('')).toContain('already exists');
    } finally {
      out.mockRestore();
    }

    const database = await openDatabase({ dataDir: dir });
    try {
      const demo = await findUserByEmail(database.db, DEMO_LOGIN.email);
      expect(demo?.emailVerified).toBe(true);
      const profile = await getProfile(database.db, demo!.id);
      expect(profile).toMatchObject({ language: 'pt', defaultCurrency: 'AOA', whatsappId: '244923456789' });
      expect(await getSubscription(database.db, demo!.id)).toMatchObject({ status: 'trial', trial: true });
      const now = new Date();
      const page = await listRecords(database.db, demo!.id, { from: new Date(now.getTime() - 200 * 86_400_000), toExclusive: new Date(now.getTime() + 86_400_000), limit: 5000 });
      expect(page.rows.length).toBeGreaterThan(300);
      const kinds = new Set(page.rows.map((r) => r.kind));
      expect([...kinds].sort()).toEqual(['debtPaid', 'debtTaken', 'expense', 'income', 'loanGiven', 'loanReceivedPayment', 'transfer']);
      const parties = new Set(page.rows.map((r) => r.party));
      for (const p of ['Kero', 'Shoprite', 'Candongueiro', 'Unitel', 'ENDE', 'EPAL', 'João Baptista', 'Primo Nelson']) expect(parties).toContain(p);
      const ops = await findUserByEmail(database.db, 'ops@kumbu.ao');
      expect(ops?.emailVerified).toBe(true);
    } finally {
      await database.close();
    }
  });
});
