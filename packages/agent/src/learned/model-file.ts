// The committed models' shape (category-model.json, kind-model.json), written by train.ts and
// read by predict.ts.

/** The category model's format (spec.ts gives each model its own). */
export const MODEL_FORMAT = 'kumbu-category-perceptron-1';

export interface ModelFile {
  /** The spec's format; a plain string here, since the file is read from JSON and checked on load. */
  readonly format: string;
  /** Hash buckets the features were hashed into (features.ts BUCKETS). */
  readonly buckets: number;
  /** Class names, in the order of the weights' class index. */
  readonly classes: readonly string[];
  /** A stored int8 weight times scale is the averaged perceptron weight. */
  readonly scale: number;
  /** Labelled examples it was trained on. */
  readonly examples: number;
  readonly epochs: number;
  readonly seed: number;
  /** Number of non-zero weights. */
  readonly count: number;
  /** base64 of the varint gaps of the sorted keys bucket × classes.length + class. */
  readonly keys: string;
  /** base64 of the int8 weights, in key order. */
  readonly weights: string;
}
