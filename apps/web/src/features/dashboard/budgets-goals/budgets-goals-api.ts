// The budgets and goals API (apps/server/src/features/budgets-goals), checked at the edge:
// cêntimos must be safe integers and currencies known, or the whole answer is refused.
import { type DayRange, isDayString } from '@kumbu/core/date-range';
import { type Bilingual } from '@kumbu/core/lang';
import { type Cents, type Currency, isCents, isCurrency } from '@kumbu/core/money';
import { api, type ApiResult } from '../../../shared/api-client';
import { type JsonObject, isObject, isString } from '../../../shared/guards';

export type BudgetLevel = 0 | 80 | 100;

export interface BudgetStatus {
  /** The agent's expense category key ("groceries"). */
  readonly category: string;
  readonly currency: Currency;
  readonly limitCents: Cents;
  readonly spentCents: Cents;
  /** Whole percent used; may pass 100. */
  readonly percent: number;
  readonly level: BudgetLevel;
}

export interface CategoryOption { readonly key: string; readonly label: Bilingual }

export interface BudgetsView {
  /** This month in Luanda. */
  readonly month: DayRange;
  readonly budgets: readonly BudgetStatus[];
  /** What a budget may be set for, with the co-pilot's labels. */
  readonly categories: readonly CategoryOption[];
}

export interface Goal {
  readonly id: string;
  readonly name: string;
  readonly currency: Currency;
  readonly targetCents: Cents;
  readonly savedCents: Cents;
  readonly leftCents: Cents;
  readonly percent: number;
  readonly deadline: string | null;
  /** Calendar months left, this one included (0: the deadline has passed); null without a deadline. */
  readonly monthsLeft: number | null;
  readonly monthlyNeededCents: Cents | null;
  /** A dollar or euro goal: what is left in kwanza at the latest rate (null without a rate, or for kwanza). */
  readonly leftKzCents: Cents | null;
}

class Invalid extends Error {}

function fail(): never {
  throw new Invalid();
}

const obj = (v: unknown): JsonObject => (isObject(v) ? v : fail());
const text = (v: unknown): string => (isString(v) ? v : fail());
const cents = (v: unknown): Cents => (isCents(v) ? v : fail());
const currency = (v: unknown): Currency => (isCurrency(v) ? v : fail());
const count = (v: unknown): number => (typeof v === 'number' && Number.isSafeInteger(v) && v >= 0 ? v : fail());
const day = (v: unknown): string => (isDayString(v) ? v : fail());
const list = <T>(v: unknown, item: (x: unknown) => T): T[] => (Array.isArray(v) ? (v as unknown[]).map(item) : fail());
const level = (v: unknown): BudgetLevel => (v === 0 || v === 80 || v === 100 ? v : fail());

function guarded<T>(read: () => T): T | undefined {
  try {
    return read();
  } catch (error) {
    if (error instanceof Invalid) return undefined;
    throw error;
  }
}

function budget(v: unknown): BudgetStatus {
  const b = obj(v);
  return { category: text(b.category), currency: currency(b.currency), limitCents: cents(b.limitCents), spentCents: cents(b.spentCents), percent: count(b.percent), level: level(b.level) };
}

function category(v: unknown): CategoryOption {
  const c = obj(v);
  const label = obj(c.label);
  return { key: text(c.key), label: { pt: text(label.pt), en: text(label.en) } };
}

function goal(v: unknown): Goal {
  const g = obj(v);
  return {
    id: text(g.id), name: text(g.name), currency: currency(g.currency),
    targetCents: cents(g.targetCents), savedCents: cents(g.savedCents), leftCents: cents(g.leftCents), percent: count(g.percent),
    deadline: g.deadline === null ? null : day(g.deadline),
    monthsLeft: g.monthsLeft === null ? null : count(g.monthsLeft),
    monthlyNeededCents: g.monthlyNeededCents === null ? null : cents(g.monthlyNeededCents),
    // Absent from an older server: no kwanza line.
    leftKzCents: g.leftKzCents === undefined || g.leftKzCents === null ? null : cents(g.leftKzCents),
  };
}

export function parseBudgetsView(data: unknown): BudgetsView | undefined {
  return guarded(() => {
    const d = obj(data);
    const month = obj(d.month);
    return { month: { start: day(month.start), end: day(month.end) }, budgets: list(d.budgets, budget), categories: list(d.categories, category) };
  });
}

export const parseGoals = (data: unknown): Goal[] | undefined => guarded(() => list(obj(data).goals, goal));
const parseBudgetAnswer = (data: unknown): BudgetStatus | undefined => guarded(() => budget(obj(data).budget));
const parseGoal = (data: unknown): Goal | undefined => guarded(() => goal(data));
const parseDeleted = (data: unknown): true | undefined => (isObject(data) && data.deleted === true ? true : undefined);

const withSignal = (signal: AbortSignal | undefined) => (signal === undefined ? {} : { signal });

export function fetchBudgets(signal?: AbortSignal): Promise<ApiResult<BudgetsView>> {
  return api.request('/api/budgets', parseBudgetsView, withSignal(signal));
}

export function fetchGoals(signal?: AbortSignal): Promise<ApiResult<Goal[]>> {
  return api.request('/api/goals', parseGoals, withSignal(signal));
}

/** Sets or replaces the category's monthly limit (PUT is idempotent by itself). */
export function saveBudget(categoryKey: string, amountCents: Cents, cur: Currency): Promise<ApiResult<BudgetStatus>> {
  return api.request(`/api/budgets/${encodeURIComponent(categoryKey)}`, parseBudgetAnswer, { method: 'PUT', body: { amountCents, currency: cur } });
}

export function deleteBudget(categoryKey: string): Promise<ApiResult<true>> {
  return api.request(`/api/budgets/${encodeURIComponent(categoryKey)}`, parseDeleted, { method: 'DELETE' });
}

export interface GoalBody {
  readonly name: string;
  readonly targetCents: Cents;
  readonly currency: Currency;
  readonly deadline: string | null;
}

/** Creates the goal, or redefines the one with that name (what is saved stays). */
export function saveGoal(body: GoalBody, idempotencyKey: string): Promise<ApiResult<Goal>> {
  return api.request('/api/goals', parseGoal, { method: 'POST', body, headers: { 'Idempotency-Key': idempotencyKey } });
}

/** The key makes a retried tap count once. */
export function contributeToGoal(goalId: string, amountCents: Cents, idempotencyKey: string): Promise<ApiResult<Goal>> {
  return api.request(`/api/goals/${encodeURIComponent(goalId)}/contributions`, parseGoal, {
    method: 'POST', body: { amountCents }, headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function deleteGoal(goalId: string): Promise<ApiResult<true>> {
  return api.request(`/api/goals/${encodeURIComponent(goalId)}`, parseDeleted, { method: 'DELETE' });
}
