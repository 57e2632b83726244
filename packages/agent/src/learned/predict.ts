// Reads the learned category classifier and scores a text (decision 0020). Loading builds a
// bucket → row index once; a prediction then sums a few hundred int8 rows: microseconds.
import { CATEGORY_KEYS, type CategoryKey, isCategoryKey } from '../categories';
import { decodeKeys, fromBase64 } from './codec';
import { BUCKETS, featureBuckets } from './features';
import { MODEL_FORMAT, type ModelFile } from './model-file';
import { sideClasses } from './train';

export interface LearnedModel {
  readonly classes: readonly CategoryKey[];
  readonly scale: number;
  /** Row of each bucket in rows, or −1 when the bucket has no weight. */
  readonly index: Int32Array;
  /** classes.length int8 weights per row. */
  readonly rows: Int8Array;
}

export function loadModel(file: ModelFile): LearnedModel {
  if (file.format !== MODEL_FORMAT || file.buckets !== BUCKETS) throw new Error(`category model: unexpected format ${file.format} / ${file.buckets} buckets`);
  const classes = file.classes.map((c) => {
    if (!isCategoryKey(c)) throw new Error(`category model: unknown class ${c}`);
    return c;
  });
  if (classes.join() !== CATEGORY_KEYS.join()) throw new Error('category model: classes differ from the taxonomy; retrain it (npm run train:agent)');
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
  return { classes, scale: file.scale, index, rows };
}

export interface Prediction {
  readonly category: CategoryKey;
  /** Softmax of the side's scores at the top class: near 1 when one class clearly wins. */
  readonly confidence: number;
  /** Top score minus the runner-up's. */
  readonly margin: number;
}

/** The model's category for a folded text, among the given side's categories. Null when no feature is known. */
export function predictCategory(model: LearnedModel, folded: string, side: 'income' | 'expense'): Prediction | null {
  const C = model.classes.length;
  const sums = new Float64Array(C);
  let known = 0;
  for (const b of featureBuckets(folded)) {
    const row = model.index[b] ?? -1;
    if (row < 0) continue;
    known++;
    const at = row * C;
    for (let k = 0; k < C; k++) sums[k] = (sums[k] ?? 0) + (model.rows[at + k] ?? 0);
  }
  if (known === 0) return null;
  const candidates = sideClasses(side);
  let top = -1;
  let second = -1;
  for (const k of candidates) {
    if (top < 0 || (sums[k] ?? 0) > (sums[top] ?? 0)) {
      second = top;
      top = k;
    } else if (second < 0 || (sums[k] ?? 0) > (sums[second] ?? 0)) second = k;
  }
  const category = model.classes[top];
  if (category === undefined) return null;
  const best = (sums[top] ?? 0) * model.scale;
  let z = 0;
  for (const k of candidates) z += Math.exp((sums[k] ?? 0) * model.scale - best);
  return { category, confidence: 1 / z, margin: best - (sums[second] ?? 0) * model.scale };
}
