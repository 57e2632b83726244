// Which labelled messages teach the category model: records of income or expense with a
// category. The model reads the message as classify() does: folded (lower case, no accents).
import { type CategoryKey, isCategoryKey } from '../categories';
import { type LabelledMessage } from '../dataset';
import { fold } from '../text';
import { type Example } from './train';

export function categoryExamples(messages: readonly LabelledMessage[]): Example<CategoryKey>[] {
  return messages.flatMap((m) =>
    m.intent === 'record' && (m.kind === 'income' || m.kind === 'expense') && isCategoryKey(m.category) && !mixed(m) ? [{ folded: fold(m.text), label: m.category }] : [],
  );
}

/** A message listing records of several categories: its words would teach each category the others' words. */
const mixed = (m: LabelledMessage): boolean => new Set((m.items ?? []).map((i) => i.category)).size > 1;

/** The training files (never holdout*.jsonl nor messages.jsonl): train.jsonl and every train-more*.jsonl. */
export const isTrainingFile = (name: string): boolean => /^train.*\.jsonl$/u.test(name);
