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

const texts = [...train, ...holdout].map((m) => m.text);
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
