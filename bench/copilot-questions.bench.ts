// The co-pilot's answers over a busy year (issue 19): "quanto gastei este ano?" and its kin,
// for a person with 100 000 records this year, on PGlite and — when it answers — PostgreSQL.
// Each message goes through the real conversation port (understanding, the figures, the reply
// in Portuguese) inside a transaction, as the WhatsApp inbox worker runs it; the transaction is
// rolled back, so every run sees the same rows. Budget: "quanto gastei este ano?" median
// < 150 ms on each engine.
// Baselines, in the same run on the same rows: a light message ("gastei 5 mil no taxi", which
// records an expense and answers with the month's balance) through the same port, and what
// the year's question cost before the daily totals — every record of the year read into the
// server and summed (recordsInRange + computeAggregates).
import { performance } from 'node:perf_hooks';
import { computeAggregates } from '@kumbu/core/aggregates';
import { dayOf, presetRange, rangeBoundsUtc } from '@kumbu/core/date-range';
import { RateBook } from '@kumbu/core/fx';
import { openDatabase, type Database } from '@kumbu/db/database';
import { users } from '@kumbu/db/schema';
import { fxRatesUpTo, setFxRate } from '@kumbu/db/fx-rates';
import { RATE_SCALE } from '@kumbu/core/fx';
import { recordsInRange } from '@kumbu/db/records';
import { analyzeTotals } from '@kumbu/db/record-day-totals';
import { createCopilotPort } from '@kumbu/server/features/copilot/copilot-port';
import { toFinanceRecords } from '@kumbu/server/features/records/finance-rows';
import { seedRecords } from './lib/seed-records';
import { openBenchDatabase } from './lib/whatsapp-database';
import { median, ms, quantile } from './lib/stats';

const RECORDS = Number(process.env.COPILOT_BENCH_RECORDS ?? 100_000);
const CHUNK = 2_000;
const RUNS = 20;
const BUDGET_MS = 150;
const NOW = new Date('2026-12-08T10:00:00Z');
const YEAR_START_MS = Date.parse('2025-12-31T23:00:00Z'); // 1 Jan 2026, Luanda midnight
const QUESTIONS = [
  { text: 'quanto gastei este ano?', budget: true },
  { text: 'onde gastei mais este ano?', budget: false },
  { text: 'quanto gastei em transporte este ano?', budget: false },
  { text: 'quais foram as minhas maiores despesas este ano?', budget: false },
  { text: 'quanto recebi este ano?', budget: false },
] as const;
const LIGHT = 'gastei 5 mil no taxi';

class Rollback extends Error {}

interface EngineResult { readonly engine: string; readonly ok: boolean }

