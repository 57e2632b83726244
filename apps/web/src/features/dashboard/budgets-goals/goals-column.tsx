// The goals half of the panel: one card per savings goal, or the empty state that teaches
// the WhatsApp phrasing; and the button that opens the goal form.
import { useTranslation } from 'react-i18next';
import { type Goal } from './budgets-goals-api';
import { GoalItem } from './goal-item';
import { WhatsAppHint } from './whatsapp-hint';

interface Props {
  readonly goals: readonly Goal[];
  readonly onAdd: () => void;
  readonly onContribute: (goal: Goal) => void;
  readonly onDeleted: (id: string) => void;
  readonly onPreload: () => void;
}

export function GoalsColumn({ goals, onAdd, onContribute, onDeleted, onPreload }: Props) {
  const { t } = useTranslation();
  return (
    <div className="budgets-goals__column" data-plans="goals">
      <h3 id="plans-goals-title">{t('budgetsGoals.goals.title')}</h3>
      {goals.length === 0 ? (
        <WhatsAppHint intro={t('budgetsGoals.goals.empty')} example={t('budgetsGoals.goals.example')} />
      ) : (
        <ul className="budgets-goals__list" aria-labelledby="plans-goals-title">
          {goals.map((g) => <GoalItem key={g.id} goal={g} onContribute={onContribute} onDeleted={onDeleted} onPreload={onPreload} />)}
        </ul>
      )}
      {goals.length > 0 && <p className="budgets-goals__tip">{t('budgetsGoals.goals.contributeHint')}</p>}
      <div className="budgets-goals__add">
        {goals.length === 0 && <span className="budgets-goals__or">{t('budgetsGoals.goals.orHere')}</span>}
        <button type="button" className="button button--ghost" onClick={onAdd} onPointerEnter={onPreload} onFocus={onPreload}>
          + {t('budgetsGoals.goals.add')}
        </button>
      </div>
    </div>
  );
}
