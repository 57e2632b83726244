// Loads the records of a view (date range, tab, party) page by page and keeps them live.
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DayRange } from '@kumbu/core/date-range';
import { type ApiResult } from '../../shared/api-client';
import { readAnswer, saveAnswer } from '../../shared/offline/saved-answers';
import { type RecordFilter, filterKey } from './dashboard-query';
import { fetchRecords } from './records-api';
import { type RecordDto, parseRecordsPage } from './record-dto';
import { type LiveEvent, type RecordsState, initialRecordsState, recordsReducer } from './records-state';
import { type SummaryChange, liveChange } from './summary-live';
import { type LiveStatus, useRecordStream } from './use-record-stream';

export interface RecordsView extends RecordsState {
  readonly live: LiveStatus;
  readonly loadMore: () => void;
  /** Counts live changes and resyncs: anything derived from the records (the summary) reloads on it. */
  readonly changes: number;
  /** A record saved here: shown at once, before the stream echoes it. */
  readonly applyLocal: (event: LiveEvent) => void;
  /** Hears every live change whose effect on the figures is known exactly (see summary-live.ts). */
  readonly onSummaryChange: (listener: (change: SummaryChange) => void) => () => void;
  /** Loads the view again (the retry offered in place of a failed refresh). */
  readonly retry: () => void;
}

/** Where a view's first page is saved on this device. */
export function savedRecordsKey(range: DayRange, filter: RecordFilter): string {
  return `records|${range.start}|${range.end}|${filterKey(filter)}`;
}

export function useRecords(range: DayRange | null, filter: RecordFilter): RecordsView {
  const { t } = useTranslation();
  const [state, dispatch] = useReducer(recordsReducer, initialRecordsState);
  const [liveEvents, setLiveEvents] = useState(0);
  // The last version of every record seen (null: deleted), so a live edit or delete can be
  // taken off the figures exactly, and a local save echoed by the stream is counted once.
  const ledger = useRef(new Map<string, RecordDto | null>());
  const listeners = useRef(new Set<(change: SummaryChange) => void>());
  const onLive = useCallback((event: LiveEvent) => {
    const change = liveChange(event, ledger.current.get(event.id));
    ledger.current.set(event.id, event.op === 'delete' ? null : event.record);
    dispatch({ type: 'live', event });
    if (change !== 'duplicate') setLiveEvents((n) => n + 1);
    if (typeof change !== 'string') for (const listener of listeners.current) listener(change);
  }, []);
  const onSummaryChange = useCallback((listener: (change: SummaryChange) => void) => {
    listeners.current.add(listener);
    return () => { listeners.current.delete(listener); };
  }, []);
  const remember = useCallback((items: readonly RecordDto[]) => {
    for (const item of items) if (!ledger.current.has(item.id)) ledger.current.set(item.id, item);
  }, []);
  const stream = useRecordStream(range !== null, onLive);

  // One object per distinct filter, so the effects below run only on a real change.
  const key = filterKey(filter);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const stableFilter = useMemo(() => filter, [key]);

  // Reading t through a ref: a language switch re-renders the messages we own, and must
  // not refetch the list.
  const tRef = useRef(t);
  useEffect(() => {
    tRef.current = t;
  });
  const failureText = useCallback((answer: Extract<ApiResult<unknown>, { success: false }>): string => {
    if (answer.code === 'range-too-large') return tRef.current('dashboard.rangeTooLarge');
    if (answer.status === 0) return tRef.current('dashboard.offlineError');
    return tRef.current('dashboard.loadError');
  }, []);

  // A retry asked for, or the connection coming back after a failed load, loads the view again.
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const failedLoad = state.error !== null && !state.loadingMore;
  useEffect(() => {
    if (!failedLoad) return;
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [failedLoad, retry]);

  // Bumped per load, so a "load more" answer for an older view is dropped.
  const generation = useRef(0);

  useEffect(() => {
    generation.current += 1;
    if (range === null) {
      dispatch({ type: 'reset' });
      return;
    }
    const controller = new AbortController();
    const savedKey = savedRecordsKey(range, stableFilter);
    dispatch({ type: 'load-start', range, filter: stableFilter });
    // This device's copy shows at once while the network answers (or if it never does).
    void readAnswer(savedKey, parseRecordsPage).then((saved) => {
      if (saved !== undefined && !controller.signal.aborted) dispatch({ type: 'saved-page', page: saved.data, savedAt: saved.savedAt });
    });
    let raw: unknown;
    void fetchRecords({ ...range, filter: stableFilter }, controller.signal, (data) => { raw = data; }).then((answer) => {
      if (controller.signal.aborted) return;
      if (answer.success) {
        remember(answer.data.items);
        void saveAnswer(savedKey, raw);
      }
      dispatch(answer.success ? { type: 'load-done', page: answer.data } : { type: 'load-failed', error: failureText(answer) });
    });
    return () => controller.abort();
    // A fresh stream that could not resume cannot replay missed events: reload the list then.
  }, [range, stableFilter, stream.resyncs, attempt, failureText, remember]);

  const { nextCursor, loadingMore } = state;
  const loadMore = useCallback(() => {
    if (range === null || nextCursor === null || loadingMore) return;
    const gen = generation.current;
    dispatch({ type: 'more-start' });
    void fetchRecords({ ...range, filter: stableFilter, cursor: nextCursor }).then((answer) => {
      if (gen !== generation.current) return;
      if (answer.success) remember(answer.data.items);
      dispatch(answer.success ? { type: 'more-done', page: answer.data } : { type: 'more-failed', error: failureText(answer) });
    });
  }, [range, stableFilter, nextCursor, loadingMore, failureText, remember]);

  return { ...state, live: stream.status, loadMore, changes: liveEvents + stream.resyncs, applyLocal: onLive, onSummaryChange, retry };
}
