import { useLayoutEffect, useMemo, useRef } from 'react';

/**
 * For dialogs opened from code: focus goes back to what had focus when it opened if that still
 * exists, else to the page's h1 (read at close time, after any navigation), never to body.
 */
export function useReturnFocusRef(open: boolean) {
  const opener = useRef<HTMLElement | null>(null);
  // A layout effect runs before the dialog moves focus inside itself.
  useLayoutEffect(() => {
    if (!open) return;
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
  }, [open]);
  return useMemo(
    () => ({
      get current(): HTMLElement | null {
        const previous = opener.current;
        if (previous?.isConnected && !previous.closest('[role="dialog"],[role="alertdialog"]')) return previous;
        return document.querySelector<HTMLElement>('main h1');
      },
    }),
    [],
  );
}
