// The category model's spec (decision 0020): the taxonomy's categories, read from the words that
// can say what money was for, and asked only within the side (income or expense) the kind chose.
import { CATEGORY_KEYS, type CategoryKey, isIncomeCategory } from '../categories';
import { tokens } from './features';
import { MODEL_FORMAT } from './model-file';
import { type ModelSpec } from './spec';

const INCOME_CLASSES = CATEGORY_KEYS.flatMap((k, i) => (isIncomeCategory(k) ? [i] : []));
const EXPENSE_CLASSES = CATEGORY_KEYS.flatMap((k, i) => (isIncomeCategory(k) ? [] : [i]));

/** The classes a category competes among: the model is only ever asked within one side. */
export const sideClasses = (side: 'income' | 'expense'): readonly number[] => (side === 'income' ? INCOME_CLASSES : EXPENSE_CLASSES);

export const CATEGORY_SPEC: ModelSpec<CategoryKey> = {
  name: 'category model',
  format: MODEL_FORMAT,
  classes: CATEGORY_KEYS,
  words: tokens,
  rivals: (category) => sideClasses(isIncomeCategory(category) ? 'income' : 'expense'),
};
