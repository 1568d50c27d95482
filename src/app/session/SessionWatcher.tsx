import { useEffect, useLayoutEffect, useRef } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { useLocation, useSearch } from 'wouter';
import { sessionModalAtom } from '../state/modal';
import { forwardUrlAtom, lastActivityAtom, loginUserAtom, sessionStatusAtom, sessionTimingAtom } from '../state/session';
import { paths } from '../routing/paths';
import { sessionPhase } from './timing';

/** Watches idle and maximum session time while signed in; opens the session modals (docs/product-spec.md §4). */
export function SessionWatcher() {
  const store = useStore();
  const status = useAtomValue(sessionStatusAtom);
  const [location] = useLocation();
  const search = useSearch();
  const here = useRef('');
  useLayoutEffect(() => {
    here.current = search ? `${location}?${search}` : location;
  }, [location, search]);

  useEffect(() => {
    if (status !== 'authenticated') return;
    // Load the session modals now: the "connection lost" one must open even when the network is gone.
    import('./SessionDialogs').catch(() => {});
    const tick = () => {
      const { phase } = sessionPhase({
        now: Date.now(),
        lastActivity: store.get(lastActivityAtom),
        loginAt: store.get(loginUserAtom)?.loginAt ?? Date.now(),
        timing: store.get(sessionTimingAtom),
      });
      const modal = store.get(sessionModalAtom);
      if (phase === 'expired' || phase === 'maxSession') {
        store.set(sessionStatusAtom, 'expired');
        // The confirmation page stays as it is: the declaration is sent (docs/product-spec.md §4).
        if (here.current.startsWith(paths.confirmation)) {
          store.set(sessionModalAtom, null);
          return;
        }
        store.set(forwardUrlAtom, here.current);
        store.set(sessionModalAtom, phase);
      } else if (phase === 'warning' && modal === null) {
        store.set(sessionModalAtom, 'warning');
      } else if (phase === 'active' && modal === 'warning') {
        store.set(sessionModalAtom, null);
      }
    };
    tick();
    const id = setInterval(tick, 1000);
    return () => clearInterval(id);
  }, [status, store]);

  return null;
}
