// The budget / goal / contribution dialog's public face. Its forms load on first use (a
// separate chunk), so the dashboard route's JavaScript grows only by the panel itself.
import { Suspense } from 'react';
import { resilientLazy } from '../../../shared/resilient-lazy';
import { DialogLoadBoundary } from '../../../shared/ui/load-failed-toast';
import { type PlanDialogProps } from './plan-dialog-types';

const PlanDialog = resilientLazy<PlanDialogProps>(() => import('./plan-dialog').then((m) => m.default));

export function LazyPlanDialog(props: PlanDialogProps) {
  return (
    <DialogLoadBoundary onClose={props.onClose}>
      <Suspense fallback={null}>
        <PlanDialog {...props} />
      </Suspense>
    </DialogLoadBoundary>
  );
}

/** Starts loading the forms when a button that opens them is pointed at or focused. */
export function preloadPlanDialog(): void {
  void PlanDialog.preload();
}
