// Loads the range's summary; applies each live change to it on the spot (summary-live.ts),
// and loads it again shortly after live changes arrive, so the server has the last word
// (a burst of changes costs one request).
import { useEffect, useState } from 'react';
import { type DayRange } from '@kumbu/core/date-range';
import { readAnswer, saveAnswer } from '../../shared/offline/saved-answers';
import { type DashboardSummary, fetchSummary, parseSummary } from './summary-api';
import { type SummaryChange, applySummaryChange } from './summary-live';

const REFRESH_DELAY_MS = 300;

type Subscribe = (listener: (change: SummaryChange) => void) => () => void;

function savedSummaryKey(range: DayRange): string {
  return `summary|${range.start}|${range.end}`;
}

export function useSummary(range: DayRange | null, changes: number, onChange?: Subscribe): DashboardSummary | null {
  const [summary, setSummary] = useState<{ range: DayRange; value: DashboardSummary } | null>(null);

  // This device's copy of the range's figures shows at once, until the server's arrive, and
  // stays when they cannot (offline, issue 17).
  useEffect(() => {
    if (range === null) return;
    let live = true;
    void readAnswer(savedSummaryKey(range), parseSummary).then((saved) => {
      if (live && saved !== undefined) setSummary((current) => (current !== null && current.range === range ? current : { range, value: saved.data }));
    });
    return () => { live = false; };
  }, [range]);

  useEffect(() => {
    if (range === null) return;
    const controller = new AbortController();
    // The first load of a range goes at once; refreshes after live changes wait a moment.
    const timer = window.setTimeout(() => {
      let raw: unknown;
      void fetchSummary(range, controller.signal, (data) => { raw = data; }).then((answer) => {
        if (controller.signal.aborted || !answer.success) return;
        setSummary({ range, value: answer.data });
        void saveAnswer(savedSummaryKey(range), raw);
      });
    }, changes === 0 ? 0 : REFRESH_DELAY_MS);
    return () => { window.clearTimeout(timer); controller.abort(); };
  }, [range, changes]);

  useEffect(() => onChange?.((change) => {
    setSummary((current) => (current === null ? current : { range: current.range, value: applySummaryChange(current.value, change, new Date()) }));
  }), [onChange]);

  // Never show one range's numbers under another range's title.
  return summary !== null && summary.range === range ? summary.value : null;
}
