// Issue 14, item 17: records store the co-pilot's category key, so a category never splits by
// language ("Transporte" and "Transport" were two); displays translate it. The migration maps
// every stored pt and en label to its key; the records API stores a named category as its key.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { testEngines } from '@kumbu/db/testing';
import { records } from '@kumbu/db/schema';
import { insertRecord } from '@kumbu/db/records';
import { MIGRATIONS_FOLDER } from '@kumbu/db/migrate';
import { toCents } from '@kumbu/core/money';
import { CATEGORY_KEYS, CATEGORY_LABELS } from '@kumbu/agent/categories';
import { fold } from '@kumbu/agent/text';
import { signedInUser, type TestApp } from './helpers';
import { chat, copilotUser, startCopilotApp, userRecords } from './copilot-helpers';

const MIGRATION = readFileSync(join(MIGRATIONS_FOLDER, '0009_category_keys.sql'), 'utf8');

describe.each(testEngines())('category keys (%s)', (engine) => {
  let t: TestApp;
  beforeAll(async () => { t = await startCopilotApp(engine); });
  afterAll(async () => { await t.close(); });

  it('the migration maps every pt and en label (any case, with or without accents) and the key to the key; own names stay', async () => {
    const { userId } = await signedInUser(t.app, `migrate-${engine}@kumbu.ao`);
    const expected = new Map<string, string>();
    for (const key of CATEGORY_KEYS) {
      const { pt, en } = CATEGORY_LABELS[key];
      for (const name of [key, pt, en, pt.toUpperCase(), fold(pt), ` ${en.toLowerCase()} `]) {
        const row = await insertRecord(t.database.db, userId, {
          kind: 'expense', amountCents: toCents(100), currency: 'AOA', category: name, party: null, description: null, notes: null,
          occurredAt: new Date('2026-10-10T12:00:00Z'), source: 'api',
        });
        expected.set(row.id, key);
      }
    }
    const own = await insertRecord(t.database.db, userId, {
      kind: 'expense', amountCents: toCents(100), currency: 'AOA', category: 'Obra da casa', party: null, description: null, notes: null,
      occurredAt: new Date('2026-10-10T12:00:00Z'), source: 'api',
    });
    for (const statement of MIGRATION.split('--> statement-breakpoint')) await t.database.db.execute(sql.raw(statement));
    const rows = await t.database.db.select().from(records).where(eq(records.userId, userId));
    for (const row of rows) {
      if (row.id === own.id) expect(row.category).toBe('Obra da casa');
      else expect([row.id, row.category]).toEqual([row.id, expected.get(row.id)]);
    }
  });

  it('a record in Portuguese and one after "fala em inglês" land in one category, stored as its key', async () => {
    const { waId, userId } = await copilotUser(t, 'pt');
    expect((await chat(t, waId, 'gastei 5 mil no candongueiro'))[0]).toContain('Transporte');
    await chat(t, waId, 'fala em inglês');
    expect((await chat(t, waId, 'spent 1000 on a taxi'))[0]).toContain('Transport');
    expect((await userRecords(t, userId)).map((r) => r.category)).toEqual(['transport', 'transport']);
    // A question in either language sums them as one.
    expect((await chat(t, waId, 'how much did I spend this month?'))[0]).toContain('• Transport: AOA 6,000.00 (100%)');
  });

  it('the records API stores a category named in either language as its key; the summary has one line', async () => {
    const ana = await signedInUser(t.app, `api-${engine}@kumbu.ao`);
    const add = async (category: string) => {
      const res = await t.app.inject({ method: 'POST', url: '/api/records', headers: { cookie: ana.cookie }, payload: { type: 'expense', amount: 1000, category, date: '2026-10-05' } });
      expect(res.statusCode).toBe(201);
      return res.json<{ data: { id: string; category: string } }>().data;
    };
    expect((await add('Transporte')).category).toBe('transport');
    expect((await add('Transport')).category).toBe('transport');
    expect((await add(' transporte ')).category).toBe('transport');
    const own = await add('Obra da casa');
    expect(own.category).toBe('Obra da casa');
    const patched = await t.app.inject({ method: 'PATCH', url: `/api/records/${own.id}`, headers: { cookie: ana.cookie }, payload: { category: 'Saúde' } });
    expect(patched.json<{ data: { category: string } }>().data.category).toBe('health');
    const summary = await t.app.inject({ method: 'GET', url: '/api/records/summary?start=2026-10-01&end=2026-10-31', headers: { cookie: ana.cookie } });
    const top = summary.json<{ data: { byCurrency: { categoryBreakdown: { name: string; valueCents: number }[] }[] } }>().data.byCurrency[0]?.categoryBreakdown;
    expect(top).toEqual([
      expect.objectContaining({ name: 'transport', valueCents: 300_000 }),
      expect.objectContaining({ name: 'health', valueCents: 100_000 }),
    ]);
  });
});