async function measure(database: Database, engine: string): Promise<EngineResult> {
  const userId = `copilot-bench-${engine}`;
  await database.db.insert(users).values({ id: userId, name: 'Loja Bench', email: `${userId}@kumbu.ao` });
  // A dollar rate on every working day of the year, as BNA publishes them: each dollar record converts at its day's.
  for (let d = Date.parse('2025-12-31T00:00:00Z'); d < NOW.getTime(); d += 86_400_000) {
    const day = new Date(d);
    if (day.getUTCDay() === 0 || day.getUTCDay() === 6) continue;
    await setFxRate(database.db, { currency: 'USD', day: day.toISOString().slice(0, 10), micros: Math.round((912 + (d / 86_400_000) % 17) * RATE_SCALE), source: 'bench' });
  }
  const seedStart = performance.now();
  await seedRecords(database.db, userId, RECORDS, YEAR_START_MS, NOW.getTime() - 3_600_000, CHUNK);
  await analyzeTotals(database.db); // as an import of this size does after committing
  const seedMs = performance.now() - seedStart;

  const port = createCopilotPort({ publicUrl: 'http://127.0.0.1:1' });
  let inboundId = 0;
  /** One message through the port in a transaction that is then rolled back: [ms, first reply]. */
  const ask = async (text: string): Promise<[number, string]> => {
    let elapsed = 0;
    let reply = '';
    try {
      await database.db.transaction(async (tx) => {
        const t0 = performance.now();
        const out = await port.handle({
          userId, lang: 'pt', text, waId: '244923000111', contactName: 'Loja Bench', inboundId: ++inboundId, now: NOW, tx,
          message: { from: '244923000111', id: `wamid.BENCH${inboundId}`, timestamp: String(Math.floor(NOW.getTime() / 1000)), type: 'text', text: { body: text } },
          keptWaiting: false,
        });
        elapsed = performance.now() - t0;
        const first = out[0];
        reply = first && 'text' in first && typeof first.text === 'string' ? first.text : JSON.stringify(first);
        throw new Rollback();
      });
    } catch (error) {
      if (!(error instanceof Rollback)) throw error;
    }
    return [elapsed, reply];
  };
  const timed = async (text: string, runs: number): Promise<{ samples: number[]; reply: string }> => {
    const samples: number[] = [];
    let reply = '';
    for (let i = 0; i < runs + 2; i++) {
      const [t, r] = await ask(text);
      reply = r;
      if (i >= 2) samples.push(t); // two warm-up runs
    }
    return { samples, reply };
  };

  // Before the daily totals: every record of the year read and summed.
  const year = presetRange('yearToDate', NOW);
  const book = new RateBook(await fxRatesUpTo(database.db, dayOf(NOW)));
  const before: number[] = [];
  for (let i = 0; i < 5; i++) {
    const t0 = performance.now();
    const { from, toExclusive } = rangeBoundsUtc(year);
    const agg = computeAggregates(toFinanceRecords(await recordsInRange(database.db, userId, from, toExclusive)), { range: year, now: NOW, rates: book });
    if (agg.recordCount !== RECORDS) throw new Error(`expected ${RECORDS} records in the year, read ${agg.recordCount}`);
    before.push(performance.now() - t0);
  }
  const light = await timed(LIGHT, RUNS);
  if (!light.reply.includes('Despesa registada')) throw new Error(`the light message was not recorded: ${light.reply.slice(0, 120)}`);
  console.log(`${engine}: ${RECORDS.toLocaleString('en')} records this year (seeded in ${(seedMs / 1000).toFixed(1)} s); `
    + `"${LIGHT}" median ${ms(median(light.samples))} ms; the year read and summed from every record (before): median ${ms(median(before))} ms`);
  let ok = true;
  for (const q of QUESTIONS) {
    const { samples, reply } = await timed(q.text, RUNS);
    const m = median(samples);
    const met = m < BUDGET_MS;
    if (q.budget) ok &&= met;
    console.log(`  "${q.text}": median ${ms(m)} ms, p90 ${ms(quantile(samples, 0.9))} ms — ${(m / median(light.samples)).toFixed(2)}× the light message, `
      + `${(m / median(before)).toFixed(3)}× reading the year's records${q.budget ? `. Budget < ${BUDGET_MS} ms: ${met ? 'met' : 'NOT met'}` : ''}`);
    console.log(`      ${reply.split('\n').slice(0, 2).join(' / ').slice(0, 150)}`);
  }
  return { engine, ok };
}

async function main(): Promise<void> {
  const results: EngineResult[] = [];
  const pglite = await openDatabase({});
  try { results.push(await measure(pglite, 'pglite')); } finally { await pglite.close(); }
  const pg = await openBenchDatabase('kumbu_bench_copilot');
  if (pg.engine === 'postgres') {
    try { results.push(await measure(pg.database, 'postgres')); } finally { await pg.database.close(); }
  } else {
    await pg.database.close();
    console.log(`postgres: skipped — ${pg.note}`);
  }
  const failed = results.filter((r) => !r.ok).map((r) => r.engine);
  console.log(failed.length === 0 ? 'copilot-questions: budget met on every engine measured' : `copilot-questions: budget NOT met on ${failed.join(', ')}`);
  if (failed.length > 0) process.exitCode = 1;
}

await main();
