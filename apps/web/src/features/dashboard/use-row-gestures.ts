// Touch gestures on a phone list row: swipe left past a third of the row, or press and hold,
// to delete (the undo bar brings it back). The row follows the finger through a transform
// set on the element itself, not React state, so a swipe re-renders nothing. A vertical
// move is a scroll and cancels both; mice and pens keep plain clicks.
import { type PointerEvent, useCallback, useRef } from 'react';

const LONG_PRESS_MS = 550;
/** Movement under this many pixels is still a tap or a hold. */
const SLOP = 10;
const SWIPE_SHARE = 0.35;

interface Gesture { x: number; y: number; dx: number; horizontal: boolean; timer: number | undefined; el: HTMLElement }

export interface RowGestureHandlers {
  readonly onPointerDown: (e: PointerEvent<HTMLElement>) => void;
  readonly onPointerMove: (e: PointerEvent<HTMLElement>) => void;
  readonly onPointerUp: (e: PointerEvent<HTMLElement>) => void;
  readonly onPointerCancel: (e: PointerEvent<HTMLElement>) => void;
  /** True right after a hold or a swipe: the click that follows must not open the editor. */
  readonly consumedClick: () => boolean;
}

export function useRowGestures(onDelete: (id: string) => void): RowGestureHandlers {
  const gesture = useRef<Gesture | null>(null);
  const consumed = useRef(false);

  const reset = useCallback((g: Gesture) => {
    window.clearTimeout(g.timer);
    g.el.style.transform = '';
    g.el.classList.remove('is-swiping');
    gesture.current = null;
  }, []);

  const fire = useCallback((g: Gesture) => {
    consumed.current = true;
    const id = g.el.dataset.id;
    reset(g);
    if (id !== undefined) onDelete(id);
  }, [onDelete, reset]);

  const onPointerDown = useCallback((e: PointerEvent<HTMLElement>) => {
    // One set of handlers on the list (delegation), not one per row.
    const target = e.target as HTMLElement;
    const el = target.closest<HTMLElement>('.row');
    if (e.pointerType !== 'touch' || el === null || target.closest('.row__party')) return;
    consumed.current = false;
    const g: Gesture = { x: e.clientX, y: e.clientY, dx: 0, horizontal: false, timer: undefined, el };
    g.timer = window.setTimeout(() => { if (gesture.current === g && !g.horizontal) fire(g); }, LONG_PRESS_MS);
    gesture.current = g;
  }, [fire]);

  const onPointerMove = useCallback((e: PointerEvent<HTMLElement>) => {
    const g = gesture.current;
    if (!g) return;
    const dx = e.clientX - g.x;
    const dy = e.clientY - g.y;
    if (!g.horizontal) {
      if (Math.abs(dy) > SLOP && Math.abs(dy) >= Math.abs(dx)) { reset(g); return; }
      if (Math.abs(dx) <= SLOP) return;
      g.horizontal = true;
      window.clearTimeout(g.timer);
      g.el.classList.add('is-swiping');
    }
    g.dx = Math.min(0, dx);
    g.el.style.transform = `translateX(${g.dx}px)`;
  }, [reset]);

  const onPointerUp = useCallback(() => {
    const g = gesture.current;
    if (!g) return;
    if (g.horizontal) {
      consumed.current = true;
      if (-g.dx > g.el.offsetWidth * SWIPE_SHARE) { fire(g); return; }
    }
    reset(g);
  }, [fire, reset]);

  const onPointerCancel = useCallback(() => { if (gesture.current) reset(gesture.current); }, [reset]);

  const consumedClick = useCallback(() => {
    const was = consumed.current;
    consumed.current = false;
    return was;
  }, []);

  return { onPointerDown, onPointerMove, onPointerUp, onPointerCancel, consumedClick };
}
