// Loads the records of a date range page by page and keeps them live.
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DayRange } from '@kumbu/core/date-range';
import { type ApiResult } from '../../shared/api-client';
import { fetchRecords } from './records-api';
import { type LiveEvent, type RecordsState, initialRecordsState, recordsReducer } from './records-state';
import { type LiveStatus, useRecordStream } from './use-record-stream';

export interface RecordsView extends RecordsState {
  readonly live: LiveStatus;
  readonly loadMore: () => void;
  /** Counts live changes and resyncs: anything derived from the records (the summary) reloads on it. */
  readonly changes: number;
}

export function useRecords(range: DayRange | null): RecordsView {
  const { t } = useTranslation();
  const [state, dispatch] = useReducer(recordsReducer, initialRecordsState);
  const [liveEvents, setLiveEvents] = useState(0);
  const onLive = useCallback((event: LiveEvent) => {
    dispatch({ type: 'live', event });
    setLiveEvents((n) => n + 1);
  }, []);
  const stream = useRecordStream(range !== null, onLive);

  // Reading t through a ref: a language switch re-renders the messages we own, and must
  // not refetch the list.
  const tRef = useRef(t);
  useEffect(() => {
    tRef.current = t;
  });
  const failureText = useCallback((answer: Extract<ApiResult<unknown>, { success: false }>): string => {
    if (answer.code === 'range-too-large') return tRef.current('dashboard.rangeTooLarge');
    if (answer.status === 0) return answer.error; // transport message, already translated
    return tRef.current('dashboard.loadError');
  }, []);

  // Bumped per load, so a "load more" answer for an older range is dropped.
  const generation = useRef(0);

  useEffect(() => {
    if (range === null) return;
    const controller = new AbortController();
    generation.current += 1;
    dispatch({ type: 'load-start', range });
    void fetchRecords(range, controller.signal).then((answer) => {
      if (controller.signal.aborted) return;
      dispatch(answer.success ? { type: 'load-done', page: answer.data } : { type: 'load-failed', error: failureText(answer) });
    });
    return () => controller.abort();
    // A fresh stream (after the browser gave up reconnecting) cannot replay missed events:
    // reload the list when one comes up.
  }, [range, stream.resyncs, failureText]);

  const { nextCursor, loadingMore } = state;
  const loadMore = useCallback(() => {
    if (range === null || nextCursor === null || loadingMore) return;
    const gen = generation.current;
    dispatch({ type: 'more-start' });
    void fetchRecords({ ...range, cursor: nextCursor }).then((answer) => {
      if (gen !== generation.current) return;
      dispatch(answer.success ? { type: 'more-done', page: answer.data } : { type: 'more-failed', error: failureText(answer) });
    });
  }, [range, nextCursor, loadingMore, failureText]);

  return { ...state, live: stream.status, loadMore, changes: liveEvents + stream.resyncs };
}
