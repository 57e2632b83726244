// `npx tsx packages/agent/test/cross-validate-kind.ts`: cross-validation of the learned kind
// model (decision 0026) on the TRAINING files only (never a hold-out), through the real
// understand() and the parse line. For each fold a kind model and a category model are trained
// on the other folds and plugged in (so neither has seen the text it is scored on); the kind and
// full-row accuracy of the rules alone and of each policy in a grid are printed.
// Folds: leave-one-file-out (each file was written by other hands; the honest estimate of fresh
// text), the same restricted to the newest files (train-more-20…29, on which the rules were tuned
// least long) and a seeded 5-fold split. The policy in src/learned/kind-policy.ts was chosen from this output.
// `--default 0.99,0.999 --named never --overrule never` narrows the grid; `--show <whenDefault>
// [--show-named <n>] [--show-overrule <o>]`
// lists the messages that policy changes, right and wrong.
import { type LabelledMessage, seededShuffle } from '../src/dataset';
import { evaluate } from '../src/evaluate';
import { CATEGORY_SPEC } from '../src/learned/category-spec';
import { useLearnedClassifier } from '../src/learned/classifier';
import { categoryExamples } from '../src/learned/examples';
import { useKindClassifier } from '../src/learned/kind-classifier';
import { kindExamples } from '../src/learned/kind-examples';
import { type KindPolicy, NEVER } from '../src/learned/kind-policy';
import { KIND_SPEC } from '../src/learned/kind-spec';
import { LEARNED_POLICY } from '../src/learned/policy';
import { loadModel } from '../src/learned/predict';
import { trainModel } from '../src/learned/train';
import { toParseLine } from '../src/parse-line';
import { understand } from '../src/understand';
import { loadLabelled, trainingFiles } from './learned-model-build';

const parse = (text: string, today: string) => toParseLine(understand(text, { today }));
const arg = (name: string): string | undefined => {
  const at = process.argv.indexOf(name);
  return at < 0 ? undefined : process.argv[at + 1];
};
const levels = (text: string | undefined, fallback: readonly number[]): number[] => (text === undefined ? [...fallback] : text.split(',').map((t) => (t === 'never' ? NEVER : Number(t))));
const shown = arg('--show');
const show: KindPolicy | null = shown === undefined ? null : { whenDefault: levels(shown, [])[0] ?? NEVER, whenDefaultNamed: levels(arg('--show-named'), [NEVER])[0] ?? NEVER, overrule: levels(arg('--show-overrule'), [NEVER])[0] ?? NEVER };
// Levels are margins over the runner-up kind (kind-policy.ts).
const GRID: KindPolicy[] = [];
for (const whenDefault of levels(arg('--default'), [0, 5, 10, 20, 30, 40, 50, 60, 80, NEVER]))
  for (const whenDefaultNamed of levels(arg('--named'), [20, 40, 60, NEVER]))
    for (const overrule of levels(arg('--overrule'), [40, 80, NEVER])) GRID.push({ whenDefault, whenDefaultNamed, overrule });
if (show !== null) GRID.splice(0, GRID.length, show);

interface Fold { readonly name: string; readonly train: LabelledMessage[]; readonly test: LabelledMessage[] }
interface Score { kind: number; row: number }
interface FoldResult { readonly name: string; readonly total: number; readonly rules: Score; readonly grid: Score[] }

const score = (ev: ReturnType<typeof evaluate>): Score => ({ kind: ev.fields.kind.correct, row: ev.fullRow.correct });

