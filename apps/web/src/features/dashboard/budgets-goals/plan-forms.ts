// The budget, goal and contribution forms' pure part: values, validation, and the request
// each valid form becomes. Amounts are read with core's parser through the record editor's
// readAmountInput ("50 mil", "50.000,00", "US$ 20"), so every money field in the app
// understands the same writing. No React and no I/O.
import { isDayString } from '@kumbu/core/date-range';
import { type Cents, type Currency, DEFAULT_CURRENCY } from '@kumbu/core/money';
import { type EditorError, readAmountInput } from '../editor/editor-form';
import { type GoalBody } from './budgets-goals-api';

/** The server's limit (budget-goal-schemas.ts), checked here first so the message is inline. */
export const GOAL_NAME_MAX = 80;

export type PlanField = 'category' | 'amount' | 'name' | 'deadline';
export type PlanErrorKey = 'categoryRequired' | 'nameRequired' | 'nameTooLong' | 'deadlineInvalid' | 'deadlinePast';

/** A form problem: one of ours (budgetsGoals.form.errors.*) or the amount's (editor.errors.*). */
export type PlanError =
  | { readonly source: 'plan'; readonly key: PlanErrorKey; readonly max?: number }
  | { readonly source: 'amount'; readonly error: EditorError };

export type PlanErrors = Partial<Record<PlanField, PlanError>>;

export interface BudgetValues { readonly category: string; readonly amount: string; readonly currency: Currency }
export interface GoalValues { readonly name: string; readonly target: string; readonly currency: Currency; readonly deadline: string }
export interface ContributionValues { readonly amount: string }

export const emptyGoal: GoalValues = { name: '', target: '', currency: DEFAULT_CURRENCY, deadline: '' };

export function hasErrors(errors: PlanErrors): boolean {
  return Object.keys(errors).length > 0;
}

function amountError(text: string): PlanError | undefined {
  const reading = readAmountInput(text);
  return reading.ok ? undefined : { source: 'amount', error: reading.error };
}

/** The currency sent: a marker typed in the amount ("US$ 20", "50 euros") wins over the picker. */
export function currencyOf(amount: string, picked: Currency): Currency {
  const reading = readAmountInput(amount);
  return reading.ok && reading.currency !== null ? reading.currency : picked;
}

export function validateBudget(v: BudgetValues): PlanErrors {
  const errors: { -readonly [K in PlanField]?: PlanError } = {};
  if (v.category === '') errors.category = { source: 'plan', key: 'categoryRequired' };
  const amount = amountError(v.amount);
  if (amount) errors.amount = amount;
  return errors;
}

export function budgetRequest(v: BudgetValues): { readonly category: string; readonly amountCents: Cents; readonly currency: Currency } | null {
  const reading = readAmountInput(v.amount);
  if (hasErrors(validateBudget(v)) || !reading.ok) return null;
  return { category: v.category, amountCents: reading.cents, currency: reading.currency ?? v.currency };
}

/** `today` is the Luanda day: a deadline may be today, never before. */
export function validateGoal(v: GoalValues, today: string): PlanErrors {
  const errors: { -readonly [K in PlanField]?: PlanError } = {};
  const name = v.name.trim();
  if (name === '') errors.name = { source: 'plan', key: 'nameRequired' };
  else if (name.length > GOAL_NAME_MAX) errors.name = { source: 'plan', key: 'nameTooLong', max: GOAL_NAME_MAX };
  const amount = amountError(v.target);
  if (amount) errors.amount = amount;
  const deadline = v.deadline.trim();
  if (deadline !== '' && !isDayString(deadline)) errors.deadline = { source: 'plan', key: 'deadlineInvalid' };
  else if (deadline !== '' && deadline < today) errors.deadline = { source: 'plan', key: 'deadlinePast' };
  return errors;
}

export function goalRequest(v: GoalValues, today: string): GoalBody | null {
  const reading = readAmountInput(v.target);
  if (hasErrors(validateGoal(v, today)) || !reading.ok) return null;
  const deadline = v.deadline.trim();
  return { name: v.name.trim(), targetCents: reading.cents, currency: reading.currency ?? v.currency, deadline: deadline === '' ? null : deadline };
}

export function validateContribution(v: ContributionValues): PlanErrors {
  const amount = amountError(v.amount);
  return amount ? { amount } : {};
}

/** The form field a server field error is about (the API names amounts *Cents). */
export function planFieldOf(serverField: string): PlanField | undefined {
  const name = serverField.split('.')[0];
  if (name === 'amountCents' || name === 'targetCents') return 'amount';
  return name === 'category' || name === 'name' || name === 'deadline' ? name : undefined;
}
