// Trains a learned classifier (the category model, decision 0020; the kind model, decision
// 0026): a multiclass averaged perceptron over hashed features, shaped by a spec (spec.ts). Chosen over logistic regression because its updates are whole numbers, so
// training is bit-for-bit the same on every machine and Node version (no Math.exp), and its
// weights are sparse (only features of mistaken examples move), which keeps the file small.
// Pure: the caller reads the labelled files and writes the result.
import { seededShuffle } from '../dataset';
import { encodeKeys, toBase64 } from './codec';
import { BUCKETS, featureBuckets } from './features';
import { type ModelFile } from './model-file';
import { type ModelSpec } from './spec';

/** One labelled text: its folded words and the class it was filed under. */
export interface Example<C extends string> {
  readonly folded: string;
  readonly label: C;
}

export interface TrainOptions {
  readonly epochs: number;
  readonly seed: number;
}

export const DEFAULT_TRAIN_OPTIONS: TrainOptions = { epochs: 12, seed: 20261127 };

export function trainModel<C extends string>(spec: ModelSpec<C>, examples: readonly Example<C>[], options: TrainOptions = DEFAULT_TRAIN_OPTIONS): ModelFile {
  const CLASSES = spec.classes;
  const C = CLASSES.length;
  const data = examples.map((e) => ({
    features: featureBuckets(e.folded, spec.words),
    y: CLASSES.indexOf(e.label),
    rivals: spec.rivals(e.label),
  }));
  const w = new Float64Array(BUCKETS * C);
  // Sum over updates of (step × change): the average of w over all steps is w − u / steps.
  const u = new Float64Array(BUCKETS * C);
  let step = 1;
  const order = data.map((_, i) => i);
  for (let epoch = 0; epoch < options.epochs; epoch++) {
    for (const i of seededShuffle(order, options.seed + epoch)) {
      const ex = data[i];
      if (ex === undefined) continue;
      const score = (k: number): number => ex.features.reduce((s, f) => s + (w[f * C + k] ?? 0), 0);
      const own = score(ex.y);
      // The strongest rival; a tie counts as a mistake, so an unseen example always teaches.
      let rival = -1;
      let rivalScore = -Infinity;
      for (const k of ex.rivals) {
        if (k === ex.y) continue;
        const s = score(k);
        if (s > rivalScore) {
          rival = k;
          rivalScore = s;
        }
      }
      if (rival >= 0 && rivalScore >= own) {
        for (const f of ex.features) {
          w[f * C + ex.y] = (w[f * C + ex.y] ?? 0) + 1;
          u[f * C + ex.y] = (u[f * C + ex.y] ?? 0) + step;
          w[f * C + rival] = (w[f * C + rival] ?? 0) - 1;
          u[f * C + rival] = (u[f * C + rival] ?? 0) - step;
        }
      }
      step++;
    }
  }
  let maxAbs = 0;
  const avg = new Float64Array(BUCKETS * C);
  for (let i = 0; i < avg.length; i++) {
    const a = (w[i] ?? 0) - (u[i] ?? 0) / step;
    avg[i] = a;
    if (Math.abs(a) > maxAbs) maxAbs = Math.abs(a);
  }
  const scale = maxAbs === 0 ? 1 : maxAbs / 127;
  const keys: number[] = [];
  const weights: number[] = [];
  for (let i = 0; i < avg.length; i++) {
    const q = Math.round((avg[i] ?? 0) / scale);
    if (q !== 0) {
      keys.push(i);
      weights.push(q & 0xff);
    }
  }
  return {
    format: spec.format,
    buckets: BUCKETS,
    classes: CLASSES,
    scale,
    examples: examples.length,
    epochs: options.epochs,
    seed: options.seed,
    count: keys.length,
    keys: toBase64(encodeKeys(keys)),
    weights: toBase64(Uint8Array.from(weights)),
  };
}
