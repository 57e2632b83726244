// A new budget, or a new limit for an existing one: category (the co-pilot's expense
// categories, labelled in the interface language), limit per month, currency. PUT replaces
// by category, so saving twice is harmless and needs no Idempotency-Key.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_CURRENCY } from '@kumbu/core/money';
import { useLang } from '../../../shared/use-lang';
import { amountForInput } from '../editor/editor-form';
import { type BudgetStatus, type CategoryOption, saveBudget } from './budgets-goals-api';
import { AmountField } from './amount-field';
import { PlanDialogFrame } from './plan-dialog-frame';
import { PlanFieldBox } from './plan-field';
import { type BudgetValues, budgetRequest, validateBudget } from './plan-forms';
import { usePlanForm } from './use-plan-form';

interface Props {
  readonly categories: readonly CategoryOption[];
  readonly budget: BudgetStatus | null;
  /** Categories that already have a budget: a new one is offered only for the others. */
  readonly taken: readonly string[];
  readonly onClose: () => void;
  readonly onSaved: (budget: BudgetStatus) => void;
}

export function BudgetForm({ categories, budget, taken, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const lang = useLang();
  const id = useId();
  const form = usePlanForm<BudgetValues>(
    budget
      ? { category: budget.category, amount: amountForInput({ amountCents: budget.limitCents }, lang), currency: budget.currency }
      : { category: '', amount: '', currency: DEFAULT_CURRENCY },
    validateBudget,
  );
  const options = budget ? categories.filter((c) => c.key === budget.category) : categories.filter((c) => !taken.includes(c.key));

  const submit = (): void => {
    form.submit(() => {
      const request = budgetRequest(form.values);
      return request && saveBudget(request.category, request.amountCents, request.currency);
    }, (saved) => { onSaved(saved); onClose(); });
  };

  return (
    <PlanDialogFrame
      title={budget ? t('budgetsGoals.form.budgetEditTitle') : t('budgetsGoals.form.budgetTitle')}
      sub={t('budgetsGoals.form.budgetSub')}
      notice={form.notice}
      busy={form.busy}
      onSubmit={submit}
      onClose={onClose}
    >
      <PlanFieldBox id={`${id}-category`} label={t('budgetsGoals.form.category')} message={form.message('category')}>
        {(a11y) => (
          <select {...a11y} name="category" value={form.values.category} disabled={budget !== null} onChange={(e) => form.set('category', e.target.value)}>
            {budget === null && <option value="">{t('budgetsGoals.form.chooseCategory')}</option>}
            {options.map((c) => <option key={c.key} value={c.key}>{c.label[lang]}</option>)}
          </select>
        )}
      </PlanFieldBox>
      <AmountField
        id={`${id}-amount`}
        label={t('budgetsGoals.form.limit')}
        placeholder={t('budgetsGoals.form.amountPlaceholder')}
        amount={form.values.amount}
        currency={form.values.currency}
        message={form.message('amount')}
        onAmount={(v) => form.set('amount', v)}
        onCurrency={(v) => form.set('currency', v)}
      />
    </PlanDialogFrame>
  );
}
