import { useCallback, type MouseEvent } from 'react';
import { useLocation } from 'wouter';
import { beginLinkPageChange } from './navigation';
import { href } from './paths';

/** `onClick` for design-system links: route in the app, keep ctrl/middle-click opening a tab. */
export function useLinkHandler() {
  const [location, navigate] = useLocation();
  return useCallback(
    (to: string) => ({
      href: href(to),
      onClick: (event: MouseEvent<HTMLAnchorElement>) => {
        if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        // Focus waits outside the page while the link's page goes (navigation.ts); not for the page shown.
        if (to !== location) beginLinkPageChange();
        navigate(to);
      },
    }),
    [location, navigate],
  );
}
