// Accuracy on the labelled sets (packages/agent/test/data, see its README.md). Targets are
// asserted on the training files (what the rules were tuned on). The hold-out is reported and
// asserted only at the level it honestly reached (HOLDOUT_FLOOR); it is never tuned on.
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseJsonl } from '../src/dataset';
import { evaluate, type Field } from '../src/evaluate';
import { toParseLine } from '../src/parse-line';
import { understand } from '../src/understand';

const DATA = new URL('./data/', import.meta.url);
const load = (f: string) => parseJsonl(readFileSync(new URL(f, DATA), 'utf8'));
/** train.jsonl (¾ of messages.jsonl) and every train-more*.jsonl written later for tuning only. */
const TRAINING_FILES = readdirSync(DATA).filter((f) => /^train.*\.jsonl$/u.test(f)).sort();
const parse = (text: string, today: string) => toParseLine(understand(text, { today }));

// The hold-out (122 messages) after tuning on the training files, asserted at exactly what was
// reached: intent 122/122, kind 121/122, amount 122/122, category 119/122, party 122/122, date 122/122.
// (Category was 120/122 before issue 16's label alignment — vehicle and health insurance out of
// "other" — and the learned model retrained on it; which message moved was never looked at.)
const HOLDOUT_FLOOR: Readonly<Partial<Record<Field, number>>> = { intent: 1, kind: 121 / 122, amount: 1, category: 119 / 122, party: 1, date: 1 };

/** holdout-2.jsonl's full-row accuracy when it was last measured (see the data README); never tuned on. */
const HOLDOUT2_FULL_ROW_FLOOR = 306 / 320;
/** holdout-3.jsonl's full-row accuracy at its last look (2 Dec 2026, see the data README); never tuned on. */
const HOLDOUT3_FULL_ROW_FLOOR = 272 / 286;
/** holdout-4.jsonl (written after the 2 Dec tuning by another writer): full-row and amount when it was scored, its one look. */
const HOLDOUT4_FULL_ROW_FLOOR = 280 / 308;
const HOLDOUT4_AMOUNT_FLOOR = 307;

const TARGETS: Readonly<Partial<Record<Field, number>>> = { intent: 0.99, amount: 0.995, category: 0.98, kind: 0.98, party: 0.98 };

describe('understanding accuracy', () => {
  it('meets the targets on the training files', () => {
    expect(TRAINING_FILES).toContain('train.jsonl');
    const ev = evaluate(TRAINING_FILES.flatMap(load), parse);
    for (const [field, target] of Object.entries(TARGETS) as [Field, number][]) {
      expect({ field, accuracy: ev.fields[field].accuracy }).toEqual({ field, accuracy: expect.toSatisfy((a: number) => a >= target) as number });
    }
  });
  it('reports the second hold-out (issue 16: other hands, several records per message) at the level reached', () => {
    const ev = evaluate(load('holdout-2.jsonl'), parse);
    console.log(`hold-out 2 (${ev.count}): full-row ${(ev.fullRow.accuracy * 100).toFixed(1)}%, ${Object.entries(ev.fields).map(([f, s]) => `${f} ${(s.accuracy * 100).toFixed(1)}%`).join(', ')}`);
    expect(ev.count).toBe(320);
    expect(ev.fullRow.accuracy).toBeGreaterThanOrEqual(HOLDOUT2_FULL_ROW_FLOOR);
  });
  it('reports the third hold-out (written after all of issue 16\'s tuning) at the level it was first scored', () => {
    const ev = evaluate(load('holdout-3.jsonl'), parse);
    console.log(`hold-out 3 (${ev.count}): full-row ${(ev.fullRow.accuracy * 100).toFixed(1)}%, ${Object.entries(ev.fields).map(([f, s]) => `${f} ${(s.accuracy * 100).toFixed(1)}%`).join(', ')}`);
    expect(ev.count).toBe(286);
    expect(ev.fullRow.accuracy).toBeGreaterThanOrEqual(HOLDOUT3_FULL_ROW_FLOOR);
    expect(ev.fields.amount.correct).toBeGreaterThanOrEqual(285);
  });
  it('reports the fourth hold-out (written after the 2 Dec tuning, from the labelling guide) at the level it was scored', () => {
    const ev = evaluate(load('holdout-4.jsonl'), parse);
    console.log(`hold-out 4 (${ev.count}): full-row ${(ev.fullRow.accuracy * 100).toFixed(1)}%, ${Object.entries(ev.fields).map(([f, s]) => `${f} ${(s.accuracy * 100).toFixed(1)}%`).join(', ')}`);
    expect(ev.count).toBe(308);
    expect(ev.fullRow.accuracy).toBeGreaterThanOrEqual(HOLDOUT4_FULL_ROW_FLOOR);
    expect(ev.fields.amount.correct).toBeGreaterThanOrEqual(HOLDOUT4_AMOUNT_FLOOR);
  });
  it('reports the hold-out', () => {
    const ev = evaluate(load('holdout.jsonl'), parse);
    const line = Object.entries(ev.fields).map(([f, s]) => `${f} ${(s.accuracy * 100).toFixed(1)}%`).join(', ');
    console.log(`hold-out (${ev.count}): ${line}`);
    expect(ev.count).toBe(122);
    for (const [field, floor] of Object.entries(HOLDOUT_FLOOR) as [Field, number][]) expect(ev.fields[field].accuracy).toBeGreaterThanOrEqual(floor);
  });
});
