// The dialog itself (loaded lazily by lazy-plan-dialog.tsx): picks the form for the request.
import { type PlanDialogProps } from './plan-dialog-types';
import { BudgetForm } from './budget-form';
import { ContributionForm } from './contribution-form';
import { GoalForm } from './goal-form';
import './plan-dialog.css';

export default function PlanDialog(props: PlanDialogProps) {
  switch (props.kind) {
    case 'budget':
      return <BudgetForm categories={props.categories} budget={props.budget} taken={props.taken} onClose={props.onClose} onSaved={props.onBudgetSaved} />;
    case 'goal':
      return <GoalForm onClose={props.onClose} onSaved={props.onGoalSaved} />;
    case 'contribute':
      return <ContributionForm goal={props.goal} onClose={props.onClose} onSaved={props.onGoalSaved} />;
  }
}
