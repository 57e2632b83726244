// The co-pilot's understanding: per-field accuracy on the labelled train and hold-out sets
// (packages/agent/test/data) and throughput. Baseline, measured in the same run over the same
// messages: core's bare extractAmount, the one step every message must pay anyway.
// Exits non-zero when a hold-out target is missed.
import { readFileSync, readdirSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { extractAmount } from '@kumbu/core/amount-parse';
import { parseJsonl } from '@kumbu/agent/dataset';
import { evaluate, FIELDS, type Field } from '@kumbu/agent/evaluate';
import { toParseLine } from '@kumbu/agent/parse-line';
import { understand } from '@kumbu/agent/understand';

const TARGETS: Readonly<Partial<Record<Field, number>>> = { intent: 0.99, amount: 0.995, category: 0.98, kind: 0.98, party: 0.98 };
const DATA = new URL('../packages/agent/test/data/', import.meta.url);
const load = (f: string) => parseJsonl(readFileSync(new URL(f, DATA), 'utf8'));
// train.jsonl and every train-more*.jsonl: everything the rules were tuned on (see the folder's README).
const train = readdirSync(DATA).filter((f) => /^train.*\.jsonl$/u.test(f)).sort().flatMap(load);
const holdout = load('holdout.jsonl');
// Written blind by other hands for issue 16 (several records per message, budgets' categories,
// transfers); never tuned on, and its misses never looked at.
const holdout2 = load('holdout-2.jsonl');
// Written blind by yet another hand after all of issue 16's tuning (28 Nov); scored once when it
// was added, never tuned on. Not part of the throughput texts, so those stay comparable.
const holdout3 = load('holdout-3.jsonl');
// Written blind by yet another writer after the 2 Dec tuning, from the labelling guide (LABELLING.md); scored once.
const holdout4 = load('holdout-4.jsonl');
/** Issue 16's targets on the second hold-out: every field of a message right (and each of its records). */
const FULL_ROW_TARGET = 0.98;
const AMOUNT_TARGET = 0.995;
const parse = (text: string, today: string) => toParseLine(understand(text, { today }));

const pct = (x: number): string => `${(x * 100).toFixed(1)}%`;
const tr = evaluate(train, parse);
const ho = evaluate(holdout, parse);
console.log(`agent accuracy: training files ${tr.count} messages, hold-out ${ho.count} (never tuned on)`);
let missed = false;
for (const f of FIELDS) {
  const target = TARGETS[f];
  const ok = target === undefined || ho.fields[f].accuracy >= target;
  if (!ok) missed = true;
  console.log(`  ${f.padEnd(9)} train ${pct(tr.fields[f].accuracy).padStart(6)} | hold-out ${pct(ho.fields[f].accuracy).padStart(6)}${target === undefined ? '' : ` | target ≥${pct(target)}: ${ok ? 'MET' : 'NOT MET'}`}`);
}

console.log(`  full-row  train ${pct(tr.fullRow.accuracy).padStart(6)} | hold-out ${pct(ho.fullRow.accuracy).padStart(6)}`);
const h2 = evaluate(holdout2, parse);
const rowOk = h2.fullRow.accuracy >= FULL_ROW_TARGET;
const amountOk = h2.fields.amount.accuracy >= AMOUNT_TARGET;
console.log(`hold-out 2 (${h2.count} messages, other hands, never tuned on): full-row ${pct(h2.fullRow.accuracy)} (target ≥${pct(FULL_ROW_TARGET)}: ${rowOk ? 'MET' : 'NOT MET'}) | amount ${pct(h2.fields.amount.accuracy)} (target ≥${pct(AMOUNT_TARGET)}: ${amountOk ? 'MET' : 'NOT MET'})`);
console.log(`  ${FIELDS.map((f) => `${f} ${pct(h2.fields[f].accuracy)}`).join(' | ')}`);
if (!rowOk || !amountOk) missed = true;
const h3 = evaluate(holdout3, parse);
const row3Ok = h3.fullRow.accuracy >= FULL_ROW_TARGET;
const amount3Ok = h3.fields.amount.accuracy >= AMOUNT_TARGET;
console.log(`hold-out 3 (${h3.count} messages, written after the tuning, never tuned on): full-row ${pct(h3.fullRow.accuracy)} (target ≥${pct(FULL_ROW_TARGET)}: ${row3Ok ? 'MET' : 'NOT MET'}) | amount ${pct(h3.fields.amount.accuracy)} (target ≥${pct(AMOUNT_TARGET)}: ${amount3Ok ? 'MET' : 'NOT MET'})`);
console.log(`  ${FIELDS.map((f) => `${f} ${pct(h3.fields[f].accuracy)}`).join(' | ')}`);
if (!row3Ok || !amount3Ok) missed = true;
const h4 = evaluate(holdout4, parse);
const row4Ok = h4.fullRow.accuracy >= FULL_ROW_TARGET;
const amount4Ok = h4.fields.amount.accuracy >= AMOUNT_TARGET;
console.log(`hold-out 4 (${h4.count} messages, written after the 2 Dec tuning, never tuned on): full-row ${pct(h4.fullRow.accuracy)} (target ≥${pct(FULL_ROW_TARGET)}: ${row4Ok ? 'MET' : 'NOT MET'}) | amount ${pct(h4.fields.amount.accuracy)} (target ≥${pct(AMOUNT_TARGET)}: ${amount4Ok ? 'MET' : 'NOT MET'})`);
console.log(`  ${FIELDS.map((f) => `${f} ${pct(h4.fields[f].accuracy)}`).join(' | ')}`);
if (!row4Ok || !amount4Ok) missed = true;

const texts = [...train, ...holdout, ...holdout2].map((m) => m.text);
const ROUNDS = 40;
function rate(fn: (t: string) => unknown): number {
  let sink = 0;
  for (const t of texts) if (fn(t) !== null) sink++; // warm-up
  const t0 = performance.now();
  for (let r = 0; r < ROUNDS; r++) for (const t of texts) if (fn(t) !== null) sink++;
  const seconds = (performance.now() - t0) / 1000;
  if (sink < 0) console.log(sink);
  return (ROUNDS * texts.length) / seconds;
}
const base = rate((t) => extractAmount(t));
const full = rate((t) => understand(t, { today: '2025-11-20' }));
console.log(`throughput: understand ${Math.round(full).toLocaleString('en-US')} msg/s | bare extractAmount ${Math.round(base).toLocaleString('en-US')} msg/s | ratio ${(base / full).toFixed(1)}x slower`);
if (missed) process.exitCode = 1;