function runFold(fold: Fold): FoldResult {
  const category = loadModel(CATEGORY_SPEC, trainModel(CATEGORY_SPEC, categoryExamples(fold.train)));
  const model = loadModel(KIND_SPEC, trainModel(KIND_SPEC, kindExamples(fold.train)));
  const previousCategory = useLearnedClassifier({ model: category, policy: LEARNED_POLICY });
  const previousKind = useKindClassifier(null);
  try {
    const alone = evaluate(fold.test, parse);
    const grid = GRID.map((policy) => {
      useKindClassifier({ model, policy });
      return score(evaluate(fold.test, parse));
    });
    if (show !== null) {
      useKindClassifier({ model, policy: show });
      const before = new Map(alone.failures.filter((f) => f.field === 'kind').map((f) => [f.text, f]));
      const after = new Map(evaluate(fold.test, parse).failures.filter((f) => f.field === 'kind').map((f) => [f.text, f]));
      for (const [text, f] of before) if (!after.has(text)) console.log(`  + ${fold.name}: ${String(f.actual)} → ${String(f.expected)}  ${text}`);
      for (const [text, f] of after) if (!before.has(text)) console.log(`  − ${fold.name}: ${String(f.expected)} → ${String(f.actual)}  ${text}`);
    }
    return { name: fold.name, total: fold.test.length, rules: score(alone), grid };
  } finally {
    useKindClassifier(previousKind);
    useLearnedClassifier(previousCategory);
  }
}

const pct = (n: number, d: number): string => `${((n / d) * 100).toFixed(2)}%`;
const signed = (n: number): string => `${n >= 0 ? '+' : ''}${n}`;
const level = (n: number): string => (n === NEVER ? 'never' : String(n));
const label = (p: KindPolicy): string => `default→model if margin≥${level(p.whenDefault)} (named≥${level(p.whenDefaultNamed)}) overrule≥${level(p.overrule)}`;

function report(title: string, results: readonly FoldResult[]): void {
  const total = results.reduce((s, r) => s + r.total, 0);
  const rules = results.reduce((s, r) => ({ kind: s.kind + r.rules.kind, row: s.row + r.rules.row }), { kind: 0, row: 0 });
  const grid = GRID.map((p, i) => ({ p, ...results.reduce((s, r) => ({ kind: s.kind + (r.grid[i]?.kind ?? 0), row: s.row + (r.grid[i]?.row ?? 0) }), { kind: 0, row: 0 }) }));
  console.log(`\n${title} (${results.length} folds, ${total} messages): rules alone kind ${pct(rules.kind, total)} (${total - rules.kind} wrong), full-row ${pct(rules.row, total)} (${total - rules.row} wrong)`);
  for (const g of grid.sort((a, b) => b.row - a.row || b.kind - a.kind || b.p.whenDefault - a.p.whenDefault || b.p.whenDefaultNamed - a.p.whenDefaultNamed || b.p.overrule - a.p.overrule)) {
    console.log(`  ${label(g.p).padEnd(60)} kind ${pct(g.kind, total)} (${signed(g.kind - rules.kind)})  full-row ${pct(g.row, total)} (${signed(g.row - rules.row)})`);
  }
}

const started = Date.now();
const byFile = trainingFiles().map((f) => ({ f, m: loadLabelled(f) }));
const leaveOneFileOut = byFile.map(({ f, m }) => runFold({ name: f, test: m, train: byFile.filter((x) => x.f !== f).flatMap((x) => x.m) }));
for (const r of leaveOneFileOut) {
  const best = Math.max(...r.grid.map((g) => g.row)) - r.rules.row;
  const worst = Math.min(...r.grid.map((g) => g.row)) - r.rules.row;
  console.log(`    ${r.name}: rules ${r.total - r.rules.kind} kinds / ${r.total - r.rules.row} rows wrong of ${r.total}; full-row with the model best ${signed(best)} / worst ${signed(worst)}`);
}
report('leave-one-file-out', leaveOneFileOut);
const NEWEST = /^train-more-(2\d)\.jsonl$/u;
report('leave-one-file-out, newest files only (train-more-20…29)', leaveOneFileOut.filter((r) => NEWEST.test(r.name)));
if (show === null) {
  const K = 5;
  const shuffled = seededShuffle(byFile.flatMap((x) => x.m), 20261127);
  const kFold = Array.from({ length: K }, (_, k) => runFold({
    name: `fold ${k + 1}/${K}`,
    test: shuffled.filter((_, i) => i % K === k),
    train: shuffled.filter((_, i) => i % K !== k),
  }));
  report(`${K}-fold`, kFold);
}
console.log(`\n${((Date.now() - started) / 1000).toFixed(0)} s`);
