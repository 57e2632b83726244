// A lapsed trial drops to the free allowance (DECISIONS.md): up to 50 records a month, the
// trial's end said once with a link to /settings; past 50 the record is refused, plainly.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { testEngines } from '@kumbu/db/testing';
import { subscriptions } from '@kumbu/db/schema';
import { insertRecords, type RecordInput } from '@kumbu/db/records';
import type { TestApp } from './helpers';
import { chat, copilotUser, startCopilotApp, userRecords } from './copilot-helpers';

const SETTINGS = 'http://localhost:3999/settings';

describe.each(testEngines())('co-pilot: lapsed trial and the free allowance (%s)', (engine) => {
  let t: TestApp;
  beforeAll(async () => { t = await startCopilotApp(engine); });
  afterAll(async () => { await t.close(); });

  const lapse = async (userId: string): Promise<void> => {
    const past = new Date(Date.now() - 86_400_000);
    await t.database.db.update(subscriptions).set({ trialEndsAt: past, expiresAt: past }).where(eq(subscriptions.userId, userId));
  };
  const fill = async (userId: string, n: number): Promise<void> => {
    const one: RecordInput = { kind: 'expense', amountCents: 100, currency: 'AOA', category: 'Outras despesas', party: null, description: null, notes: null, occurredAt: new Date() };
    await insertRecords(t.database.db, userId, Array.from({ length: n }, () => one));
  };

  it('within the allowance: records, and says once (pt) that the trial ended, with the link to /settings', async () => {
    const { waId, userId } = await copilotUser(t, 'pt');
    await lapse(userId);
    const first = await chat(t, waId, 'gastei 5 mil no candongueiro');
    expect(first).toHaveLength(2);
    expect(first[0]).toMatch(/^✅ Despesa registada/);
    expect(first[1]).toContain('O seu período experimental terminou');
    expect(first[1]).toContain(SETTINGS);
    const second = await chat(t, waId, 'gastei 2 mil de pão');
    expect(second).toHaveLength(1);
    expect(second[0]).toMatch(/^✅ Despesa registada/);
    expect(await userRecords(t, userId)).toHaveLength(2);
  });

  it('a trial the lifecycle job already moved to the free allowance: the co-pilot still says once that it ended', async () => {
    const { waId, userId } = await copilotUser(t, 'pt');
    const past = new Date(Date.now() - 86_400_000);
    await t.database.db.update(subscriptions).set({ status: 'free', trial: false, trialEndsAt: past, expiresAt: null }).where(eq(subscriptions.userId, userId));
    const first = await chat(t, waId, 'gastei 3 mil no candongueiro');
    expect(first).toHaveLength(2);
    expect(first[1]).toContain('O seu período experimental terminou');
    const second = await chat(t, waId, 'gastei 1 mil de pão');
    expect(second).toHaveLength(1);
  });

  it('over the allowance (en): NOT recorded, with the reset date and the upgrade path; questions still work', async () => {
    const { waId, userId } = await copilotUser(t, 'en');
    await lapse(userId);
    await fill(userId, 49);
    const last = await chat(t, waId, 'spent 5000 on a taxi');
    expect(last[0]).toMatch(/^✅ Expense recorded/);
    expect(last[1]).toContain('Your free trial has ended');
    const refused = await chat(t, waId, 'spent 1000 on bread');
    expect(refused).toHaveLength(1);
    expect(refused[0]).toContain('This record was NOT saved');
    expect(refused[0]).toContain('50 free records');
    expect(refused[0]).toMatch(/renews on [A-Z][a-z]{2} 1, \d{4}/);
    expect(refused[0]).toContain(SETTINGS);
    expect(await userRecords(t, userId)).toHaveLength(50);
    expect((await chat(t, waId, 'how much did I spend this month?'))[0]).toContain('You spent');
  });

  it('over the allowance (pt) says it plainly too', async () => {
    const { waId, userId } = await copilotUser(t, 'pt');
    await lapse(userId);
    await fill(userId, 50);
    const refused = await chat(t, waId, 'gastei 5 mil no candongueiro');
    expect(refused[0]).toContain('Este registo NÃO foi guardado');
    expect(refused[0]).toMatch(/O limite renova a 1 de [a-zç]+ de \d{4}\./);
    expect(await userRecords(t, userId)).toHaveLength(50);
  });

  it('an active trial has no limit', async () => {
    const { waId, userId } = await copilotUser(t, 'pt');
    await fill(userId, 50);
    const replies = await chat(t, waId, 'gastei 5 mil no candongueiro');
    expect(replies).toHaveLength(1);
    expect(replies[0]).toMatch(/^✅ Despesa registada/);
    expect(await userRecords(t, userId)).toHaveLength(51);
  });
});
