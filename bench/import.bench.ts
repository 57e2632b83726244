// Statement imports (issue 18). Budgets:
// - a 100 000-line CSV statement parsed, categorised, deduplicated and committed in < 10 s, on
//   PGlite and on PostgreSQL, peak memory < 300 MB; the baseline is the bare CSV parse of the
//   same file (papaparse), measured in the same run. Memory is the import's own: the peak RSS
//   while it runs minus the RSS just before (the bench's generated file and, on PGlite, the
//   engine's resident WebAssembly heap are there before any import); the whole process's peak
//   is printed beside it;
// - a 20-page PDF statement read in < 3 s; the baseline is pdf.js's bare text extraction of the
//   same file (unpdf extractText).
// IMPORT_BENCH_LINES changes the size (for a quick look); the budgets are for 100 000.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import Papa from 'papaparse';
import { extractText, getDocumentProxy } from 'unpdf';
import { users } from '@kumbu/db/schema';
import { insertMoneyAccount } from '@kumbu/db/money-accounts';
import { readStatementBytes } from '@kumbu/imports/read-statement';
import { importStatement } from '@kumbu/server/features/imports/statement-import';
import { openDatabase, type Database } from '@kumbu/db/database';
import { statementCsv } from './lib/statement-data';
import { openBenchDatabase } from './lib/whatsapp-database';
import { median, ms } from './lib/stats';

const LINES = Number(process.env.IMPORT_BENCH_LINES ?? 100_000);
const IMPORT_BUDGET_MS = 10_000;
const MEMORY_BUDGET_MB = 300;
const PDF_BUDGET_MS = 3_000;
const mb = (bytes: number): string => (bytes / 1024 / 1024).toFixed(0);

// The peak RSS is sampled from a worker thread: the import's long synchronous stretches
// (reading, planning) would starve a timer on the main thread and hide their peaks.
const peak = new BigInt64Array(new SharedArrayBuffer(8));
const sampler = new Worker(`
  const { workerData: peak } = require('node:worker_threads');
  setInterval(() => { const rss = BigInt(process.memoryUsage.rss()); if (rss > Atomics.load(peak, 0)) Atomics.store(peak, 0, rss); }, 5);`,
{ eval: true, workerData: peak });
const resetPeak = (): number => { const rss = process.memoryUsage.rss(); Atomics.store(peak, 0, BigInt(rss)); return rss; };
const peakRss = (): number => Math.max(Number(Atomics.load(peak, 0)), process.memoryUsage.rss());
const failures: string[] = [];

const text = statementCsv(LINES);
const bytes = new TextEncoder().encode(text);
console.log(`CSV statement: ${LINES.toLocaleString('en-US')} lines, ${mb(bytes.length)} MB`);

// Baseline: the bare parse of the same file.
const bare: number[] = [];
for (let i = 0; i < 3; i++) {
  const t0 = performance.now();
  Papa.parse<string[]>(new TextDecoder().decode(bytes), { delimiter: ';' });
  bare.push(performance.now() - t0);
}
const bareMs = median(bare);
const t0 = performance.now();
const read = await readStatementBytes(bytes);
const readMs = performance.now() - t0;
console.log(`baseline — bare CSV parse (papaparse): ${ms(bareMs)} ms; read as a statement: ${ms(readMs)} ms (${(readMs / bareMs).toFixed(1)}×), ${read.movements.length.toLocaleString('en-US')} movements`);

async function importOn(label: string, database: Database): Promise<void> {
  const db = database.db;
  await db.insert(users).values({ id: 'ana', name: 'ana', email: 'ana@example.ao' });
  const account = await insertMoneyAccount(db, 'ana', { type: 'bank', name: 'BAI', iban: 'AO06004000001234567890123', currency: 'AOA' });
  if (!account) throw new Error('no account');
  const before = resetPeak();
  const start = performance.now();
  const first = await importStatement(db, 'ana', bytes, { accountId: account.id, fileName: 'bench.csv', source: 'cli' });
  const firstMs = performance.now() - start;
  const firstPeak = peakRss();
  const importMemory = firstPeak - before;
  const again = performance.now();
  const second = await importStatement(db, 'ana', bytes, { accountId: account.id, fileName: 'bench.csv', source: 'cli' });
  const secondMs = performance.now() - again;
  const ok = firstMs < IMPORT_BUDGET_MS && importMemory < MEMORY_BUDGET_MB * 1024 * 1024 && first.inserted === read.movements.length && second.duplicates === read.movements.length;
  if (!ok) failures.push(label);
  console.log(`${label}: import (read, categorise, deduplicate, commit) ${ms(firstMs)} ms = ${(firstMs / bareMs).toFixed(0)}× the bare parse; ` +
    `memory ${mb(importMemory)} MB (process peak RSS ${mb(firstPeak)} MB, ${mb(before)} MB before); ${first.inserted.toLocaleString('en-US')} inserted. ` +
    `Same file again: ${ms(secondMs)} ms, ${second.duplicates.toLocaleString('en-US')} duplicates, ${second.inserted} inserted. ` +
    `Budget < ${IMPORT_BUDGET_MS / 1000} s and < ${MEMORY_BUDGET_MB} MB: ${ok ? 'met' : 'NOT met'}`);
}

// PostgreSQL first: PGlite's WebAssembly heap, once grown, stays in this process's RSS.
const pg = await openBenchDatabase('kumbu_bench_import');
if (pg.engine === 'postgres') {
  try { await importOn('PostgreSQL', pg.database); } finally { await pg.database.close(); }
} else {
  await pg.database.close();
  console.log(`PostgreSQL: not measured (${pg.note})`);
}
// PGlite on disk, as `npm start` runs it (./data), in a fresh folder.
const dataDir = mkdtempSync(join(tmpdir(), 'kumbu-import-bench-'));
const pglite = await openDatabase({ dataDir });
try { await importOn('PGlite', pglite); } finally { await pglite.close(); rmSync(dataDir, { recursive: true, force: true }); }

// The 20-page PDF statement.
const pdf = new Uint8Array(readFileSync(new URL('../packages/imports/test/fixtures/pdf/long-20-pages.pdf', import.meta.url)));
const cold0 = performance.now();
const pdfRead = await readStatementBytes(pdf);
const coldMs = performance.now() - cold0;
const warm: number[] = [];
const baseline: number[] = [];
for (let i = 0; i < 5; i++) {
  const w = performance.now();
  await readStatementBytes(pdf);
  warm.push(performance.now() - w);
  const b = performance.now();
  await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: false });
  baseline.push(performance.now() - b);
}
const pdfOk = coldMs < PDF_BUDGET_MS && pdfRead.pages === 20;
if (!pdfOk) failures.push('PDF');
console.log(`20-page PDF (${pdfRead.movements.length} movements): first read ${ms(coldMs)} ms (pdf.js loading included), then median ${ms(median(warm))} ms; ` +
  `baseline — bare text extraction ${ms(median(baseline))} ms (${(median(warm) / median(baseline)).toFixed(1)}×). Budget < ${PDF_BUDGET_MS / 1000} s: ${pdfOk ? 'met' : 'NOT met'}`);

await sampler.terminate();
if (failures.length > 0) { console.log(`budgets not met: ${failures.join(', ')}`); process.exit(1); }
