// One budget: its category, a bar of this month's spending against the limit (the tone
// changes at 80 % and 100 %, where the co-pilot warns, and says so in words too), what is
// left or how far over, and Change / Delete (asked first).
import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, toCents } from '@kumbu/core/money';
import { useLang } from '../../../shared/use-lang';
import { formatPercent } from '../analytics-block';
import { type BudgetStatus, deleteBudget } from './budgets-goals-api';
import { InlineConfirm } from './inline-confirm';
import { type MeterTone, ProgressMeter } from './progress-meter';
import { useConfirmedDelete } from './use-confirmed-delete';

interface Props {
  readonly budget: BudgetStatus;
  readonly label: string;
  readonly onEdit: (budget: BudgetStatus) => void;
  readonly onDeleted: (category: string) => void;
}

export function budgetTone(budget: Pick<BudgetStatus, 'level'>): MeterTone {
  return budget.level === 100 ? 'over' : budget.level === 80 ? 'near' : 'ok';
}

export const BudgetItem = memo(function BudgetItem({ budget, label, onEdit, onDeleted }: Props) {
  const { t } = useTranslation();
  const lang = useLang();
  const id = useId();
  const del = useConfirmedDelete(() => deleteBudget(budget.category), () => onDeleted(budget.category), t('budgetsGoals.budgets.deleteFailed'));
  const money = (cents: number): string => formatMoney(toCents(cents), budget.currency, lang);
  const spent = money(budget.spentCents);
  const limit = money(budget.limitCents);
  const percent = formatPercent(budget.percent / 100, lang);
  const tone = budgetTone(budget);
  const rest = budget.limitCents - budget.spentCents;

  return (
    <li className={`plan-card plan-card--${tone}`} data-budget={budget.category}>
      <div className="plan-card__head">
        <span id={`${id}-name`} className="plan-card__name">{label}</span>
        <span className="plan-card__percent">{percent}</span>
      </div>
      <ProgressMeter percent={budget.percent} tone={tone} labelledBy={`${id}-name`} valueText={t('budgetsGoals.budgets.meter', { spent, limit, percent })} />
      <p className="plan-card__figures">
        <span className="plan-card__amounts">{t('budgetsGoals.budgets.spentOf', { spent, limit })}</span>
        <span className="plan-card__rest">{rest >= 0 ? t('budgetsGoals.budgets.left', { amount: money(rest) }) : t('budgetsGoals.budgets.over', { amount: money(-rest) })}</span>
      </p>
      {tone !== 'ok' && <p className="plan-card__flag">{tone === 'over' ? t('budgetsGoals.budgets.exceeded') : t('budgetsGoals.budgets.near')}</p>}
      {del.asking ? (
        <InlineConfirm question={t('budgetsGoals.budgets.confirmDelete', { category: label })} busy={del.busy} error={del.error} onConfirm={del.confirm} onCancel={del.cancel} />
      ) : (
        <div className="plan-card__actions">
          <button type="button" className="link-button" aria-label={t('budgetsGoals.budgets.editLabel', { category: label })} onClick={() => onEdit(budget)}>
            {t('budgetsGoals.budgets.edit')}
          </button>
          <button ref={del.triggerRef} type="button" className="link-button link-button--danger" aria-label={t('budgetsGoals.budgets.deleteLabel', { category: label })} onClick={del.ask}>
            {t('budgetsGoals.budgets.delete')}
          </button>
        </div>
      )}
    </li>
  );
});
