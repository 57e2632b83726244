// `kumbu totals rebuild [--email E]` on an on-disk PGlite folder, as an operator runs it: the
// totals a hand-made change left wrong are recomputed from the records, for one person or
// for everyone; an unknown e-mail or a wrong command changes nothing and says why.
import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { openDatabase } from '@kumbu/db/database';
import { recordDayTotals, recordMonthTotals, users } from '@kumbu/db/schema';
import { insertRecord } from '@kumbu/db/records';
import { useCliHarness } from './cli-harness';

describe('kumbu totals rebuild', () => {
  const { kumbu } = useCliHarness('kumbu-totals-cli-');

  async function withDb<T>(work: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<T>): Promise<T> {
    const database = await openDatabase({ dataDir: process.env.KUMBU_DATA_DIR });
    try { return await work(database.db); } finally { await database.close(); }
  }

  const snapshot = (db: Awaited<ReturnType<typeof openDatabase>>['db'], userId: string) => Promise.all([
    db.select().from(recordDayTotals).where(eq(recordDayTotals.userId, userId)).orderBy(recordDayTotals.day, recordDayTotals.kind),
    db.select().from(recordMonthTotals).where(eq(recordMonthTotals.userId, userId)).orderBy(recordMonthTotals.month, recordMonthTotals.kind),
  ]);

  it('recomputes what a hand-made change left wrong, for one person and then for everyone', async () => {
    const before = await withDb(async (db) => {
      for (const id of ['ana', 'beto']) {
        await db.insert(users).values({ id, name: id, email: `${id}@example.ao` });
        await insertRecord(db, id, { kind: 'expense', amountCents: 5_000_00, currency: 'AOA', category: 'transport', party: null, description: null, notes: null, occurredAt: new Date('2026-11-03T10:00:00Z') });
        await insertRecord(db, id, { kind: 'debtTaken', amountCents: 20_00, currency: 'USD', category: null, party: 'Mike', description: null, notes: null, occurredAt: new Date('2026-11-04T10:00:00Z') });
      }
      const kept = { ana: await snapshot(db, 'ana'), beto: await snapshot(db, 'beto') };
      // An operator's hand-made change, behind the triggers' back.
      await db.execute(sql`alter table records disable trigger records_day_totals_insert`);
      await insertRecord(db, 'ana', { kind: 'income', amountCents: 1_00, currency: 'AOA', category: null, party: null, description: null, notes: null, occurredAt: new Date('2026-11-05T10:00:00Z') });
      await db.execute(sql`alter table records enable trigger records_day_totals_insert`);
      await db.execute(sql`update record_month_totals set cents = cents + 1 where user_id = 'beto'`);
      return kept;
    });

    const one = await kumbu('totals', 'rebuild', '--email', 'ANA@example.ao');
    expect(one).toMatchObject({ code: 0, err: '' });
    expect(one.out).toContain('for ANA@example.ao');
    await withDb(async (db) => {
      const [days] = await snapshot(db, 'ana');
      expect(days.map((d) => [d.kind, d.cents])).toEqual([['expense', 5_000_00], ['debtTaken', 20_00], ['income', 1_00]]);
      expect(await snapshot(db, 'beto')).not.toEqual(before.beto); // not asked for
    });

    expect((await kumbu('totals', 'rebuild')).code).toBe(0);
    await withDb(async (db) => { expect(await snapshot(db, 'beto')).toEqual(before.beto); });
  }, 60_000); // several on-disk PGlite opens: slow on a loaded machine

  it('refuses an unknown e-mail and a wrong command, changing nothing', async () => {
    expect(await kumbu('totals', 'rebuild', '--email', 'ninguem@example.ao')).toMatchObject({ code: 1, err: 'No account with the e-mail ninguem@example.ao.\n' });
    const wrong = await kumbu('totals', 'refazer');
    expect(wrong.code).toBe(2);
    expect(wrong.err).toContain('kumbu totals rebuild');
  });
});
