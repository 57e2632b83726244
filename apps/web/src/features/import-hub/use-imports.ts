// The import history and each account's reconciliation, loaded together and reloaded after an
// import or an undo (both change the books the reconciliation compares).
import { useCallback, useEffect, useState } from 'react';
import { fetchImports, fetchReconciliation } from './imports-api';
import { type ImportItem, type Reconciliation } from './imports-dto';

export interface ImportsView {
  readonly status: 'loading' | 'ready' | 'error';
  readonly items: readonly ImportItem[];
  readonly reconciliation: readonly Reconciliation[];
  readonly reload: () => void;
}

export function useImports(): ImportsView {
  const [generation, setGeneration] = useState(0);
  const [state, setState] = useState<Omit<ImportsView, 'reload'>>({ status: 'loading', items: [], reconciliation: [] });
  useEffect(() => {
    const controller = new AbortController();
    void Promise.all([fetchImports(controller.signal), fetchReconciliation(controller.signal)]).then(([list, rec]) => {
      if (controller.signal.aborted) return;
      if (list.success) setState({ status: 'ready', items: list.data, reconciliation: rec.success ? rec.data : [] });
      else setState((s) => ({ ...s, status: s.status === 'ready' ? 'ready' : 'error' }));
    });
    return () => controller.abort();
  }, [generation]);
  const reload = useCallback(() => setGeneration((g) => g + 1), []);
  return { ...state, reload };
}

/** Just the reconciliation, for the Accounts view's per-account line. */
export function useReconciliation(changes: number): ReadonlyMap<string, Reconciliation> {
  const [map, setMap] = useState<ReadonlyMap<string, Reconciliation>>(new Map());
  useEffect(() => {
    const controller = new AbortController();
    void fetchReconciliation(controller.signal).then((answer) => {
      if (!controller.signal.aborted && answer.success) setMap(new Map(answer.data.map((r) => [r.accountId, r])));
    });
    return () => controller.abort();
  }, [changes]);
  return map;
}
