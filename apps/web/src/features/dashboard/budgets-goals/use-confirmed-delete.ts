// The ask-then-delete state of one budget or goal: asking, the request under way, and why it
// failed (the server's message in the interface language, else the item's fallback).
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { type ApiResult } from '../../../shared/api-client';
import { failureText } from '../../../shared/answer-text';

export interface ConfirmedDelete {
  readonly asking: boolean;
  readonly busy: boolean;
  readonly error: string | null;
  readonly ask: () => void;
  readonly cancel: () => void;
  readonly confirm: () => void;
  /** The Delete button: focus comes back to it when the question is cancelled. */
  readonly triggerRef: RefObject<HTMLButtonElement | null>;
}

export function useConfirmedDelete(remove: () => Promise<ApiResult<true>>, onDeleted: () => void, fallback: string): ConfirmedDelete {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The latest callbacks, so confirm() keeps one identity while the item re-renders.
  const latest = useRef({ remove, onDeleted, fallback });
  useEffect(() => {
    latest.current = { remove, onDeleted, fallback };
  });

  const triggerRef = useRef<HTMLButtonElement>(null);
  const wasAsking = useRef(false);
  useEffect(() => {
    if (wasAsking.current && !asking) triggerRef.current?.focus();
    wasAsking.current = asking;
  }, [asking]);

  const ask = useCallback(() => { setError(null); setAsking(true); }, []);
  const cancel = useCallback(() => { setAsking(false); setError(null); }, []);
  const confirm = useCallback(() => {
    setBusy(true);
    setError(null);
    void latest.current.remove().then((answer) => {
      setBusy(false);
      // Already gone (deleted on WhatsApp or another tab) is what was wanted.
      if (answer.success || answer.status === 404) {
        setAsking(false);
        latest.current.onDeleted();
        return;
      }
      setError(failureText(answer, { fallback: latest.current.fallback }));
    });
  }, []);

  return { asking, busy, error, ask, cancel, confirm, triggerRef };
}
