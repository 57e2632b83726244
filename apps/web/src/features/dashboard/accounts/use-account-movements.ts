// One account's movements (the records API filtered to it: its records and the transfers
// into it, last 12 months, page by page) and its balance day by day (last 90 days). Both
// reload shortly after a live change; the list reuses the dashboard's records reducer.
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { addDays } from '@kumbu/core/date-range';
import { todayInLuanda } from '../editor/editor-form';
import { fetchRecords } from '../records-api';
import { type RecordsState, initialRecordsState, recordsReducer } from '../records-state';
import { type BalancePoint } from './account-dto';
import { fetchSeries } from './accounts-api';

const RELOAD_DELAY_MS = 700;
export const SERIES_DAYS = 90;

export interface AccountMovements extends RecordsState {
  readonly loadMore: () => void;
  readonly series: readonly BalancePoint[] | null;
  readonly seriesFailed: boolean;
}

export function useAccountMovements(accountId: string, changes: number): AccountMovements {
  const [state, dispatch] = useReducer(recordsReducer, initialRecordsState);
  const [series, setSeries] = useState<readonly BalancePoint[] | null>(null);
  const [seriesFailed, setSeriesFailed] = useState(false);
  const [generation, setGeneration] = useState(0);
  const [range] = useState(() => {
    const end = todayInLuanda();
    return { start: addDays(end, -364), end };
  });

  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    dispatch({ type: 'load-start', range, filter: { accountId } });
    void fetchRecords({ ...range, filter: { accountId } }, signal).then((answer) => {
      if (signal.aborted) return;
      dispatch(answer.success ? { type: 'load-done', page: answer.data } : { type: 'load-failed', error: answer.error });
    });
    void fetchSeries(accountId, addDays(range.end, -(SERIES_DAYS - 1)), range.end, signal).then((answer) => {
      if (signal.aborted) return;
      setSeries(answer.success ? answer.data : null);
      setSeriesFailed(!answer.success);
    });
    return () => controller.abort();
  }, [accountId, range, generation]);

  // A live change: reload both a moment later (a burst of changes is one reload).
  const first = useRef(true);
  useEffect(() => {
    if (first.current) { first.current = false; return; }
    const timer = window.setTimeout(() => setGeneration((g) => g + 1), RELOAD_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [changes]);

  const { nextCursor, loadingMore } = state;
  const loadMore = useCallback(() => {
    if (nextCursor === null || loadingMore) return;
    dispatch({ type: 'more-start' });
    void fetchRecords({ ...range, filter: { accountId }, cursor: nextCursor }).then((answer) => {
      dispatch(answer.success ? { type: 'more-done', page: answer.data } : { type: 'more-failed', error: answer.error });
    });
  }, [range, accountId, nextCursor, loadingMore]);

  return { ...state, loadMore, series, seriesFailed };
}
