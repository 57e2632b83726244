// The outbox as the dashboard uses it (issue 17): records saved while offline are kept on
// the device and sent — oldest first, each with its own Idempotency-Key — when the
// connection returns, when the screen opens, and every half minute while any wait. A record
// the server refuses (say, the free allowance is used up) stays, with the reason, until the
// person removes it; nothing is dropped silently.
import { useCallback, useEffect, useRef, useState } from 'react';
import { createRecord } from '../editor/editor-api';
import { type CreateRecordBody } from '../editor/editor-form';
import { type RecordDto } from '../record-dto';
import { type OutboxEntry, afterSend, entriesOf, queuedBody } from './outbox-entry';
import { allEntries, putEntry, removeEntry } from './outbox-store';

const RETRY_EVERY_MS = 30_000;

export interface Outbox {
  /** This account's waiting records, oldest first. */
  readonly entries: readonly OutboxEntry[];
  /** Keeps a record the network could not take; false when this device cannot store it. */
  readonly queue: (body: CreateRecordBody, key: string) => Promise<boolean>;
  readonly discard: (key: string) => void;
  readonly sendNow: () => void;
}

export function useOutbox(account: string | null, onSent: (record: RecordDto) => void): Outbox {
  const [entries, setEntries] = useState<readonly OutboxEntry[]>([]);
  const onSentRef = useRef(onSent);
  useEffect(() => {
    onSentRef.current = onSent;
  });
  const sending = useRef(false);

  const reload = useCallback(async () => {
    if (account === null) return;
    setEntries(entriesOf(await allEntries(), account));
  }, [account]);

  const flush = useCallback(async () => {
    if (account === null || sending.current || !navigator.onLine) return;
    sending.current = true;
    try {
      for (const entry of entriesOf(await allEntries(), account)) {
        if (entry.refused !== undefined) continue;
        const answer = await createRecord(entry.body, entry.key);
        const next = afterSend(answer);
        if (next === 'retry') break;
        if (answer.success) {
          await removeEntry(entry.key);
          onSentRef.current(answer.data);
        } else {
          await putEntry({ ...entry, refused: answer.error });
        }
      }
    } finally {
      sending.current = false;
      await reload();
    }
  }, [account, reload]);

  useEffect(() => {
    void reload().then(flush);
    const onOnline = (): void => { void flush(); };
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [reload, flush]);

  const waiting = entries.some((e) => e.refused === undefined);
  useEffect(() => {
    if (!waiting) return;
    const timer = window.setInterval(() => { void flush(); }, RETRY_EVERY_MS);
    return () => window.clearInterval(timer);
  }, [waiting, flush]);

  const queue = useCallback(async (body: CreateRecordBody, key: string) => {
    if (account === null) return false;
    const ok = await putEntry({ key, account, body: queuedBody(body, new Date()), queuedAt: Date.now() });
    await reload();
    return ok;
  }, [account, reload]);

  const discard = useCallback((key: string) => {
    void removeEntry(key).then(reload);
  }, [reload]);

  const sendNow = useCallback(() => { void flush(); }, [flush]);

  return { entries, queue, discard, sendNow };
}
