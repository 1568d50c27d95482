import { useEffect } from 'react';
import { href, paths } from '../routing/paths';

/**
 * While leaving is to be prevented: the browser asks before the tab closes (docs/product-spec.md §4), and the
 * header's logo link opens the wizard's own leave dialog instead of going to the start page.
 */
export function useLeaveGuard(active: boolean, onLogo: () => void): void {
  useEffect(() => {
    if (!active) return;
    const beforeUnload = (event: BeforeUnloadEvent) => {
      // Browsers show the prompt only after the user has interacted with the page; asking before
      // that does nothing but log a "blocked" error (a reload right after opening the wizard).
      if (navigator.userActivation && !navigator.userActivation.hasBeenActive) return;
      event.preventDefault();
      // Older browsers need returnValue set to show the prompt.
      event.returnValue = '';
    };
    const startHref = href(paths.start);
    const click = (event: MouseEvent) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.('header a[href]');
      if (!link || link.getAttribute('href') !== startHref) return;
      // Capture phase: the router's own click handler sees defaultPrevented and stays put.
      event.preventDefault();
      onLogo();
    };
    window.addEventListener('beforeunload', beforeUnload);
    document.addEventListener('click', click, true);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('click', click, true);
    };
  }, [active, onLogo]);
}
