// The budgets half of the panel: one bar per budget, or the empty state that teaches the
// WhatsApp phrasing; and the button that opens the budget form.
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../shared/use-lang';
import { type BudgetStatus, type BudgetsView } from './budgets-goals-api';
import { BudgetItem } from './budget-item';
import { WhatsAppHint } from './whatsapp-hint';

interface Props {
  readonly view: BudgetsView;
  readonly onAdd: () => void;
  readonly onEdit: (budget: BudgetStatus) => void;
  readonly onDeleted: (category: string) => void;
  readonly onPreload: () => void;
}

export function BudgetsColumn({ view, onAdd, onEdit, onDeleted, onPreload }: Props) {
  const { t } = useTranslation();
  const lang = useLang();
  const labelOf = (key: string): string => view.categories.find((c) => c.key === key)?.label[lang] ?? key;
  const full = view.categories.every((c) => view.budgets.some((b) => b.category === c.key));
  return (
    <div className="budgets-goals__column" data-plans="budgets">
      <h3 id="plans-budgets-title">{t('budgetsGoals.budgets.title')}</h3>
      {view.budgets.length === 0 ? (
        <WhatsAppHint intro={t('budgetsGoals.budgets.empty')} example={t('budgetsGoals.budgets.example')} />
      ) : (
        <ul className="budgets-goals__list" aria-labelledby="plans-budgets-title">
          {view.budgets.map((b) => <BudgetItem key={b.category} budget={b} label={labelOf(b.category)} onEdit={onEdit} onDeleted={onDeleted} />)}
        </ul>
      )}
      {!full && (
        <div className="budgets-goals__add">
          {view.budgets.length === 0 && <span className="budgets-goals__or">{t('budgetsGoals.budgets.orHere')}</span>}
          <button type="button" className="button button--ghost" onClick={onAdd} onPointerEnter={onPreload} onFocus={onPreload}>
            + {t('budgetsGoals.budgets.add')}
          </button>
        </div>
      )}
    </div>
  );
}
