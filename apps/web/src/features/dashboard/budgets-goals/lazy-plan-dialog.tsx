// The budget / goal / contribution dialog's public face. Its forms load on first use (a
// separate chunk), so the dashboard route's JavaScript grows only by the panel itself.
import { Suspense, lazy } from 'react';
import { type PlanDialogProps } from './plan-dialog-types';

const PlanDialog = lazy(() => import('./plan-dialog'));

export function LazyPlanDialog(props: PlanDialogProps) {
  return (
    <Suspense fallback={null}>
      <PlanDialog {...props} />
    </Suspense>
  );
}

/** Starts loading the forms when a button that opens them is pointed at or focused. */
export function preloadPlanDialog(): void {
  void import('./plan-dialog');
}
