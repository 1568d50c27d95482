import { useCallback, useSyncExternalStore } from 'react';

// Whole seconds (rounded up, so a countdown never shows more time than is left); reads within one render agree.
const readClock = () => Math.ceil(Date.now() / 1000) * 1000;

/** The current time (to the second), re-rendering every `intervalMs` while `active`. */
export function useNow(active: boolean, intervalMs = 1000): number {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!active) return () => {};
      const id = setInterval(onChange, intervalMs);
      return () => clearInterval(id);
    },
    [active, intervalMs],
  );
  return useSyncExternalStore(subscribe, readClock, readClock);
}
