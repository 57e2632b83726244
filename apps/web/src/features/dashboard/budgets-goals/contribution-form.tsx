// Money put aside for a goal. The Idempotency-Key makes a retried tap (a slow network, a
// double click) count once; the same key is reused only for the very same amount.
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@kumbu/core/money';
import { newIdempotencyKey } from '../../../shared/idempotency';
import { useLang } from '../../../shared/use-lang';
import { type Submission, nextSubmission, pendingAfter, readAmountInput } from '../editor/editor-form';
import { type Goal, contributeToGoal } from './budgets-goals-api';
import { AmountField } from './amount-field';
import { PlanDialogFrame } from './plan-dialog-frame';
import { type ContributionValues, validateContribution } from './plan-forms';
import { usePlanForm } from './use-plan-form';

interface Props {
  readonly goal: Goal;
  readonly onClose: () => void;
  readonly onSaved: (goal: Goal) => void;
}

const noop = (): void => undefined;

export function ContributionForm({ goal, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const lang = useLang();
  const id = useId();
  const form = usePlanForm<ContributionValues>({ amount: '' }, validateContribution);
  const pending = useRef<Submission | null>(null);

  const submit = (): void => {
    form.submit(() => {
      const reading = readAmountInput(form.values.amount);
      if (!reading.ok) return null;
      const submission = nextSubmission(pending.current, String(reading.cents), newIdempotencyKey);
      pending.current = submission;
      return contributeToGoal(goal.id, reading.cents, submission.key).then((answer) => {
        pending.current = pendingAfter(submission, answer);
        return answer;
      });
    }, (saved) => { onSaved(saved); onClose(); });
  };

  return (
    <PlanDialogFrame
      title={t('budgetsGoals.form.contributeTitle', { name: goal.name })}
      sub={t('budgetsGoals.form.contributeSub', { left: formatMoney(goal.leftCents, goal.currency, lang), target: formatMoney(goal.targetCents, goal.currency, lang) })}
      notice={form.notice}
      busy={form.busy}
      onSubmit={submit}
      onClose={onClose}
    >
      {/* The goal's currency is fixed: what is saved is never converted. */}
      <AmountField
        id={`${id}-amount`}
        label={t('budgetsGoals.form.contributeAmount')}
        placeholder={t('budgetsGoals.form.contributePlaceholder')}
        amount={form.values.amount}
        currency={goal.currency}
        fixedCurrency
        message={form.message('amount')}
        onAmount={(v) => form.set('amount', v)}
        onCurrency={noop}
      />
    </PlanDialogFrame>
  );
}
