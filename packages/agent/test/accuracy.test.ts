// Accuracy on the labelled set. Targets are asserted on TRAIN (what the rules were tuned
// on). The hold-out is reported and asserted only at the level it honestly reached the
// first time it was run (see HOLDOUT_FLOOR); it is never used for tuning.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseJsonl } from '../src/dataset';
import { evaluate, type Field } from '../src/evaluate';
import { toParseLine } from '../src/parse-line';
import { understand } from '../src/understand';

const load = (f: string) => parseJsonl(readFileSync(new URL(`./data/${f}`, import.meta.url), 'utf8'));
const parse = (text: string, today: string) => toParseLine(understand(text, { today }));

// First (and only) hold-out run, 116 messages: intent 115/116, kind 115/116, amount 116/116,
// category 115/116, party 116/116, date 116/116. Asserted at exactly what was reached.
const HOLDOUT_FLOOR: Readonly<Partial<Record<Field, number>>> = { intent: 115 / 116, kind: 115 / 116, amount: 1, category: 115 / 116, party: 1, date: 1 };

const TARGETS: Readonly<Partial<Record<Field, number>>> = { intent: 0.99, amount: 0.995, category: 0.98, kind: 0.98, party: 0.98 };

describe('understanding accuracy', () => {
  it('meets the targets on train', () => {
    const ev = evaluate(load('train.jsonl'), parse);
    for (const [field, target] of Object.entries(TARGETS) as [Field, number][]) {
      expect({ field, accuracy: ev.fields[field].accuracy }).toEqual({ field, accuracy: expect.toSatisfy((a: number) => a >= target) as number });
    }
  });
  it('reports the hold-out', () => {
    const ev = evaluate(load('holdout.jsonl'), parse);
    const line = Object.entries(ev.fields).map(([f, s]) => `${f} ${(s.accuracy * 100).toFixed(1)}%`).join(', ');
    console.log(`hold-out (${ev.count}): ${line}`);
    expect(ev.count).toBe(116);
    for (const [field, floor] of Object.entries(HOLDOUT_FLOOR) as [Field, number][]) expect(ev.fields[field].accuracy).toBeGreaterThanOrEqual(floor);
  });
});
