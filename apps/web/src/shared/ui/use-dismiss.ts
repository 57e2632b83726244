import { useEffect, type RefObject } from 'react';

/**
 * Closes a popup (menu, dropdown, mobile menu) the way people expect: a press outside
 * `root` closes it quietly; Escape closes it and hands focus back to the control that
 * opened it (`restoreFocus`), so keyboard users are not dropped at the top of the page.
 */
export function useDismiss(open: boolean, root: RefObject<HTMLElement | null>, close: (restoreFocus: boolean) => void): void {
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent): void => {
      if (event.target instanceof Node && !root.current?.contains(event.target)) close(false);
    };
    const onKeyDown = (event: KeyboardEvent): void => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close(true);
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, root, close]);
}
