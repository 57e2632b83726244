// Asks the health check now and every 30 seconds (and when the tab comes back into view),
// one request at a time. Its own client: no retries and a short timeout, because the page
// itself tries again, and a status page that waits 2 minutes to say "unreachable" is no help.
import { useCallback, useEffect, useRef, useState } from 'react';
import { createApiClient } from '../../shared/api-client';
import { parseHealth, readHealth, type StatusReport } from './system-status';

export const HEALTH_PATH = '/api/health';
export const REFRESH_MS = 30_000;
const client = createApiClient({ retries: 0, timeoutMs: 10_000 });

export interface SystemStatus {
  readonly report: StatusReport | null;
  /** When the last answer (or the lack of one) came, as ms since the epoch. */
  readonly checkedAt: number | null;
  readonly checking: boolean;
  readonly checkNow: () => void;
}

export function useSystemStatus(): SystemStatus {
  const [report, setReport] = useState<StatusReport | null>(null);
  const [checkedAt, setCheckedAt] = useState<number | null>(null);
  const [checking, setChecking] = useState(true);
  const inFlight = useRef<AbortController | null>(null);
  const timer = useRef<number | undefined>(undefined);

  const check = useCallback(async (): Promise<void> => {
    if (inFlight.current) return;
    window.clearTimeout(timer.current);
    const controller = new AbortController();
    inFlight.current = controller;
    setChecking(true);
    const started = performance.now();
    const result = await client.request(HEALTH_PATH, parseHealth, { signal: controller.signal });
    if (controller.signal.aborted) return; // the page went away
    inFlight.current = null;
    setReport(readHealth(result, performance.now() - started));
    setCheckedAt(Date.now());
    setChecking(false);
    timer.current = window.setTimeout(() => { void check(); }, REFRESH_MS);
  }, []);

  useEffect(() => {
    void check();
    // A phone that slept with the page open shows a fresh answer when it wakes.
    const onVisible = (): void => { if (document.visibilityState === 'visible') void check(); };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      window.clearTimeout(timer.current);
      inFlight.current?.abort();
      inFlight.current = null;
    };
  }, [check]);

  const checkNow = useCallback(() => { void check(); }, [check]);
  return { report, checkedAt, checking, checkNow };
}
