// A new savings goal: name, target, currency and an optional deadline (not before today in
// Luanda). A name the user already has redefines that goal (the server says so: 200, not
// 201), keeping what was saved. One Idempotency-Key per body, reused only for a retry of
// the very same body that got no answer.
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { newIdempotencyKey } from '../../../shared/idempotency';
import { DateField } from '../../../shared/ui/date-field';
import { type Submission, nextSubmission, pendingAfter, todayInLuanda } from '../editor/editor-form';
import { type Goal, saveGoal } from './budgets-goals-api';
import { AmountField } from './amount-field';
import { PlanDialogFrame } from './plan-dialog-frame';
import { PlanFieldBox } from './plan-field';
import { GOAL_NAME_MAX, type GoalValues, emptyGoal, goalRequest, validateGoal } from './plan-forms';
import { usePlanForm } from './use-plan-form';

interface Props {
  readonly onClose: () => void;
  readonly onSaved: (goal: Goal) => void;
}

export function GoalForm({ onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [today] = useState(() => todayInLuanda());
  const form = usePlanForm<GoalValues>(emptyGoal, (v) => validateGoal(v, today));
  const pending = useRef<Submission | null>(null);
  const optional = <span className="plan-dialog__optional"> {t('budgetsGoals.form.optional')}</span>;

  const submit = (): void => {
    form.submit(() => {
      const body = goalRequest(form.values, today);
      if (body === null) return null;
      const submission = nextSubmission(pending.current, JSON.stringify(body), newIdempotencyKey);
      pending.current = submission;
      return saveGoal(body, submission.key).then((answer) => {
        pending.current = pendingAfter(submission, answer);
        return answer;
      });
    }, (saved) => { onSaved(saved); onClose(); });
  };

  return (
    <PlanDialogFrame title={t('budgetsGoals.form.goalTitle')} sub={t('budgetsGoals.form.goalSub')} notice={form.notice} busy={form.busy} onSubmit={submit} onClose={onClose}>
      <PlanFieldBox id={`${id}-name`} label={t('budgetsGoals.form.name')} message={form.message('name')}>
        {(a11y) => (
          <input
            {...a11y}
            name="name"
            type="text"
            autoComplete="off"
            required
            aria-required
            maxLength={GOAL_NAME_MAX + 20}
            placeholder={t('budgetsGoals.form.namePlaceholder')}
            value={form.values.name}
            onChange={(e) => form.set('name', e.target.value)}
          />
        )}
      </PlanFieldBox>
      <AmountField
        id={`${id}-target`}
        label={t('budgetsGoals.form.target')}
        placeholder={t('budgetsGoals.form.targetPlaceholder')}
        amount={form.values.target}
        currency={form.values.currency}
        message={form.message('amount')}
        onAmount={(v) => form.set('target', v)}
        onCurrency={(v) => form.set('currency', v)}
      />
      <PlanFieldBox id={`${id}-deadline`} label={<>{t('budgetsGoals.form.deadline')}{optional}</>} message={form.message('deadline')}>
        {(a11y) => (
          <DateField id={a11y.id} name="deadline" min={today} value={form.values.deadline} invalid={a11y['aria-invalid']}
            describedBy={a11y['aria-describedby']} onChange={(v) => form.set('deadline', v)} />
        )}
      </PlanFieldBox>
    </PlanDialogFrame>
  );
}
