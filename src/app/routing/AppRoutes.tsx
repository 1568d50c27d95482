import { Suspense, useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { Redirect, Route, Switch, useLocation, useSearch } from 'wouter';
import { useTranslation } from 'react-i18next';
import { BusyIndicator } from '@einfach/design-system';
import { routeOf, routes } from '../routes';
import { api } from '../api/client';
import { clearErrorsAtom } from '../state/errors';
import { bootstrappedAtom } from '../state/properties';
import { forwardUrlAtom, sessionStatusAtom } from '../state/session';
import { recordRouteChange, registerNavigate } from './navigation';
import { paths } from './paths';
import { markNavigated } from './usePage';

/** Remembers where the visitor wanted to go, then opens the login (spec §2). */
function RedirectToLogin() {
  const [location] = useLocation();
  const search = useSearch();
  const setForwardUrl = useSetAtom(forwardUrlAtom);
  useLayoutEffect(() => {
    setForwardUrl(search ? `${location}?${search}` : location);
  }, [location, search, setForwardUrl]);
  return <Redirect to={paths.login} replace />;
}

export function Protected({ children }: { children: ReactNode }) {
  const status = useAtomValue(sessionStatusAtom);
  const { t } = useTranslation('app');
  if (status === 'unknown') return <BusyIndicator active label={t('loading.page')} />;
  if (status === 'anonymous') return <RedirectToLogin />;
  // 'expired' keeps the page under the "Connection lost" dialog until the user logs in again.
  return <>{children}</>;
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
  const { t } = useTranslation('app');
  return (
    <>
      <RouteEffects />
      <Suspense fallback={<BusyIndicator active label={t('loading.page')} />}>
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
