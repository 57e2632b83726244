// Balances by money account (issue 15): a person with 50 000 records on six accounts (cash,
// bank, wallet, card, savings, dollars; one in ten a transfer) beside a second person with as
// many, on PostgreSQL. Budget: moneyAccountBalances answers in < 20 ms (median).
// Baseline, measured in the same run on the same rows: what the code did before balances
// existed in SQL — read the person's records into the server and sum them in JavaScript.
import { sql } from 'drizzle-orm';
import { users } from '@kumbu/db/schema';
import { defaultMoneyAccount, insertMoneyAccount, moneyAccountBalances } from '@kumbu/db/money-accounts';
import { insertRecords, recordsInRange, type RecordInput } from '@kumbu/db/records';
import { balanceSign, type RecordKind } from '@kumbu/core/records';
import { seededRandom } from '@kumbu/core/seeded-random';
import { generateRecords } from './lib/records-data';
import { openBenchDatabase } from './lib/whatsapp-database';
import { median, ms, quantile } from './lib/stats';

const RECORDS_PER_PERSON = 50_000;
const RUNS = 60;
const WARMUP_RUNS = 10;
const BUDGET_MS = 20;

const { database, engine, note } = await openBenchDatabase('kumbu_bench_balances');
const db = database.db;
try {
  const start = Date.UTC(2026, 0, 1);
  const end = Date.UTC(2026, 11, 1);
  let target = '';
  for (const [p, person] of ['ana', 'beto'].entries()) {
    await db.insert(users).values({ id: person, name: person, email: `${person}@example.ao` });
    const specs = [
      { type: 'bank', name: 'BAI', currency: 'AOA' }, { type: 'mobile', name: 'Unitel Money', currency: 'AOA' },
      { type: 'card', name: 'Cartão BFA', currency: 'AOA' }, { type: 'savings', name: 'Poupança', currency: 'AOA' },
      { type: 'cash', name: 'Dólares', currency: 'USD' },
    ];
    const ids: Record<string, string[]> = { AOA: [], USD: [] };
    const cash = await defaultMoneyAccount(db, person, 'AOA');
    if (!cash) throw new Error('no Carteira');
    ids.AOA?.push(cash.id);
    for (const spec of specs) {
      const row = await insertMoneyAccount(db, person, spec);
      if (!row) throw new Error('account not created');
      ids[spec.currency]?.push(row.id);
    }
    const random = seededRandom(7 + p);
    const pickId = (currency: string): string => {
      const list = ids[currency] ?? [];
      return list[Math.floor(random() * list.length)] ?? '';
    };
    const inputs: RecordInput[] = generateRecords(RECORDS_PER_PERSON, start, end, 20_261_001 + p).map((r) => {
      const accountId = pickId(r.currency);
      const transfer = r.currency === 'AOA' && random() < 0.1;
      let toAccountId = pickId('AOA');
      while (transfer && toAccountId === accountId) toAccountId = pickId('AOA');
      return {
        kind: transfer ? 'transfer' : r.kind, amountCents: r.amountCents, currency: r.currency, category: r.category,
        party: r.party, description: r.description, notes: r.notes, occurredAt: r.date, accountId,
        ...(transfer ? { transfer: { toAccountId, toAmountCents: r.amountCents, rate: null } } : {}),
      };
    });
    await db.transaction(async (tx) => {
      for (let i = 0; i < inputs.length; i += 1_000) await insertRecords(tx, person, inputs.slice(i, i + 1_000));
    });
    if (person === 'ana') target = person;
  }
  await db.execute(sql`analyze`);

  const timed = async (fn: () => Promise<unknown>): Promise<number[]> => {
    for (let i = 0; i < WARMUP_RUNS; i++) await fn();
    const out: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const t0 = performance.now();
      await fn();
      out.push(performance.now() - t0);
    }
    return out;
  };
  let check = 0;
  const sqlTimes = await timed(async () => { check = (await moneyAccountBalances(db, target)).reduce((s, b) => s + b.balanceCents, 0); });
  let baselineCheck = 0;
  const baseline = await timed(async () => {
    const rows = await recordsInRange(db, target, new Date(start - 86_400_000), new Date(end + 86_400_000));
    const byAccount = new Map<string, number>();
    for (const r of rows) {
      byAccount.set(r.accountId, (byAccount.get(r.accountId) ?? 0) + balanceSign(r.kind as RecordKind) * r.amountCents);
      if (r.toAccountId) byAccount.set(r.toAccountId, (byAccount.get(r.toAccountId) ?? 0) + (r.toAmountCents ?? 0));
    }
    baselineCheck = [...byAccount.values()].reduce((s, v) => s + v, 0);
  });
  if (check !== baselineCheck) throw new Error(`balances disagree: SQL ${check}, JavaScript ${baselineCheck}`);
  const m = median(sqlTimes);
  const b = median(baseline);
  const met = m < BUDGET_MS;
  console.log(`account balances bench on ${engine} (${note}): ${RECORDS_PER_PERSON.toLocaleString('en-US')} records × 2 people, 6 accounts each, ${WARMUP_RUNS} warm-up + ${RUNS} timed runs`);
  console.log(`moneyAccountBalances: median ${ms(m)} ms (p95 ${ms(quantile(sqlTimes, 0.95))}) | baseline (read the records, sum in JS): ${ms(b)} ms | ratio ${(b / m).toFixed(1)}x faster | budget <${BUDGET_MS} ms: ${met ? 'MET' : 'NOT MET'}`);
  if (engine !== 'postgres') console.log('(measured on PGlite: the budget is stated for PostgreSQL)');
  if (!met && engine === 'postgres') process.exitCode = 1;
} finally {
  await database.close();
}
