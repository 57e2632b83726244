// A modal that is unmounted (rather than closed) gets no focus restoration from the
// browser: focus would drop to <body> and a keyboard or screen-reader user would have to
// find their place again. This gives it back to what had focus when the modal first
// rendered — the button that opened it — if that button is still on the page.
import { useEffect, useState } from 'react';

/** The selector of a dialog's first field: what a person came to the dialog to fill in. */
export const FIRST_FIELD = 'input:not([type=hidden]):not([disabled]), select:not([disabled]), textarea:not([disabled])';

export function useReturnFocus(): void {
  // Read during the first render, before the dialog takes focus (an effect would be too late).
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null));
  useEffect(() => () => {
    if (opener?.isConnected) opener.focus();
  }, [opener]);
}
