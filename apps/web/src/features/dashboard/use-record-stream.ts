// Live updates over Server-Sent Events. EventSource already reconnects after a dropped
// connection and resends Last-Event-ID, so the server replays what we missed. Only when
// the browser gives up (the stream answered an error status) do we open a new one, with a
// growing pause; such a fresh stream knows nothing of the past, hence `resyncs`.
import { useEffect, useRef, useState } from 'react';
import { type LiveEvent, parseLiveEvent } from './records-state';

export type LiveStatus = 'connecting' | 'live' | 'reconnecting';

export const STREAM_URL = '/api/records/stream';
const RETRY_MIN_MS = 2_000;
const RETRY_MAX_MS = 60_000;

export interface RecordStream {
  readonly status: LiveStatus;
  /** Goes up each time a brand-new stream is ready after the first: reload the list then. */
  readonly resyncs: number;
}

export function useRecordStream(enabled: boolean, onEvent: (event: LiveEvent) => void): RecordStream {
  const [status, setStatus] = useState<LiveStatus>('connecting');
  const [resyncs, setResyncs] = useState(0);
  const onEventRef = useRef(onEvent);
  useEffect(() => {
    onEventRef.current = onEvent;
  });

  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let retryTimer: number | undefined;
    let delay = RETRY_MIN_MS;
    let fresh = false; // true while a stream opened by a manual retry has not yet been ready

    const connect = (): void => {
      setStatus((s) => (s === 'live' ? 'reconnecting' : s));
      const es = new EventSource(STREAM_URL, { withCredentials: true });
      source = es;
      es.addEventListener('ready', () => {
        delay = RETRY_MIN_MS;
        setStatus('live');
        if (fresh) {
          fresh = false;
          setResyncs((n) => n + 1);
        }
      });
      es.addEventListener('record', (message: MessageEvent) => {
        const data: unknown = message.data;
        const event = typeof data === 'string' ? parseLiveEvent(data) : undefined;
        if (event) onEventRef.current(event);
      });
      es.addEventListener('error', () => {
        setStatus('reconnecting');
        if (es.readyState !== EventSource.CLOSED) return; // the browser is retrying itself
        es.close();
        fresh = true;
        retryTimer = window.setTimeout(connect, delay);
        delay = Math.min(delay * 2, RETRY_MAX_MS);
      });
    };

    connect();
    return () => {
      window.clearTimeout(retryTimer);
      source?.close();
    };
  }, [enabled]);

  return { status, resyncs };
}
