import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { createStore } from 'jotai';
import { memoryLocation } from 'wouter/memory-location';
import { AppProviders } from '../AppProviders';
import { createI18n } from '../i18n';
import { registerNavigate } from '../routing/navigation';
import type { Locale } from '../state/locale';

type Store = ReturnType<typeof createStore>;

/** Renders with a fresh store, real texts and an in-memory location (records the history). */
export function renderApp(ui: ReactElement, { path = '/', locale = 'de', store = createStore() }: { path?: string; locale?: Locale; store?: Store } = {}) {
  const [pathname, search = ''] = path.split('?');
  const location = memoryLocation({ path: pathname, searchPath: search, record: true });
  registerNavigate(location.navigate);
  const i18n = createI18n(locale);
  const result = render(
    <AppProviders store={store} i18n={i18n} hook={location.hook} searchHook={location.searchHook}>
      {ui}
    </AppProviders>,
  );
  return { ...result, store, location, i18n };
}

/** A fetch stub answering by "METHOD /path" (after /erklaerung/api); records every call. */
export function stubFetch(routes: Record<string, (init: RequestInit) => { status?: number; body?: unknown; headers?: Record<string, string> }>) {
  const calls: { method: string; path: string; init: RequestInit }[] = [];
  const fetchStub = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const path = url.replace(/^.*\/erklaerung\/api/, '');
    const method = init.method ?? 'GET';
    calls.push({ method, path, init });
    const handler = routes[`${method} ${path}`];
    if (!handler) return new Response(JSON.stringify({ detailMessage: `no stub for ${method} ${path}` }), { status: 404, headers: { 'content-type': 'application/json' } });
    const { status = 200, body, headers = {} } = handler(init);
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json', ...headers },
    });
  };
  return { fetch: fetchStub as typeof fetch, calls };
}
