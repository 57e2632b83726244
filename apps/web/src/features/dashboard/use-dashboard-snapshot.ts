// The dashboard's side of its picture (issue 17): it lets the picture of the last visit go
// once the live screen shows data (saved or fresh), and takes a new picture a moment after
// fresh data settles — the next visit on this device opens on it before any script runs.
import { useEffect } from 'react';
import { saveSnapshot } from '../../shared/offline/screen-snapshot';
import { liveRoot, releaseSnapshot } from '../../shared/offline/snapshot-handoff';

/** Long enough for the lazy charts to draw; changes within it make one picture. */
const SAVE_DELAY_MS = 2_000;

export function useDashboardSnapshot(shown: boolean, fresh: boolean, version: unknown): void {
  useEffect(() => {
    if (shown) releaseSnapshot();
  }, [shown]);

  useEffect(() => {
    if (!fresh) return;
    const timer = window.setTimeout(() => {
      const root = liveRoot();
      // An open dialog means the person is busy; the next settled moment will do.
      if (root === null || document.querySelector('dialog[open]') !== null) return;
      void saveSnapshot(root, window.location.search);
    }, SAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [fresh, version]);
}
