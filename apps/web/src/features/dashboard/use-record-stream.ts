// Live updates over Server-Sent Events. EventSource already reconnects after a dropped
// connection and resends Last-Event-ID, so the server replays what we missed. When the
// browser gives up (the stream answered an error status, or the network was gone too
// long) we open a new one, with a growing pause, and hand it the last event id we saw
// (`?lastEventId=`, which the server reads like the header): it resumes exactly there, so
// nothing is lost. Only a stream opened before any event id was known cannot resume;
// that one counts as a resync and the list reloads.
import { useEffect, useRef, useState } from 'react';
import { type LiveEvent, parseLiveEvent } from './records-state';

/** 'offline': the browser has no network; the stream waits for it to return (issue 17). */
export type LiveStatus = 'connecting' | 'live' | 'reconnecting' | 'offline';

export const STREAM_URL = '/api/records/stream';

/** The stream's address, resuming after `lastEventId` when one is known. */
export function streamUrl(lastEventId: string | null): string {
  return lastEventId !== null && /^\d{1,15}$/.test(lastEventId) ? `${STREAM_URL}?lastEventId=${lastEventId}` : STREAM_URL;
}

/** The cursor a `ready` event announces (`{ lastEventId }`), or null. */
export function readyEventId(data: unknown): string | null {
  if (typeof data !== 'string') return null;
  try {
    const value = JSON.parse(data) as unknown;
    if (typeof value === 'object' && value !== null && 'lastEventId' in value) {
      const id = value.lastEventId;
      if (typeof id === 'number' && Number.isSafeInteger(id) && id >= 0) return String(id);
    }
  } catch {
    // not JSON: no cursor
  }
  return null;
}
const RETRY_MIN_MS = 2_000;
const RETRY_MAX_MS = 60_000;

export interface RecordStream {
  readonly status: LiveStatus;
  /** Goes up each time a brand-new stream is ready after the first, and at each `reload` event: reload the list then. */
  readonly resyncs: number;
}

/**
 * `onAccounts` hears the `accounts` event the server sends after a round of record events
 * (every account's balance, issue 15), as its raw data.
 */
export function useRecordStream(enabled: boolean, onEvent: (event: LiveEvent) => void, onAccounts?: (data: string) => void): RecordStream {
  const [status, setStatus] = useState<LiveStatus>('connecting');
  const [resyncs, setResyncs] = useState(0);
  const onEventRef = useRef(onEvent);
  const onAccountsRef = useRef(onAccounts);
  useEffect(() => {
    onEventRef.current = onEvent;
    onAccountsRef.current = onAccounts;
  });

  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let retryTimer: number | undefined;
    let delay = RETRY_MIN_MS;
    let fresh = false; // true while a stream opened by a manual retry without a cursor has not yet been ready
    let lastEventId: string | null = null;

    const connect = (): void => {
      setStatus((s) => (s === 'live' || s === 'offline' ? 'reconnecting' : s));
      const es = new EventSource(streamUrl(lastEventId), { withCredentials: true });
      source = es;
      es.addEventListener('ready', (message: MessageEvent) => {
        delay = RETRY_MIN_MS;
        lastEventId = readyEventId(message.data) ?? lastEventId;
        setStatus('live');
        if (fresh) {
          fresh = false;
          setResyncs((n) => n + 1);
        }
      });
      es.addEventListener('record', (message: MessageEvent) => {
        if (message.lastEventId !== '') lastEventId = message.lastEventId;
        const data: unknown = message.data;
        const event = typeof data === 'string' ? parseLiveEvent(data) : undefined;
        if (event) onEventRef.current(event);
      });
      // One write touched more than 500 records (an import, its undo): the server sends this
      // instead of every record, and the page reloads what it shows, once.
      es.addEventListener('reload', (message: MessageEvent) => {
        if (message.lastEventId !== '') lastEventId = message.lastEventId;
        setResyncs((n) => n + 1);
      });
      es.addEventListener('accounts', (message: MessageEvent) => {
        const data: unknown = message.data;
        if (typeof data === 'string') onAccountsRef.current?.(data);
      });
      es.addEventListener('error', () => {
        if (!navigator.onLine) {
          goOffline();
          return;
        }
        setStatus('reconnecting');
        if (es.readyState !== EventSource.CLOSED) return; // the browser is retrying itself
        es.close();
        source = null;
        fresh = lastEventId === null;
        retryTimer = window.setTimeout(connect, delay);
        delay = Math.min(delay * 2, RETRY_MAX_MS);
      });
    };

    // Without a network the dot says so (not a green "Ao vivo" over stale data), nothing
    // retries in vain, and the stream resumes from its last event the moment it returns.
    const goOffline = (): void => {
      window.clearTimeout(retryTimer);
      if (source !== null) {
        source.close();
        source = null;
        fresh = lastEventId === null;
      }
      setStatus('offline');
    };
    const goOnline = (): void => {
      if (source !== null) return;
      window.clearTimeout(retryTimer);
      delay = RETRY_MIN_MS;
      connect();
    };
    window.addEventListener('offline', goOffline);
    window.addEventListener('online', goOnline);

    if (navigator.onLine) connect();
    else goOffline();
    return () => {
      window.removeEventListener('offline', goOffline);
      window.removeEventListener('online', goOnline);
      window.clearTimeout(retryTimer);
      source?.close();
    };
  }, [enabled]);

  return { status, resyncs };
}
