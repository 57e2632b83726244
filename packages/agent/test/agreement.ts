// How far independent annotators agree on the same messages, and how the rules score against
// labels that at least two of three annotators chose. `npx tsx packages/agent/test/agreement.ts`.
// Prints totals only: it never lists a hold-out message, so running it is a look at totals,
// not at failures (see data/README.md, "Agreement between annotators").
import { readFileSync } from 'node:fs';
import { type LabelledMessage, parseJsonl } from '../src/dataset';
import { evaluate, FIELDS, type Evaluation } from '../src/evaluate';
import { type ParseLine, toParseLine } from '../src/parse-line';
import { understand } from '../src/understand';

const DATA = new URL('./data/', import.meta.url);
const load = (f: string): LabelledMessage[] => parseJsonl(readFileSync(new URL(f, DATA), 'utf8'));

/** Each hold-out with the second and third annotators' blind labels of its texts. */
const SETS = [
  { name: 'holdout-2', original: 'holdout-2.jsonl', others: ['audit/holdout-2-annotator-c.jsonl', 'audit/holdout-2-annotator-d.jsonl'] },
  { name: 'holdout-3', original: 'holdout-3.jsonl', others: ['audit/holdout-3-annotator-a.jsonl', 'audit/holdout-3-annotator-b.jsonl'] },
] as const;

const pct = (x: number): string => `${(x * 100).toFixed(1)}%`;
const asLine = (m: LabelledMessage): ParseLine => ({ ...m, description: '', items: m.items?.map((i) => ({ ...i, description: '' })) });

/** Scores `b` as if it were a parser's answer to `a`'s messages (same texts, same order). */
function agree(a: readonly LabelledMessage[], b: readonly LabelledMessage[]): Evaluation {
  const byKey = new Map(b.map((m) => [`${m.today}\u0000${m.text}`, m]));
  return evaluate(a, (text, today) => {
    const other = byKey.get(`${today}\u0000${text}`);
    if (other === undefined) throw new Error(`no second label for a message of ${today}`);
    return asLine(other);
  });
}

const rowsAgree = (a: LabelledMessage, b: LabelledMessage): boolean => agree([a], [b]).fullRow.correct === 1;
const describe = (e: Evaluation): string => `full-row ${pct(e.fullRow.accuracy)} | ${FIELDS.map((f) => `${f} ${pct(e.fields[f].accuracy)}`).join(' ')}`;
const parse = (text: string, today: string): ParseLine => toParseLine(understand(text, { today }));

for (const set of SETS) {
  const labels = [set.original, ...set.others].map(load);
  const [orig, x, y] = labels as [LabelledMessage[], LabelledMessage[], LabelledMessage[]];
  console.log(`${set.name} (${orig.length} messages; labels: original, second, third annotator)`);
  console.log(`  original ~ second: ${describe(agree(orig, x))}`);
  console.log(`  original ~ third:  ${describe(agree(orig, y))}`);
  console.log(`  second ~ third:    ${describe(agree(x, y))}`);
  // The majority label: a row that at least two of the three annotators wrote the same.
  const majority: LabelledMessage[] = [];
  let unanimous = 0;
  orig.forEach((o, i) => {
    const a = x[i] as LabelledMessage;
    const b = y[i] as LabelledMessage;
    const oa = rowsAgree(o, a);
    const ob = rowsAgree(o, b);
    if (oa && ob) unanimous++;
    if (oa || ob) majority.push(o);
    else if (rowsAgree(a, b)) majority.push(a);
  });
  console.log(`  all three agree on ${unanimous} (${pct(unanimous / orig.length)}); two of three on ${majority.length} (${pct(majority.length / orig.length)})`);
  console.log(`  rules ~ original:  ${describe(evaluate(orig, parse))}`);
  console.log(`  rules ~ second:    ${describe(evaluate(x, parse))}`);
  console.log(`  rules ~ third:     ${describe(evaluate(y, parse))}`);
  console.log(`  rules ~ majority (${majority.length} messages with one): ${describe(evaluate(majority, parse))}`);
}
