// One savings goal: saved / target with a bar, the deadline, and what to put aside each
// month to get there in time (or that it is reached, or that the deadline has passed);
// Add money and Delete (asked first).
import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, toCents } from '@kumbu/core/money';
import { formatDay } from '../../../shared/format-date';
import { useLang } from '../../../shared/use-lang';
import { formatPercent } from '../analytics-block';
import { type Goal, deleteGoal } from './budgets-goals-api';
import { InlineConfirm } from './inline-confirm';
import { ProgressMeter } from './progress-meter';
import { useConfirmedDelete } from './use-confirmed-delete';

interface Props {
  readonly goal: Goal;
  readonly onContribute: (goal: Goal) => void;
  readonly onDeleted: (id: string) => void;
  readonly onPreload: () => void;
}

export const GoalItem = memo(function GoalItem({ goal, onContribute, onDeleted, onPreload }: Props) {
  const { t } = useTranslation();
  const lang = useLang();
  const id = useId();
  const del = useConfirmedDelete(() => deleteGoal(goal.id), () => onDeleted(goal.id), t('budgetsGoals.goals.deleteFailed'));
  const money = (cents: number): string => formatMoney(toCents(cents), goal.currency, lang);
  const saved = money(goal.savedCents);
  const target = money(goal.targetCents);
  const percent = formatPercent(goal.percent / 100, lang);
  const reached = goal.leftCents === 0;

  return (
    <li className={`plan-card plan-card--goal${reached ? ' plan-card--done' : ''}`} data-goal={goal.name}>
      <div className="plan-card__head">
        <span id={`${id}-name`} className="plan-card__name">{goal.name}</span>
        <span className="plan-card__percent">{percent}</span>
      </div>
      <ProgressMeter percent={goal.percent} tone={reached ? 'done' : 'saving'} labelledBy={`${id}-name`} valueText={t('budgetsGoals.goals.meter', { saved, target, percent })} />
      <p className="plan-card__figures">
        <span className="plan-card__amounts">{t('budgetsGoals.goals.savedOf', { saved, target })}</span>
        <span className="plan-card__rest">{reached ? t('budgetsGoals.goals.reached') : t('budgetsGoals.goals.left', { amount: goal.leftKzCents === null ? money(goal.leftCents) : `${money(goal.leftCents)} (≈ ${formatMoney(toCents(goal.leftKzCents), 'AOA', lang)})` })}</span>
      </p>
      <p className="plan-card__plan">
        <span>{goal.deadline === null ? t('budgetsGoals.goals.noDeadline') : t('budgetsGoals.goals.deadline', { date: formatDay(goal.deadline, lang) })}</span>
        {!reached && <GoalPace goal={goal} amount={goal.monthlyNeededCents === null ? '' : money(goal.monthlyNeededCents)} />}
      </p>
      {del.asking ? (
        <InlineConfirm question={t('budgetsGoals.goals.confirmDelete', { name: goal.name })} busy={del.busy} error={del.error} onConfirm={del.confirm} onCancel={del.cancel} />
      ) : (
        <div className="plan-card__actions">
          <button
            type="button"
            className="button button--ghost plan-card__contribute"
            aria-label={t('budgetsGoals.goals.contributeLabel', { name: goal.name })}
            onClick={() => onContribute(goal)}
            onPointerEnter={onPreload}
            onFocus={onPreload}
          >
            + {t('budgetsGoals.goals.contribute')}
          </button>
          <button ref={del.triggerRef} type="button" className="link-button link-button--danger" aria-label={t('budgetsGoals.goals.deleteLabel', { name: goal.name })} onClick={del.ask}>
            {t('budgetsGoals.goals.delete')}
          </button>
        </div>
      )}
    </li>
  );
});

/** "Junte 200 000,00 Kz por mês", or this month only, or that the deadline has passed. */
function GoalPace({ goal, amount }: { readonly goal: Goal; readonly amount: string }) {
  const { t } = useTranslation();
  if (goal.monthsLeft === null || goal.monthlyNeededCents === null) return null;
  const text = goal.monthsLeft === 0
    ? t('budgetsGoals.goals.overdue', { amount })
    : goal.monthsLeft === 1 ? t('budgetsGoals.goals.thisMonth', { amount }) : t('budgetsGoals.goals.perMonth', { amount });
  return <strong className={goal.monthsLeft === 0 ? 'plan-card__late' : 'plan-card__pace'}>{text}</strong>;
}
