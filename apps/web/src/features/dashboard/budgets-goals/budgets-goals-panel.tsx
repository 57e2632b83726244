// "Orçamentos e metas" on the dashboard: this month's budgets as bars and the savings goals,
// the same rows the WhatsApp co-pilot keeps. Live: a record saved anywhere moves the bars
// (see use-budgets-goals.ts). Adding, changing and contributing open a dialog whose code
// loads on first use; deleting asks first, in place.
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localeFor } from '@kumbu/core/money';
import { useLang } from '../../../shared/use-lang';
import { type BudgetStatus, type Goal } from './budgets-goals-api';
import { BudgetsColumn } from './budgets-column';
import { GoalsColumn } from './goals-column';
import { LazyPlanDialog, preloadPlanDialog } from './lazy-plan-dialog';
import { type PlanDialogRequest } from './plan-dialog-types';
import { useBudgetsGoals } from './use-budgets-goals';
import './budgets-goals.css';

/** "novembro de 2026" / "November 2026" for the month's first day. */
export function monthTitle(firstDay: string, lang: 'pt' | 'en'): string {
  const ms = Date.parse(`${firstDay}T12:00:00Z`);
  return Number.isNaN(ms) ? firstDay : new Intl.DateTimeFormat(localeFor(lang), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(ms);
}

export function BudgetsGoalsPanel({ changes }: { readonly changes: number }) {
  const { t } = useTranslation();
  const lang = useLang();
  const data = useBudgetsGoals(changes);
  const [dialog, setDialog] = useState<PlanDialogRequest | null>(null);
  // Where focus goes back to when the dialog closes: the button that opened it.
  const opener = useRef<HTMLElement | null>(null);

  const open = useCallback((request: PlanDialogRequest) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setDialog(request);
  }, []);
  const close = useCallback(() => {
    setDialog(null);
    const back = opener.current;
    window.setTimeout(() => { if (back?.isConnected) back.focus(); }, 0);
  }, []);

  const { budgets, goals } = data;
  const onEditBudget = useCallback((budget: BudgetStatus) => {
    if (budgets) open({ kind: 'budget', categories: budgets.categories, budget, taken: [] });
  }, [budgets, open]);
  const onContribute = useCallback((goal: Goal) => open({ kind: 'contribute', goal }), [open]);

  return (
    <section className="budgets-goals" aria-labelledby="plans-title" aria-busy={data.status === 'loading'}>
      <div className="budgets-goals__head">
        <h2 id="plans-title">{t('budgetsGoals.title')}</h2>
        {budgets && <span className="budgets-goals__month">{t('budgetsGoals.month', { month: monthTitle(budgets.month.start, lang) })}</span>}
      </div>

      {data.status === 'loading' && <p role="status" className="budgets-goals__status">{t('budgetsGoals.loading')}</p>}
      {data.status === 'error' && (
        <div className="banner banner--error budgets-goals__error" role="alert">
          <span>{t('budgetsGoals.loadError')}</span>
          <button type="button" className="link-button" onClick={data.reload}>{t('budgetsGoals.retry')}</button>
        </div>
      )}
      {budgets && goals && (
        <div className="budgets-goals__columns">
          <BudgetsColumn
            view={budgets}
            onAdd={() => open({ kind: 'budget', categories: budgets.categories, budget: null, taken: budgets.budgets.map((b) => b.category) })}
            onEdit={onEditBudget}
            onDeleted={data.dropBudget}
            onPreload={preloadPlanDialog}
          />
          <GoalsColumn goals={goals} onAdd={() => open({ kind: 'goal' })} onContribute={onContribute} onDeleted={data.dropGoal} onPreload={preloadPlanDialog} />
        </div>
      )}

      {dialog && <LazyPlanDialog {...dialog} onClose={close} onBudgetSaved={data.putBudget} onGoalSaved={data.putGoal} />}
    </section>
  );
}
