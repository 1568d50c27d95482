import { useMemo, useRef } from 'react';

/**
 * For dialogs opened from code: focus goes back to what had focus when it opened if that still
 * exists, else to the page's h1 (read at close time, after any navigation), never to body.
 */
export function useReturnFocusRef(open: boolean) {
  const opener = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(false);
  if (open && !wasOpen.current && typeof document !== 'undefined') {
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
  }
  wasOpen.current = open;
  return useMemo(
    () => ({
      get current(): HTMLElement | null {
        if (opener.current?.isConnected && !opener.current.closest('[role="dialog"],[role="alertdialog"]')) return opener.current;
        return document.querySelector<HTMLElement>('main h1');
      },
    }),
    [],
  );
}
