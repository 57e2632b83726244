// What `npm run train:agent` writes to src/learned/category-model.json: the category model
// trained on every training file (train.jsonl, train-more*.jsonl; never holdout*.jsonl nor
// messages.jsonl). Shared by the script and by learned-model.test.ts, which checks that the
// committed file is exactly this, so the model can never go stale beside its data.
import { readFileSync, readdirSync } from 'node:fs';
import { parseJsonl, type LabelledMessage } from '../src/dataset';
import { categoryExamples, isTrainingFile } from '../src/learned/examples';
import { trainModel } from '../src/learned/train';

export const DATA_DIR = new URL('./data/', import.meta.url);
export const MODEL_FILE = new URL('../src/learned/category-model.json', import.meta.url);

export const trainingFiles = (): string[] => readdirSync(DATA_DIR).filter(isTrainingFile).sort();
export const loadLabelled = (name: string): LabelledMessage[] => parseJsonl(readFileSync(new URL(name, DATA_DIR), 'utf8'));

/** The model file's text, from the training files as they are now. */
export function categoryModelJson(): string {
  const file = trainModel(categoryExamples(trainingFiles().flatMap(loadLabelled)));
  return `${JSON.stringify(file, null, 1)}\n`;
}
