// The hand-over from the dashboard's picture to the live dashboard (issue 17). When the
// service worker answered with a picture (sw/screen-snapshot-page.ts), React renders into a
// hidden container beside it, and the picture stays on screen until the live screen has its
// data — never a skeleton between the last data and the same data live. The dashboard says
// when (releaseSnapshot); so does a session that turns out signed out; and a few seconds at
// most, whatever happens.
const MAX_HOLD_MS = 6_000;

let release: (() => void) | null = null;
let container: HTMLElement | null = null;

/** Where React renders: `root` itself, or a hidden container beside the picture it holds. */
export function holdSnapshot(root: HTMLElement): HTMLElement {
  const picture = root.querySelector<HTMLElement>(':scope > [data-snapshot]');
  if (picture === null) {
    container = root;
    return root;
  }
  const live = document.createElement('div');
  live.hidden = true;
  root.append(live);
  const timer = window.setTimeout(() => releaseSnapshot(), MAX_HOLD_MS);
  release = () => {
    window.clearTimeout(timer);
    picture.remove();
    live.hidden = false;
  };
  container = live;
  return live;
}

/** Shows the live screen in place of the picture (once; nothing when there was none). */
export function releaseSnapshot(): void {
  const done = release;
  release = null;
  done?.();
}

/** The element React renders into (what a new picture is taken of). */
export function liveRoot(): HTMLElement | null {
  return container;
}
