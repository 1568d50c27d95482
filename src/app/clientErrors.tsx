// Client errors (docs/product-spec.md §4 "Other", docs/decisions.md "Client errors"): an error of the app's own code that
// nothing handled, outside rendering (render errors have the ErrorBoundary), opens the client error page.
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { navigateTo } from './routing/navigation';
import { errorPath, paths } from './routing/paths';

/**
 * docs/product-spec.md §4: a client error goes to the client error page. Mounted once in the app; the
 * user data stays (unlike after an unexpected server error).
 */
export function ClientErrorWatcher() {
  const [location] = useLocation();
  const current = useRef(location);
  useLayoutEffect(() => {
    current.current = location;
  }, [location]);
  useEffect(() => {
    // Loaded after the first render, outside the start page's bundle; an error before that is the
    // browser's to report, as before the app started.
    let active = true;
    let stop = () => {};
    void import('./clientErrorsWatch').then(({ watchClientErrors }) => {
      if (!active) return;
      stop = watchClientErrors((error) => {
        console.error('Client error', error);
        // On the error page already: a further error takes the user nowhere.
        if (current.current !== paths.error) navigateTo(errorPath('client'));
      });
    });
    return () => {
      active = false;
      stop();
    };
  }, []);
  return null;
}
