// The labelled-message format shared by the accuracy test, the bench and the split script,
// and the deterministic train / hold-out split. Pure: callers read and write the files.
import { seededRandom } from '@kumbu/core/seeded-random';
import { type RecordKind } from '@kumbu/core/records';
import { type Currency } from '@kumbu/core/money';
import { type ForeignCurrency } from './foreign-currency';
import { type Intent } from './intents';

/** One record of a message that holds several. */
export interface LabelledItem {
  readonly intent: Intent;
  readonly kind: RecordKind | null;
  /** In currency units (5000, 2500.5), or null. */
  readonly amount: number | null;
  readonly currency: Currency | ForeignCurrency;
  readonly category: string | null;
  readonly party: string | null;
  readonly date: string;
}

/** One labelled message: what `kumbu parse` must print for `text` on `today` (its own fields are its first record's). */
export interface LabelledMessage extends LabelledItem {
  readonly text: string;
  readonly today: string;
  /** A message with several records: each one's fields, the first one's being the line's own. */
  readonly items?: readonly LabelledItem[];
  /** Only for `settings`: the language asked for. */
  readonly language?: 'pt' | 'en';
}

/** Seed of the split; changing it re-deals the hold-out, which is only allowed before tuning. */
export const SPLIT_SEED = 20251120;

/** Fisher–Yates with a seeded PRNG: the same list gives the same order on every machine. */
export function seededShuffle<T>(items: readonly T[], seed: number): T[] {
  const out = [...items];
  const rnd = seededRandom(seed);
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    const a = out[i] as T;
    out[i] = out[j] as T;
    out[j] = a;
  }
  return out;
}

/** ¾ train, ¼ hold-out, after a seeded shuffle. */
export function splitDataset<T>(items: readonly T[], seed: number = SPLIT_SEED): { train: T[]; holdout: T[] } {
  const shuffled = seededShuffle(items, seed);
  const holdoutSize = Math.floor(items.length / 4);
  return { holdout: shuffled.slice(0, holdoutSize), train: shuffled.slice(holdoutSize) };
}

/** Parses JSON Lines text into labelled messages (blank lines skipped). */
export function parseJsonl(text: string): LabelledMessage[] {
  return text.split('\n').filter((l) => l.trim() !== '').map((l) => JSON.parse(l) as LabelledMessage);
}

export function toJsonl(items: readonly LabelledMessage[]): string {
  return items.map((i) => JSON.stringify(i)).join('\n') + '\n';
}
