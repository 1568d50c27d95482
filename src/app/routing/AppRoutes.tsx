import { Suspense, useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { Redirect, Route, Switch, useLocation, useSearch } from 'wouter';
import { useTranslation } from 'react-i18next';
import { BusyIndicator } from '@einfach/design-system';
import { lazyNamed, routeOf, routes } from '../routes';
import { api } from '../api/client';
import { clearErrorsAtom } from '../state/errors';
import { setLoadingAtom } from '../state/loading';
import { bootstrappedAtom } from '../state/properties';
import { forwardUrlAtom, sessionStatusAtom } from '../state/session';
import { recordRouteChange, registerNavigate } from './navigation';
import { paths } from './paths';
import { markNavigated } from './usePage';

/** Remembers where the visitor wanted to go, then opens the login (docs/product-spec.md §2). */
function RedirectToLogin() {
  const [location] = useLocation();
  const search = useSearch();
  const setForwardUrl = useSetAtom(forwardUrlAtom);
  useLayoutEffect(() => {
    setForwardUrl(search ? `${location}?${search}` : location);
  }, [location, search, setForwardUrl]);
  return <Redirect to={paths.login} replace />;
}

const OpenElsewhereScreen = lazyNamed(() => import('../screens/session/OpenElsewhereScreen'), 'OpenElsewhereScreen');

export function Protected({ children }: { children: ReactNode }) {
  const status = useAtomValue(sessionStatusAtom);
  const { t } = useTranslation('app');
  if (status === 'unknown') return <BusyIndicator active label={t('loading.page')} />;
  if (status === 'anonymous') return <RedirectToLogin />;
  // Signed in, but in another tab: this one says so instead of ending that session.
  if (status === 'elsewhere') return <OpenElsewhereScreen />;
  // 'expired' keeps the page under the logged-out dialog until the user logs in again.
  return <>{children}</>;
}

/**
 * While a screen's code loads, the layout's page busy indicator runs. The fallback itself holds no
 * text: when the page that had focus goes, Chromium puts the caret in the nearest text, and Orca's
 * reading point sat in the fallback's status region; when that went, Orca moved silently to the new
 * h1 and then took its focus as nothing new, so the new page was never announced (heard after the
 * registration).
 */
function PageLoading() {
  const setLoading = useSetAtom(setLoadingAtom);
  useLayoutEffect(() => {
    setLoading(['page', true]);
    return () => setLoading(['page', false]);
  }, [setLoading]);
  return null;
}

/** Per route change: routing from code, focus policy, stale errors, page-change report. */
function RouteEffects() {
  const [location, navigate] = useLocation();
  const clearErrors = useSetAtom(clearErrorsAtom);
  const bootstrapped = useAtomValue(bootstrappedAtom);
  const previous = useRef<string | null>(null);

  useLayoutEffect(() => {
    registerNavigate(navigate);
  }, [navigate]);

  useLayoutEffect(() => {
    if (previous.current !== null && previous.current !== location) {
      markNavigated();
      recordRouteChange();
      // Errors belong to the page they were raised on; the error page shows its own text.
      clearErrors();
    }
    previous.current = location;
  }, [location, clearErrors]);

  useEffect(() => {
    if (!bootstrapped) return;
    const page = routeOf(location)?.page;
    if (page) api.pageChange({ page }, { category: 'log-page-change-failed' }).catch(() => {});
  }, [location, bootstrapped]);

  return null;
}

export function AppRoutes() {
  return (
    <>
      <RouteEffects />
      <Suspense fallback={<PageLoading />}>
        <Switch>
          {routes.map(({ path, component: Screen, protected: isProtected }) => (
            <Route key={path} path={path}>
              {isProtected ? (
                <Protected>
                  <Screen />
                </Protected>
              ) : (
                <Screen />
              )}
            </Route>
          ))}
          <Route>
            <Redirect to={paths.start} replace />
          </Route>
        </Switch>
      </Suspense>
    </>
  );
}
