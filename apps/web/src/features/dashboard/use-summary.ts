// Loads the range's summary, and loads it again shortly after live changes arrive (a burst
// of changes costs one request).
import { useEffect, useState } from 'react';
import { type DayRange } from '@kumbu/core/date-range';
import { type DashboardSummary, fetchSummary } from './summary-api';

const REFRESH_DELAY_MS = 300;

export function useSummary(range: DayRange | null, changes: number): DashboardSummary | null {
  const [summary, setSummary] = useState<{ range: DayRange; value: DashboardSummary } | null>(null);

  useEffect(() => {
    if (range === null) return;
    const controller = new AbortController();
    // The first load of a range goes at once; refreshes after live changes wait a moment.
    const timer = window.setTimeout(() => {
      void fetchSummary(range, controller.signal).then((answer) => {
        if (!controller.signal.aborted && answer.success) setSummary({ range, value: answer.data });
      });
    }, changes === 0 ? 0 : REFRESH_DELAY_MS);
    return () => { window.clearTimeout(timer); controller.abort(); };
  }, [range, changes]);

  // Never show one range's numbers under another range's title.
  return summary !== null && summary.range === range ? summary.value : null;
}
