// What `npm run train:agent` writes to src/learned/: each learned model trained on every
// training file (train.jsonl, train-more*.jsonl; never holdout*.jsonl nor messages.jsonl).
// Shared by the script and by learned-model.test.ts, which checks that the committed files are
// exactly these, so a model can never go stale beside its data.
import { readFileSync, readdirSync } from 'node:fs';
import { type CategoryKey } from '../src/categories';
import { parseJsonl, type LabelledMessage } from '../src/dataset';
import { CATEGORY_SPEC } from '../src/learned/category-spec';
import { categoryExamples, isTrainingFile } from '../src/learned/examples';
import { kindExamples } from '../src/learned/kind-examples';
import { KIND_SPEC, type LearnedKind } from '../src/learned/kind-spec';
import { type ModelSpec } from '../src/learned/spec';
import { type Example, trainModel } from '../src/learned/train';

export const DATA_DIR = new URL('./data/', import.meta.url);

export const trainingFiles = (): string[] => readdirSync(DATA_DIR).filter(isTrainingFile).sort();
export const loadLabelled = (name: string): LabelledMessage[] => parseJsonl(readFileSync(new URL(name, DATA_DIR), 'utf8'));

/** One committed model: where it lives, its spec and which labelled messages teach it what. */
export interface BuiltModel<C extends string> {
  readonly file: URL;
  readonly spec: ModelSpec<C>;
  examples(messages: readonly LabelledMessage[]): Example<C>[];
}

export const CATEGORY_MODEL: BuiltModel<CategoryKey> = { file: new URL('../src/learned/category-model.json', import.meta.url), spec: CATEGORY_SPEC, examples: categoryExamples };

export const KIND_MODEL: BuiltModel<LearnedKind> = { file: new URL('../src/learned/kind-model.json', import.meta.url), spec: KIND_SPEC, examples: kindExamples };

/** Every model `npm run train:agent` writes. */
export const MODELS: readonly BuiltModel<string>[] = [CATEGORY_MODEL, KIND_MODEL];

/** A model file's text, from the training files as they are now. */
export function modelJson<C extends string>(model: BuiltModel<C>): string {
  const file = trainModel(model.spec, model.examples(trainingFiles().flatMap(loadLabelled)));
  return `${JSON.stringify(file, null, 1)}\n`;
}
