// `npx tsx packages/agent/test/cross-validate-category.ts`: k-fold cross-validation of the
// learned category classifier on the TRAINING files only (never a hold-out), through the real
// understand(). For each fold a model is trained on the other folds and plugged into classify();
// the category accuracy of rules alone and of rules + model is printed for a grid of policies.
// Folds: leave-one-file-out (each file was written by other hands) and a seeded 5-fold split.
// The policy in src/learned/policy.ts was chosen from this output.
import { type LabelledMessage, seededShuffle } from '../src/dataset';
import { evaluate } from '../src/evaluate';
import { CATEGORY_SPEC } from '../src/learned/category-spec';
import { useLearnedClassifier } from '../src/learned/classifier';
import { categoryExamples } from '../src/learned/examples';
import { type LearnedPolicy } from '../src/learned/policy';
import { loadModel, type LearnedModel } from '../src/learned/predict';
import { trainModel } from '../src/learned/train';
import { toParseLine } from '../src/parse-line';
import { understand } from '../src/understand';
import { loadLabelled, trainingFiles } from './learned-model-build';

const parse = (text: string, today: string) => toParseLine(understand(text, { today }));
const NEVER = 2; // a confidence no prediction reaches
const GRID: LearnedPolicy[] = [];
for (const whenNoKeyword of [0.5, 0.7, 0.9, 0.99, 0.999, NEVER])
  for (const overrule of [0.99, 0.999, NEVER])
    for (const weakKeywordScore of overrule === NEVER ? [0] : [1, 2]) GRID.push({ whenNoKeyword, overrule, weakKeywordScore });

interface Fold { readonly name: string; readonly train: LabelledMessage[]; readonly test: LabelledMessage[] }

function scheme(folds: Fold[]): { rules: number; grid: number[]; total: number } {
  let rules = 0;
  const perFold: string[] = [];
  const grid = GRID.map(() => 0);
  let total = 0;
  for (const fold of folds) {
    const model: LearnedModel = loadModel(CATEGORY_SPEC, trainModel(CATEGORY_SPEC, categoryExamples(fold.train)));
    const previous = useLearnedClassifier(null);
    const right = (ev: ReturnType<typeof evaluate>): number => Math.round(ev.fields.category.accuracy * ev.count);
    const alone = right(evaluate(fold.test, parse));
    rules += alone;
    const gains: number[] = [];
    GRID.forEach((policy, i) => {
      useLearnedClassifier({ model, policy });
      const r = right(evaluate(fold.test, parse));
      grid[i] = (grid[i] ?? 0) + r;
      gains.push(r - alone);
    });
    perFold.push(`    ${fold.name}: rules ${fold.test.length - alone} wrong of ${fold.test.length}; with the model, best ${Math.max(...gains)} / worst ${Math.min(...gains)}`);
    useLearnedClassifier(previous);
    total += fold.test.length;
  }
  console.log(perFold.join('\n'));
  return { rules, grid, total };
}

const files = trainingFiles();
const byFile = files.map((f) => ({ f, m: loadLabelled(f) }));
const all = byFile.flatMap((x) => x.m);
const leaveOneFileOut: Fold[] = byFile.map(({ f, m }) => ({ name: f, test: m, train: byFile.filter((x) => x.f !== f).flatMap((x) => x.m) }));
const shuffled = seededShuffle(all, 20261127);
const K = 5;
const kFold: Fold[] = Array.from({ length: K }, (_, k) => ({
  name: `fold ${k + 1}/${K}`,
  test: shuffled.filter((_, i) => i % K === k),
  train: shuffled.filter((_, i) => i % K !== k),
}));

const pct = (n: number, d: number): string => `${((n / d) * 100).toFixed(2)}%`;
const started = Date.now();
for (const [label, folds] of [['leave-one-file-out', leaveOneFileOut], [`${K}-fold`, kFold]] as const) {
  const r = scheme(folds);
  console.log(`\n${label} (${folds.length} folds, ${r.total} messages): rules alone ${pct(r.rules, r.total)} (${r.total - r.rules} wrong)`);
  const ranked = GRID.map((p, i) => ({ p, right: r.grid[i] ?? 0 })).sort((a, b) => b.right - a.right);
  for (const { p, right } of ranked) {
    console.log(`  noKeyword≥${p.whenNoKeyword === NEVER ? 'never' : p.whenNoKeyword} overrule≥${p.overrule === NEVER ? 'never' : `${p.overrule} if keyword≤${p.weakKeywordScore}`}: ${pct(right, r.total)} (${r.total - right} wrong, ${right - r.rules >= 0 ? '+' : ''}${right - r.rules})`);
  }
}
console.log(`\n${((Date.now() - started) / 1000).toFixed(0)} s`);
