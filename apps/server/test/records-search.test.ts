// GET /api/records?q=&category=&accountId=&type= — the phone list's search and filters,
// done by the server so "load more" pages stay consistent; each user sees only their own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, signedInUser, type TestApp } from './helpers';

interface Dto { id: string; type: string; description: string | null; party: string | null; category: string | null; accountId: string | null }
const RANGE = 'start=2026-03-01&end=2026-03-31';

describe('records API: search and filters', () => {
  let t: TestApp;
  let ana: { cookie: string };
  let bruno: { cookie: string };
  beforeAll(async () => {
    t = await startTestApp();
    ana = await signedInUser(t.app, 'ana.search@example.ao');
    bruno = await signedInUser(t.app, 'bruno.search@example.ao');
    const rows: [{ cookie: string }, object][] = [
      [ana, { type: 'expense', amount: 2500, category: 'Transporte', description: 'Táxi para a Mutamba', date: '2026-03-02' }],
      [ana, { type: 'expense', amount: 9000, category: 'Alimentação', description: 'Kitanda', notes: 'peixe seco 50% desconto', date: '2026-03-03' }],
      [ana, { type: 'income', amount: 150000, category: 'Salário', description: 'Ordenado de Março', date: '2026-03-05' }],
      [ana, { type: 'debtTaken', amount: 40000, party: 'Tia Rosa', description: 'Propina', date: '2026-03-06' }],
      [ana, { type: 'loanGiven', amount: 20000, party: 'Mano Zé', description: 'Táxi do mano', date: '2026-03-07' }],
      [bruno, { type: 'expense', amount: 1000, category: 'Transporte', description: 'Táxi do Bruno', date: '2026-03-02' }],
    ];
    for (const [who, payload] of rows) {
      const res = await t.app.inject({ method: 'POST', url: '/api/records', headers: { cookie: who.cookie }, payload });
      expect(res.statusCode).toBe(201);
    }
  });
  afterAll(async () => { await t.close(); });

  const list = async (who: { cookie: string }, extra: string): Promise<Dto[]> => {
    const res = await t.app.inject({ method: 'GET', url: `/api/records?${RANGE}&${extra}`, headers: { cookie: who.cookie } });
    expect(res.statusCode, extra).toBe(200);
    return res.json<{ data: { items: Dto[] } }>().data.items;
  };
  const descriptions = async (who: { cookie: string }, extra: string) => (await list(who, extra)).map((r) => r.description).sort();

  it('searches description, party and notes, case aside, only in the caller\'s records', async () => {
    expect(await descriptions(ana, 'q=t%C3%A1xi')).toEqual(['Táxi do mano', 'Táxi para a Mutamba']);
    expect(await descriptions(ana, 'q=ROSA')).toEqual(['Propina']);
    expect(await descriptions(ana, 'q=peixe')).toEqual(['Kitanda']);
    expect(await descriptions(bruno, 'q=t%C3%A1xi')).toEqual(['Táxi do Bruno']);
  });

  it('finds a category by its label in either language, though records store its key', async () => {
    expect(await descriptions(ana, 'q=transporte')).toEqual(['Táxi para a Mutamba']);
    expect(await descriptions(ana, 'q=salary')).toEqual(['Ordenado de Março']);
  });

  it('treats % and _ as plain characters, and SQL as text', async () => {
    expect(await descriptions(ana, 'q=50%25')).toEqual(['Kitanda']);
    expect(await descriptions(ana, 'q=_')).toEqual([]);
    expect(await descriptions(ana, `q=${encodeURIComponent("' or 1=1 --")}`)).toEqual([]);
  });

  it('filters by category (key or name), kind and account, combined with the search', async () => {
    expect(await descriptions(ana, 'category=transport')).toEqual(['Táxi para a Mutamba']);
    expect(await descriptions(ana, 'category=Alimenta%C3%A7%C3%A3o')).toEqual(['Kitanda']);
    expect(await descriptions(ana, 'type=loanGiven')).toEqual(['Táxi do mano']);
    expect(await descriptions(ana, 'type=expense&q=t%C3%A1xi')).toEqual(['Táxi para a Mutamba']);
    const [one] = await list(ana, 'q=Kitanda');
    expect(one?.accountId).toBeTruthy();
    expect((await list(ana, `accountId=${one?.accountId ?? ''}`)).length).toBe(5);
    expect(await list(ana, 'accountId=00000000-0000-4000-8000-000000000000')).toEqual([]);
  });

  it('pages a search with cursors', async () => {
    const first = await t.app.inject({ method: 'GET', url: `/api/records?${RANGE}&q=t%C3%A1xi&limit=1`, headers: { cookie: ana.cookie } });
    const page = first.json<{ data: { items: Dto[]; nextCursor: string | null } }>().data;
    expect(page.items.map((r) => r.description)).toEqual(['Táxi do mano']);
    const second = await list(ana, `q=t%C3%A1xi&limit=1&cursor=${page.nextCursor ?? ''}`);
    expect(second.map((r) => r.description)).toEqual(['Táxi para a Mutamba']);
  });

  it('refuses an over-long search with a 400 field error, never a 5xx', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/records?${RANGE}&q=${'a'.repeat(101)}`, headers: { cookie: ana.cookie } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'validation-failed' });
  });

  it('exports the same search as CSV', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/records/export.csv?${RANGE}&q=t%C3%A1xi&lang=pt`, headers: { cookie: ana.cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Táxi para a Mutamba');
    expect(res.body).not.toContain('Kitanda');
    expect(res.body).not.toContain('Bruno');
  });
});
