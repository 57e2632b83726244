// The data of "this month vs last month". The selected range's figures (live) are used as
// they are; the days they do not cover (usually last month) come from one summary request
// for both months, asked again — once per burst — when the range's totals change, so a
// record added or edited shows in both lines. Part of the lazy chart chunk.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { type Aggregates, type DailyIncomeExpensePoint } from '@kumbu/core/aggregates';
import { type DayString } from '@kumbu/core/date-range';
import { fetchSummary, kwanzaAggregates } from '../summary-api';
import { type MonthComparison, type MonthWindow, comparisonWindow, covers, monthComparison, windowRange } from './month-comparison';

const REFRESH_DELAY_MS = 300;

export type ComparisonState =
  | { readonly status: 'loading' }
  | { readonly status: 'error' }
  | { readonly status: 'ready'; readonly comparison: MonthComparison };

type Loaded = { readonly key: string; readonly daily: readonly DailyIncomeExpensePoint[] } | { readonly key: string; readonly failed: true };

export function useMonthComparison(aggregates: Aggregates, today: DayString): { readonly window: MonthWindow; readonly state: ComparisonState; readonly retry: () => void } {
  const { range, dailyIncomeExpense } = aggregates;
  const window = useMemo(() => comparisonWindow(range, today), [range, today]);
  const fetchRange = windowRange(window);
  const needsFetch = !covers(range, fetchRange);
  const rangeKey = `${fetchRange.start}/${fetchRange.end}`;
  // What a live change alters; an unchanged summary reloaded by the dashboard asks nothing.
  const changeKey = `${aggregates.recordCount}:${aggregates.income}:${aggregates.expense}`;
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    if (!needsFetch) return;
    const controller = new AbortController();
    const [start = '', end = ''] = rangeKey.split('/');
    const first = loaded === null || loaded.key !== rangeKey;
    const timer = globalThis.setTimeout(() => {
      void fetchSummary({ start, end }, controller.signal).then((answer) => {
        if (controller.signal.aborted) return;
        const kz = answer.success ? kwanzaAggregates(answer.data) : undefined;
        setLoaded(kz ? { key: rangeKey, daily: kz.dailyIncomeExpense } : { key: rangeKey, failed: true });
      });
    }, first ? 0 : REFRESH_DELAY_MS);
    return () => { globalThis.clearTimeout(timer); controller.abort(); };
    // `loaded` only tells a first load from a refresh; it must not trigger one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [needsFetch, rangeKey, changeKey, attempt]);

  const retry = useCallback(() => {
    setLoaded(null);
    setAttempt((n) => n + 1);
  }, []);

  const state = useMemo((): ComparisonState => {
    if (!needsFetch) return { status: 'ready', comparison: monthComparison(dailyIncomeExpense, window, today) };
    if (loaded === null || loaded.key !== rangeKey) return { status: 'loading' };
    if ('failed' in loaded) return { status: 'error' };
    // The live range's days come last, so they win over the fetched copy of the same days.
    return { status: 'ready', comparison: monthComparison([...loaded.daily, ...dailyIncomeExpense], window, today) };
  }, [needsFetch, loaded, rangeKey, dailyIncomeExpense, window, today]);

  return { window, state, retry };
}
