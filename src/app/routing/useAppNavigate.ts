import { useCallback, type MouseEvent } from 'react';
import { useLocation } from 'wouter';
import { href } from './paths';

/** `onClick` for design-system links: route in the app, keep ctrl/middle-click opening a tab. */
export function useLinkHandler() {
  const [, navigate] = useLocation();
  return useCallback(
    (to: string) => ({
      href: href(to),
      onClick: (event: MouseEvent<HTMLAnchorElement>) => {
        if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        navigate(to);
      },
    }),
    [navigate],
  );
}
