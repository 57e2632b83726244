// Takes the picture of the dashboard a repeat visit opens on (issue 17; the service worker
// serves it, sw/screen-snapshot-page.ts): the rendered markup of the screen as it is now,
// without dialogs, toasts and banners, kept in Cache Storage with the address it was taken
// at. It holds the person's figures, so it goes whenever the saved answers go — sign-out,
// another account, a session the server no longer knows (saved-answers.ts).
import { SNAPSHOT_CACHE, SNAPSHOT_KEY, SNAPSHOT_SEARCH_HEADER } from '../../sw/screen-snapshot-page';

/** What never belongs in the picture: passing states and anything another visit must not see open. */
const LEAVE_OUT = 'dialog, [role=dialog], [role=alert], .load-failed-toast, .refresh-banner, .undo-bar, .lang-announcer, script';

function canKeep(): boolean {
  return typeof caches !== 'undefined' && 'serviceWorker' in navigator;
}

/**
 * The markup of `root` without what LEAVE_OUT names and without ids (the live screen, built
 * beside the picture, owns them), on a copy.
 */
export function snapshotMarkup(root: Element): string {
  const copy = root.cloneNode(true) as Element;
  for (const el of copy.querySelectorAll(LEAVE_OUT)) el.remove();
  for (const el of copy.querySelectorAll('[id]')) el.removeAttribute('id');
  // Charts are half the markup and drawn last: their outline keeps the picture's layout, and
  // the rows below them parse sooner on a slow phone.
  for (const chart of copy.querySelectorAll<HTMLElement>('.recharts-wrapper')) {
    const outline = document.createElement('div');
    outline.className = 'skeleton';
    outline.style.height = chart.style.height;
    chart.replaceWith(outline);
  }
  return copy.innerHTML;
}

/** Keeps the picture of `root` taken at `search` (best effort: storage may be full or blocked). */
export async function saveSnapshot(root: Element, search: string): Promise<void> {
  if (!canKeep()) return;
  try {
    const cache = await caches.open(SNAPSHOT_CACHE);
    await cache.put(SNAPSHOT_KEY, new Response(snapshotMarkup(root), {
      headers: { 'content-type': 'text/html; charset=utf-8', [SNAPSHOT_SEARCH_HEADER]: search },
    }));
  } catch {
    // Nothing to do: the next visit paints the skeleton instead.
  }
}

export async function forgetSnapshots(): Promise<void> {
  if (typeof caches === 'undefined') return;
  try {
    await caches.delete(SNAPSHOT_CACHE);
  } catch {
    // Storage blocked: there is nothing kept either.
  }
}
