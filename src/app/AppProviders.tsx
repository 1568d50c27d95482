import type { ReactNode } from 'react';
import { Provider as JotaiProvider, type createStore } from 'jotai';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { Router, type BaseLocationHook } from 'wouter';
import { DocumentSync } from './DocumentSync';

type Store = ReturnType<typeof createStore>;

/** State, texts and routing for the app, its stories and its tests (each passes its own store). */
export function AppProviders({
  store,
  i18n,
  base,
  hook,
  searchHook,
  ssrPath,
  ssrSearch,
  children,
}: {
  store: Store;
  i18n: I18n;
  base?: string;
  hook?: BaseLocationHook;
  searchHook?: () => string;
  /** Server rendering: the path to render (the browser's location is not there). */
  ssrPath?: string;
  /** Server rendering: the query of that path (without `?`). */
  ssrSearch?: string;
  children: ReactNode;
}) {
  return (
    <JotaiProvider store={store}>
      <I18nextProvider i18n={i18n}>
        <Router base={base} hook={hook} searchHook={searchHook} ssrPath={ssrPath} ssrSearch={ssrSearch}>
          <DocumentSync />
          {children}
        </Router>
      </I18nextProvider>
    </JotaiProvider>
  );
}
