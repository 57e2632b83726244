// Reads a learned classifier (decisions 0020, 0026) and scores a text. Loading builds a
// bucket → row index once; a prediction then sums a few hundred int8 rows: microseconds.
import { type CategoryKey } from '../categories';
import { sideClasses } from './category-spec';
import { decodeKeys, fromBase64 } from './codec';
import { BUCKETS, featureBuckets } from './features';
import { type ModelFile } from './model-file';
import { type ModelSpec } from './spec';

export interface LearnedModel<C extends string = CategoryKey> {
  readonly classes: readonly C[];
  readonly words: (folded: string) => string[];
  readonly scale: number;
  /** Row of each bucket in rows, or −1 when the bucket has no weight. */
  readonly index: Int32Array;
  /** classes.length int8 weights per row. */
  readonly rows: Int8Array;
}

export function loadModel<C extends string>(spec: ModelSpec<C>, file: ModelFile): LearnedModel<C> {
  if (file.format !== spec.format || file.buckets !== BUCKETS) throw new Error(`${spec.name}: unexpected format ${file.format} / ${file.buckets} buckets`);
  if (file.classes.join() !== spec.classes.join()) throw new Error(`${spec.name}: classes differ from the spec's; retrain it (npm run train:agent)`);
  const classes = spec.classes;
  const C = classes.length;
  const keys = decodeKeys(fromBase64(file.keys), file.count);
  const weights = new Int8Array(fromBase64(file.weights).buffer);
  const index = new Int32Array(BUCKETS).fill(-1);
  let rowCount = 0;
  for (const k of keys) {
    const b = Math.floor(k / C);
    if (index[b] === -1) index[b] = rowCount++;
  }
  const rows = new Int8Array(rowCount * C);
  keys.forEach((k, i) => {
    const b = Math.floor(k / C);
    rows[(index[b] ?? 0) * C + (k % C)] = weights[i] ?? 0;
  });
  return { classes, words: spec.words, scale: file.scale, index, rows };
}

export interface Scored<C extends string> {
  readonly label: C;
  /** Softmax of the candidates' scores at the top class: near 1 when one class clearly wins. */
  readonly confidence: number;
  /** Top score minus the runner-up's. */
  readonly margin: number;
}

/** The model's class for a folded text, among the candidate class indexes. Null when no feature is known. */
export function predictAmong<C extends string>(model: LearnedModel<C>, folded: string, candidates: readonly number[]): Scored<C> | null {
  const C = model.classes.length;
  const sums = new Float64Array(C);
  let known = 0;
  for (const b of featureBuckets(folded, model.words)) {
    const row = model.index[b] ?? -1;
    if (row < 0) continue;
    known++;
    const at = row * C;
    for (let k = 0; k < C; k++) sums[k] = (sums[k] ?? 0) + (model.rows[at + k] ?? 0);
  }
  if (known === 0) return null;
  let top = -1;
  let second = -1;
  for (const k of candidates) {
    if (top < 0 || (sums[k] ?? 0) > (sums[top] ?? 0)) {
      second = top;
      top = k;
    } else if (second < 0 || (sums[k] ?? 0) > (sums[second] ?? 0)) second = k;
  }
  const label = model.classes[top];
  if (label === undefined) return null;
  const best = (sums[top] ?? 0) * model.scale;
  let z = 0;
  for (const k of candidates) z += Math.exp((sums[k] ?? 0) * model.scale - best);
  return { label, confidence: 1 / z, margin: best - (sums[second] ?? 0) * model.scale };
}

export interface Prediction {
  readonly category: CategoryKey;
  readonly confidence: number;
  readonly margin: number;
}

/** The category model's category for a folded text, among the given side's categories. Null when no feature is known. */
export function predictCategory(model: LearnedModel, folded: string, side: 'income' | 'expense'): Prediction | null {
  const p = predictAmong(model, folded, sideClasses(side));
  return p === null ? null : { category: p.label, confidence: p.confidence, margin: p.margin };
}
