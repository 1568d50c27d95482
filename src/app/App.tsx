import { StrictMode, useEffect } from 'react';
import { useStore, type createStore } from 'jotai';
import type { i18n as I18n } from 'i18next';
import { useLocation } from 'wouter';
import { AppProviders } from './AppProviders';
import { connectApi } from './api/host';
import { AppLayout } from './layout/AppLayout';
import { AppRoutes } from './routing/AppRoutes';
import { UI_BASE } from './routing/paths';
import { ClientErrorWatcher } from './clientErrors';
// In the entry, not a chunk of its own: the error page must show when a screen's code cannot be loaded
// (a connection gone, a tab left open over an update), and it costs the start page about 0.1 KB.
import { ErrorScreen } from './screens/ErrorScreen';
import { ErrorBoundary } from './ErrorBoundary';
import { SessionWatcher } from './session/SessionWatcher';
import { bootstrap } from './session/bootstrap';

type Store = ReturnType<typeof createStore>;

// StrictMode runs effects twice in development; the start-up calls must run once per store.
const started = new WeakSet<Store>();

function Bootstrap() {
  const store = useStore();
  const [location] = useLocation();
  useEffect(() => {
    if (started.has(store)) return;
    started.add(store);
    connectApi(store);
    void bootstrap(store, location);
  }, [store, location]);
  return null;
}

/** Shown when even the layout failed: the error page alone in a main landmark. */
function CrashPage() {
  return (
    <main id="main-content">
      <ErrorScreen variant="uncaught" />
    </main>
  );
}

export function App({ store, i18n, ssrPath, ssrSearch }: { store: Store; i18n: I18n; ssrPath?: string; ssrSearch?: string }) {
  return (
    <StrictMode>
      <AppProviders store={store} i18n={i18n} base={UI_BASE} ssrPath={ssrPath} ssrSearch={ssrSearch}>
            <ErrorBoundary fallback={<CrashPage />}>
              <Bootstrap />
              <ClientErrorWatcher />
              <AppLayout>
                <ErrorBoundary fallback={<ErrorScreen variant="uncaught" />}>
                  <AppRoutes />
                </ErrorBoundary>
              </AppLayout>
              <SessionWatcher />
            </ErrorBoundary>
      </AppProviders>
    </StrictMode>
  );
}
