import { useCallback, useSyncExternalStore } from 'react';

const matches = (query: string) => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(query).matches : false);

/**
 * Whether a media query (e.g. a breakpoint from `mq`) matches now; re-renders when that changes.
 * For parts that only one layout shows: not rendering them beats hiding them with CSS on a slow phone.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener?.('change', onChange);
      return () => list.removeEventListener?.('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => matches(query), () => false);
}
