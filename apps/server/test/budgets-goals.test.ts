// The budgets and goals API on every engine, on a controlled clock (20 Nov 2026, Luanda):
// set / replace / list / delete budgets; spending that counts the pt label, the en label
// and the key (any case or accents), this Luanda month only, per currency; goals with the
// monthly amount still needed; two users kept apart; validation in pt and en; and a
// contribution counted once for a retried Idempotency-Key.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '@kumbu/db/testing';
import { upsertGoal } from '@kumbu/db/goals';
import { startTestApp, signedInUser, type TestApp } from './helpers';
import { setFxRate } from '@kumbu/db/fx-rates';
import { TestClock } from './onboarding-helpers';
import { monthlyNeeded, monthsLeft } from '../src/features/budgets-goals/goal-status';
import { toCents } from '@kumbu/core/money';

interface Budget { category: string; currency: string; limitCents: number; spentCents: number; percent: number; level: number }
interface BudgetList { month: { start: string; end: string }; budgets: Budget[]; categories: { key: string; label: { pt: string; en: string } }[] }
interface Goal {
  id: string; name: string; currency: string; targetCents: number; savedCents: number; leftCents: number; percent: number;
  deadline: string | null; monthsLeft: number | null; monthlyNeededCents: number | null; leftKzCents: number | null;
}
interface Failure { success: false; status: number; code: string; error: string; fields?: { field: string; message: string }[] }

const KZ = 100; // cêntimos per kwanza

describe('goal arithmetic', () => {
  it('counts calendar months with this one included, and rounds the monthly amount up', () => {
    expect(monthsLeft('2026-11-20', '2026-12-31')).toBe(2);
    expect(monthsLeft('2026-11-20', '2026-11-30')).toBe(1);
    expect(monthsLeft('2026-11-20', '2027-02-01')).toBe(4);
    expect(monthsLeft('2026-11-20', '2026-11-19')).toBe(0);
    expect(monthlyNeeded(toCents(100), 3)).toBe(34);
    expect(monthlyNeeded(toCents(500), 0)).toBe(500);
    expect(monthlyNeeded(toCents(0), 4)).toBe(0);
  });
});

