// What the panel asks the (lazily loaded) dialog to show. Kept apart from the dialog's code
// so the panel can name these types without pulling the forms into the dashboard chunk.
import { type BudgetStatus, type CategoryOption, type Goal } from './budgets-goals-api';

export type PlanDialogRequest =
  /** A new budget (budget null) or a new limit for an existing one. */
  | { readonly kind: 'budget'; readonly categories: readonly CategoryOption[]; readonly budget: BudgetStatus | null; readonly taken: readonly string[] }
  | { readonly kind: 'goal' }
  | { readonly kind: 'contribute'; readonly goal: Goal };

export interface PlanDialogCallbacks {
  readonly onClose: () => void;
  readonly onBudgetSaved: (budget: BudgetStatus) => void;
  readonly onGoalSaved: (goal: Goal) => void;
}

export type PlanDialogProps = PlanDialogRequest & PlanDialogCallbacks;
