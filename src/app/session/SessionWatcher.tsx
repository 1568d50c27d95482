import { useEffect, useLayoutEffect } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { useLocation, useSearch } from 'wouter';
import { api } from '../api/client';
import { recordAppUrl } from '../routing/navigation';
import { sessionModalAtom } from '../state/modal';
import { lastActivityAtom, loginUserAtom, sessionStatusAtom, sessionTimingAtom } from '../state/session';
import { endSessionInTab } from './sessionEnded';
import { sessionPhase } from './timing';

/** The shortest time between two checks of the login when the person comes back to the tab. */
const RETURN_CHECK_MS = 5_000;

/**
 * Watches idle and maximum session time while signed in and opens the session modals (docs/product-spec.md
 * §4). When the tab becomes visible again or its window gets focus, it asks the server whether its login still stands: a login
 * ended meanwhile (in another tab, by the server) is told at once, before the person types on.
 */
export function SessionWatcher() {
  const store = useStore();
  const status = useAtomValue(sessionStatusAtom);
  const [location] = useLocation();
  const search = useSearch();
  useLayoutEffect(() => {
    recordAppUrl(search ? `${location}?${search}` : location);
  }, [location, search]);

  useEffect(() => {
    if (status !== 'authenticated') return;
    // Load the session modals now: the logged-out one must open even when the network is gone.
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
        endSessionInTab(store, phase);
      } else if (phase === 'warning' && modal === null) {
        store.set(sessionModalAtom, 'warning');
      } else if (phase === 'active' && modal === 'warning') {
        store.set(sessionModalAtom, null);
      }
    };
    tick();
    const id = setInterval(tick, 1000);
    // The person comes back: the tab becomes visible again, or its window gets focus again (another
    // window was in front). At most one question per few seconds.
    let asked = 0;
    const onReturn = () => {
      if (document.visibilityState !== 'visible' || Date.now() - asked < RETURN_CHECK_MS) return;
      asked = Date.now();
      tick();
      // Without an answer (offline) nothing changes: the next call finds out.
      api.status({ category: null }).then(
        ({ authenticated }) => {
          if (!authenticated) endSessionInTab(store);
        },
        () => {},
      );
    };
    document.addEventListener('visibilitychange', onReturn);
    window.addEventListener('focus', onReturn);
    return () => {
      clearInterval(id);
      document.removeEventListener('visibilitychange', onReturn);
      window.removeEventListener('focus', onReturn);
    };
  }, [status, store]);

  return null;
}