describe.each(testEngines())('budgets and goals API (%s)', (engine) => {
  let t: TestApp;
  // 10:00 in Luanda on 20 November 2026.
  const clock = new TestClock(Date.parse('2026-11-20T09:00:00.000Z'));
  let ana: { cookie: string; userId: string };
  let bruno: { cookie: string; userId: string };
  beforeAll(async () => {
    t = await startTestApp(engine, {}, { now: clock.now });
    ana = await signedInUser(t.app, `ana-${engine}@example.ao`);
    bruno = await signedInUser(t.app, `bruno-${engine}@example.ao`);
  });
  afterAll(async () => { await t.close(); });

  const call = (cookie: string, method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method, url, headers: { cookie, ...headers }, ...(payload === undefined ? {} : { payload }) });
  const budgets = async (cookie: string): Promise<BudgetList> => (await call(cookie, 'GET', '/api/budgets')).json<{ data: BudgetList }>().data;
  const goals = async (cookie: string): Promise<Goal[]> => (await call(cookie, 'GET', '/api/goals')).json<{ data: { goals: Goal[] } }>().data.goals;
  const spend = async (cookie: string, category: string, kwanza: number, extra: object = {}) => {
    const res = await call(cookie, 'POST', '/api/records', { type: 'expense', amount: kwanza, category, ...extra });
    expect(res.statusCode, res.body).toBe(201);
  };

  it('refuses anonymous callers with 401 in the shared answer shape', async () => {
    for (const [method, url] of [['GET', '/api/budgets'], ['PUT', '/api/budgets/transport'], ['DELETE', '/api/budgets/transport'], ['GET', '/api/goals'], ['POST', '/api/goals']] as const) {
      const res = await t.app.inject({ method, url, payload: {} });
      expect(res.statusCode, url).toBe(401);
      expect(res.json(), url).toMatchObject({ success: false, status: 401, code: 'unauthenticated' });
    }
  });

  it('starts empty, with this Luanda month and every expense category in pt and en', async () => {
    const list = await budgets(ana.cookie);
    expect(list.month).toEqual({ start: '2026-11-01', end: '2026-11-30' });
    expect(list.budgets).toEqual([]);
    expect(list.categories).toContainEqual({ key: 'groceries', label: { pt: 'Supermercado e mercado', en: 'Groceries' } });
    expect(list.categories.map((c) => c.key)).not.toContain('salary');
    expect(await goals(ana.cookie)).toEqual([]);
  });

  it('sets, replaces, lists and deletes a budget', async () => {
    const put = await call(ana.cookie, 'PUT', '/api/budgets/transport', { amountCents: 30_000 * KZ, currency: 'AOA' });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ success: true, status: 200, data: { budget: { category: 'transport', currency: 'AOA', limitCents: 3_000_000, spentCents: 0, percent: 0, level: 0 } } });
    // The currency defaults to kwanza; a second PUT replaces the limit (one budget per category).
    expect((await call(ana.cookie, 'PUT', '/api/budgets/transport', { amountCents: 20_000 * KZ })).statusCode).toBe(200);
    expect((await call(ana.cookie, 'PUT', '/api/budgets/leisure', { amountCents: 50 * KZ, currency: 'USD' })).statusCode).toBe(200);
    expect((await budgets(ana.cookie)).budgets.map((b) => [b.category, b.limitCents, b.currency])).toEqual([['transport', 2_000_000, 'AOA'], ['leisure', 5_000, 'USD']]);

    const del = await call(ana.cookie, 'DELETE', '/api/budgets/leisure');
    expect(del.json()).toMatchObject({ success: true, data: { category: 'leisure', deleted: true } });
    const again = await call(ana.cookie, 'DELETE', '/api/budgets/leisure', undefined, { 'accept-language': 'en' });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ code: 'budget-not-found', error: 'There is no budget for this category.' });
    expect((await budgets(ana.cookie)).budgets.map((b) => b.category)).toEqual(['transport']);
  });

  it('counts the pt label, the en label and the key (any case and accents), this month and currency only', async () => {
    await call(ana.cookie, 'PUT', '/api/budgets/groceries', { amountCents: 50_000 * KZ });
    await spend(ana.cookie, 'Supermercado e mercado', 10_000);
    await spend(ana.cookie, 'Groceries', 20_000);
    await spend(ana.cookie, 'groceries', 5_000);
    await spend(ana.cookie, 'SUPERMERCADO E MERCADO', 2_500);
    // Not this budget: income, another category, a name of the user's own, another currency.
    await call(ana.cookie, 'POST', '/api/records', { type: 'income', amount: 99_000, category: 'Groceries' });
    await spend(ana.cookie, 'Transporte', 4_000);
    await spend(ana.cookie, 'Comida da festa', 7_000);
    await spend(ana.cookie, 'Groceries', 100, { currency: 'USD' });
    // Outside this Luanda month: 23:30 on 31 Oct (Luanda) and 1 Dec.
    await spend(ana.cookie, 'Groceries', 11_111, { date: '2026-10-31T22:30:00Z' });
    await spend(ana.cookie, 'Groceries', 22_222, { date: '2026-12-01T08:00:00Z' });
    // Inside it, though 31 Oct in UTC: 00:30 on 1 Nov in Luanda.
    await spend(ana.cookie, 'Groceries', 1_000, { date: '2026-10-31T23:30:00Z' });

    const list = (await budgets(ana.cookie)).budgets;
    expect(list.find((b) => b.category === 'groceries')).toEqual({
      category: 'groceries', currency: 'AOA', limitCents: 5_000_000, spentCents: 3_850_000, percent: 77, level: 0,
    });
    expect(list.find((b) => b.category === 'transport')).toMatchObject({ spentCents: 400_000, percent: 20, level: 0 });

    // 80 % and 100 %: the agent's levels, the percent passing 100.
    await spend(ana.cookie, 'Supermercado e mercado', 2_000);
    expect((await budgets(ana.cookie)).budgets.find((b) => b.category === 'groceries')).toMatchObject({ spentCents: 4_050_000, percent: 81, level: 80 });
    await spend(ana.cookie, 'groceries', 10_000);
    expect((await budgets(ana.cookie)).budgets.find((b) => b.category === 'groceries')).toMatchObject({ spentCents: 5_050_000, percent: 101, level: 100 });

    // A USD budget counts only the dollars.
    const usd = await call(ana.cookie, 'PUT', '/api/budgets/groceries', { amountCents: 1_000 * KZ, currency: 'USD' });
    expect(usd.json<{ data: { budget: Budget } }>().data.budget).toMatchObject({ currency: 'USD', spentCents: 10_000, percent: 10 });
    await call(ana.cookie, 'PUT', '/api/budgets/groceries', { amountCents: 50_000 * KZ, currency: 'AOA' });
  });

  it('follows the clock into the next month', async () => {
    const saved = clock.ms;
    clock.ms = Date.parse('2026-12-01T10:00:00Z');
    try {
      const list = await budgets(ana.cookie);
      expect(list.month).toEqual({ start: '2026-12-01', end: '2026-12-31' });
      expect(list.budgets.find((b) => b.category === 'groceries')).toMatchObject({ spentCents: 2_222_200, percent: 44 });
    } finally {
      clock.ms = saved;
    }
  });

  it('keeps two users apart: budgets, spending and goals', async () => {
    expect((await budgets(bruno.cookie)).budgets).toEqual([]);
    await call(bruno.cookie, 'PUT', '/api/budgets/groceries', { amountCents: 10_000 * KZ });
    await spend(bruno.cookie, 'Groceries', 1_000);
    expect((await budgets(bruno.cookie)).budgets).toEqual([expect.objectContaining({ category: 'groceries', spentCents: 100_000, percent: 10 })]);
    expect((await budgets(ana.cookie)).budgets.find((b) => b.category === 'groceries')).toMatchObject({ limitCents: 5_000_000, spentCents: 5_050_000 });
    // Deleting "his" transport budget cannot touch Ana's.
    expect((await call(bruno.cookie, 'DELETE', '/api/budgets/transport')).statusCode).toBe(404);
    expect((await budgets(ana.cookie)).budgets.map((b) => b.category)).toContain('transport');

    const created = await call(ana.cookie, 'POST', '/api/goals', { name: 'Viagem', targetCents: 100_000 * KZ });
    const id = created.json<{ data: Goal }>().data.id;
    expect(await goals(bruno.cookie)).toEqual([]);
    for (const res of [
      await call(bruno.cookie, 'POST', `/api/goals/${id}/contributions`, { amountCents: 100 }),
      await call(bruno.cookie, 'DELETE', `/api/goals/${id}`),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'goal-not-found', error: 'Meta não encontrada.' });
    }
    expect((await goals(ana.cookie)).find((g) => g.id === id)).toMatchObject({ savedCents: 0 });
    expect((await call(ana.cookie, 'DELETE', `/api/goals/${id}`)).json()).toMatchObject({ data: { id, deleted: true } });
    expect(await goals(ana.cookie)).toEqual([]);
  });

  it('creates a goal, redefines it by name (any case), and says what is needed a month', async () => {
    const created = await call(ana.cookie, 'POST', '/api/goals', { name: 'carro', targetCents: 500_000 * KZ, deadline: '2026-12-31' });
    expect(created.statusCode).toBe(201);
    const goal = created.json<{ data: Goal }>().data;
    expect(goal).toMatchObject({
      name: 'carro', currency: 'AOA', targetCents: 50_000_000, savedCents: 0, leftCents: 50_000_000, percent: 0,
      deadline: '2026-12-31', monthsLeft: 2, monthlyNeededCents: 25_000_000,
    });
    const added = await call(ana.cookie, 'POST', `/api/goals/${goal.id}/contributions`, { amountCents: 100_000 * KZ });
    expect(added.json<{ data: Goal }>().data).toMatchObject({ savedCents: 10_000_000, leftCents: 40_000_000, percent: 20, monthlyNeededCents: 20_000_000 });

    // "Carro" is the same goal: the target and deadline change, what is saved stays.
    const redefined = await call(ana.cookie, 'POST', '/api/goals', { name: '  Carro ', targetCents: 300_000 * KZ, deadline: null });
    expect(redefined.statusCode).toBe(200);
    expect(redefined.json<{ data: Goal }>().data).toMatchObject({
      id: goal.id, name: 'carro', targetCents: 30_000_000, savedCents: 10_000_000, percent: 33, deadline: null, monthsLeft: null, monthlyNeededCents: null,
    });
    expect((await goals(ana.cookie)).map((g) => g.name)).toEqual(['carro']);

    // A deadline that has passed (set through the co-pilot earlier): everything left is due now.
    await upsertGoal(t.database.db, ana.userId, { name: 'Festa', targetCents: 20_000 * KZ, currency: 'AOA', deadline: '2026-10-31' });
    expect((await goals(ana.cookie)).find((g) => g.name === 'Festa')).toMatchObject({ monthsLeft: 0, monthlyNeededCents: 2_000_000 });
  });

  it('adds a contribution once for a retried Idempotency-Key, and refuses the key for another body', async () => {
    const goal = (await call(ana.cookie, 'POST', '/api/goals', { name: 'Casa', targetCents: 1_000_000 * KZ })).json<{ data: Goal }>().data;
    const url = `/api/goals/${goal.id}/contributions`;
    const first = await call(ana.cookie, 'POST', url, { amountCents: 25_000 * KZ }, { 'idempotency-key': 'casa-1' });
    const retry = await call(ana.cookie, 'POST', url, { amountCents: 25_000 * KZ }, { 'idempotency-key': 'casa-1' });
    expect(first.statusCode).toBe(200);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    expect((await goals(ana.cookie)).find((g) => g.id === goal.id)?.savedCents).toBe(2_500_000);

    const conflict = await call(ana.cookie, 'POST', url, { amountCents: 1 }, { 'idempotency-key': 'casa-1', 'accept-language': 'en' });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toMatchObject({ code: 'idempotency-conflict' });
    // Without a key, two taps are two contributions.
    await call(ana.cookie, 'POST', url, { amountCents: 100 });
    await call(ana.cookie, 'POST', url, { amountCents: 100 });
    expect((await goals(ana.cookie)).find((g) => g.id === goal.id)?.savedCents).toBe(2_500_200);
    // A refused request stores nothing: the same key works once the body is valid.
    const bad = await call(ana.cookie, 'POST', '/api/goals/00000000-0000-4000-8000-000000000000/contributions', { amountCents: 100 }, { 'idempotency-key': 'casa-2' });
    expect(bad.statusCode).toBe(404);
    expect((await call(ana.cookie, 'POST', url, { amountCents: 100 }, { 'idempotency-key': 'casa-2' })).statusCode).toBe(200);
  });

  it('refuses bad input with field errors in the caller\'s language, and writes nothing', async () => {
    const before = JSON.stringify([await budgets(ana.cookie), await goals(ana.cookie)]);
    const cases: [string, 'PUT' | 'POST' | 'DELETE', string, object | undefined][] = [
      ['income category', 'PUT', '/api/budgets/salary', { amountCents: 100 }],
      ['unknown category', 'PUT', '/api/budgets/comida', { amountCents: 100 }],
      ['zero amount', 'PUT', '/api/budgets/transport', { amountCents: 0 }],
      ['negative amount', 'PUT', '/api/budgets/transport', { amountCents: -500 }],
      ['fractional cêntimos', 'PUT', '/api/budgets/transport', { amountCents: 10.5 }],
      ['amount as text', 'PUT', '/api/budgets/transport', { amountCents: '50 mil' }],
      ['missing amount', 'PUT', '/api/budgets/transport', {}],
      ['unknown currency', 'PUT', '/api/budgets/transport', { amountCents: 100, currency: 'GBP' }],
      ['delete income category', 'DELETE', '/api/budgets/salary', undefined],
      ['empty goal name', 'POST', '/api/goals', { name: '   ', targetCents: 100 }],
      ['long goal name', 'POST', '/api/goals', { name: 'x'.repeat(81), targetCents: 100 }],
      ['no target', 'POST', '/api/goals', { name: 'Moto' }],
      ['deadline not a day', 'POST', '/api/goals', { name: 'Moto', targetCents: 100, deadline: 'dezembro' }],
      ['goal id not a uuid', 'POST', '/api/goals/carro/contributions', { amountCents: 100 }],
      ['zero contribution', 'POST', `/api/goals/${(await goals(ana.cookie))[0]?.id ?? ''}/contributions`, { amountCents: 0 }],
    ];
    for (const [what, method, url, payload] of cases) {
      const res = await call(ana.cookie, method, url, payload, { 'accept-language': 'en' });
      expect(res.statusCode, what).toBe(400);
      expect(res.json<Failure>(), what).toMatchObject({ success: false, status: 400, code: 'validation-failed', error: 'Some fields are not valid.' });
    }
    const income = await call(ana.cookie, 'PUT', '/api/budgets/salary', { amountCents: 100 });
    expect(income.json<Failure>().fields).toEqual([{ field: 'category', message: 'Valor inválido.' }]);
    const past = await call(ana.cookie, 'POST', '/api/goals', { name: 'Moto', targetCents: 100, deadline: '2026-11-19' }, { 'accept-language': 'en' });
    expect(past.json<Failure>()).toMatchObject({ code: 'validation-failed', fields: [{ field: 'deadline', message: 'The deadline cannot be before today.' }] });
    const pastPt = await call(ana.cookie, 'POST', '/api/goals', { name: 'Moto', targetCents: 100, deadline: '2026-11-19' });
    expect(pastPt.json<Failure>().fields).toEqual([{ field: 'deadline', message: 'A data limite não pode ser antes de hoje.' }]);
    // Today itself is a valid deadline.
    expect(JSON.stringify([await budgets(ana.cookie), await goals(ana.cookie)])).toBe(before);
    expect((await call(ana.cookie, 'POST', '/api/goals', { name: 'Moto', targetCents: 100, deadline: '2026-11-20' })).statusCode).toBe(201);
  });
  it('a dollar goal says what is left in kwanza at the latest rate; a kwanza goal has no such line', async () => {
    await setFxRate(t.database.db, { currency: 'USD', day: '2026-11-18', micros: 912_340_000, source: 'bna' });
    t.app.kumbu.fx.invalidate();
    const res = await call(bruno.cookie, 'POST', '/api/goals', { name: 'Portátil', targetCents: 1_000_00, currency: 'USD' });
    expect(res.statusCode, res.body).toBe(201);
    await call(bruno.cookie, 'POST', `/api/goals/${res.json<{ data: { id: string } }>().data.id}/contributions`, { amountCents: 250_00 });
    const list = await goals(bruno.cookie);
    expect(list.find((g) => g.name === 'Portátil')).toMatchObject({ currency: 'USD', leftCents: 750_00, leftKzCents: 684_255_00 });
    expect(list.filter((g) => g.currency === 'AOA').every((g) => g.leftKzCents === null)).toBe(true);
  });
});
