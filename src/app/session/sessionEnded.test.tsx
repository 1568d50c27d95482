// A login that ends while the person works (docs/decisions.md, "One session, many tabs"): the tab says
// so at once with the blocking dialog, stays on its screen and keeps every answer; a second tab of a
// signed-in browser never ends that login by itself.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { memoryLocation } from 'wouter/memory-location';
import WizardScreen from '../screens/declaration/WizardScreen';
import { GlobalErrors } from '../layout/GlobalErrors';
import { configureApi, resetApi } from '../api/client';
import { connectApi } from '../api/host';
import { declarationStore, DeclarationHarness, filledDocument } from '../wizard/testing/harness';
import { bootstrap } from './bootstrap';
import { logout } from './logout';
import { SessionEndedDialog } from './SessionEndedDialogs';
import { SessionWatcher } from './SessionWatcher';
import { errorsAtom } from '../state/errors';
import { sessionModalAtom } from '../state/modal';
import { defaultProperties } from '../state/properties';
import { forwardUrlAtom, loginTagAtom, loginUserAtom, sessionStatusAtom, signingDataAtom } from '../state/session';
import { draftPendingAtom, wizardAtom } from '../state/wizard';
import { stubFetch } from '../test/renderApp';
import { registerNavigate } from '../routing/navigation';

afterEach(() => {
  vi.unstubAllGlobals();
  resetApi();
  sessionStorage.clear();
});

describe('a login that ended while the wizard is open', () => {
  let saves: RequestInit[];
  beforeEach(() => {
    saves = [];
    const ended = () =>
      new Response(JSON.stringify({ detailMessage: 'Sie sind nicht angemeldet. Bitte melden Sie sich an.', code: 'sessionEnded' }), {
        status: 401,
        headers: { 'content-type': 'application/json' },
      });
    const fakeFetch = (url: string | URL | Request, init?: RequestInit) => {
      if (String(url).includes('/drafts/')) {
        saves.push(init ?? {});
        return Promise.resolve(ended());
      }
      if (String(url).includes('/pageChange')) return Promise.resolve(new Response(null, { status: 204 }));
      return Promise.resolve(new Response(JSON.stringify({ detailMessage: 'not here' }), { status: 404, headers: { 'content-type': 'application/json' } }));
    };
    vi.stubGlobal('fetch', vi.fn(fakeFetch));
    configureApi({ fetch: fakeFetch as typeof fetch });
  });

  it('opens the blocking dialog, stays on the screen, and keeps the answers for the next login', async () => {
    const user = userEvent.setup();
    const store = declarationStore({ document: { ...filledDocument, bank: { iban: 'DE89370400440532013000', holder: 'Erika Neu' } } });
    store.set(sessionStatusAtom, 'authenticated');
    store.set(loginUserAtom, { id: '02476291358', loginAt: Date.now() });
    store.set(loginTagAtom, 'A1B2');
    connectApi(store);
    const location = memoryLocation({ path: '/tax/wizard?screen=bank', record: true });
    registerNavigate(location.navigate);
    render(
      <DeclarationHarness store={store} path="" location={location}>
        <SessionWatcher />
        <GlobalErrors />
        <WizardScreen />
        <SessionEndedDialog kind="ended" />
      </DeclarationHarness>,
    );
    await user.click(await screen.findByRole('button', { name: 'Weiter' }));

    const dialog = await screen.findByRole('dialog', { name: 'Sie sind nicht mehr angemeldet' });
    expect(dialog).toHaveTextContent('Was Sie in diesem Fenster eingegeben haben, geht nicht verloren.');
    // The tab's login went with the save: the header names it.
    expect(new Headers(saves[0].headers).get('X-Login-Tag')).toBe('A1B2');
    // Not moved on, no dismissable box, the answers kept and marked for the next login.
    expect(location.history).toEqual(['/tax/wizard?screen=bank']);
    expect(store.get(errorsAtom)).toEqual([]);
    expect(store.get(sessionStatusAtom)).toBe('expired');
    expect(store.get(sessionModalAtom)).toBe('ended');
    expect(store.get(forwardUrlAtom)).toBe('/tax/wizard?screen=bank');
    expect(store.get(draftPendingAtom)).toBe('ESt2025');
    expect((store.get(wizardAtom).document.bank as { holder: string }).holder).toBe('Erika Neu');
    // Escape does not close it: only "Log in again" moves on.
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Sie sind nicht mehr angemeldet' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Erneut anmelden' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/tax'));
    expect((store.get(wizardAtom).document.bank as { holder: string }).holder).toBe('Erika Neu');
  });
});

describe('start-up of a second tab in a signed-in browser', () => {
  it('shows the tab as signed in elsewhere and does not log out', async () => {
    const stub = stubFetch({
      'GET /properties/global': () => ({ body: defaultProperties }),
      'GET /users/status': () => ({ body: { authenticated: true, accessCodeExpired: false } }),
    });
    configureApi({ fetch: stub.fetch });
    const store = createStore();
    await bootstrap(store, '/leichte-sprache/thema/spenden');
    expect(store.get(sessionStatusAtom)).toBe('elsewhere');
    expect(stub.calls.map((c) => `${c.method} ${c.path}`)).not.toContain('POST /users/authentication/logout');
  });

  it('a tab whose own login ended meanwhile (a reload) shows the blocking dialog over its signed-in page', async () => {
    const stub = stubFetch({
      'GET /properties/global': () => ({ body: defaultProperties }),
      'GET /users/status': () => ({ body: { authenticated: false, accessCodeExpired: false } }),
    });
    configureApi({ fetch: stub.fetch });
    const store = createStore();
    store.set(signingDataAtom, 'encrypted-pfx');
    store.set(loginTagAtom, 'A1B2');
    await bootstrap(store, '/tax/wizard?screen=bank');
    expect(store.get(sessionStatusAtom)).toBe('expired');
    expect(store.get(sessionModalAtom)).toBe('ended');
    // A tab that was never signed in is simply anonymous.
    const fresh = createStore();
    await bootstrap(fresh, '/tax/wizard?screen=bank');
    expect(fresh.get(sessionStatusAtom)).toBe('anonymous');
  });
});

describe('logout', () => {
  it('goes with the tab\'s login tag (only the holder of the login ends it), then the tag and the signing data go', async () => {
    const stub = stubFetch({ 'POST /users/authentication/logout': () => ({ body: { authenticated: false } }) });
    configureApi({ fetch: stub.fetch });
    const store = createStore();
    connectApi(store);
    configureApi({ fetch: stub.fetch });
    store.set(sessionStatusAtom, 'authenticated');
    store.set(signingDataAtom, 'encrypted-pfx');
    store.set(loginTagAtom, 'A1B2');
    await logout(store, 'taxDeclarationFinished');
    expect(new Headers(stub.calls[0].init.headers).get('X-Login-Tag')).toBe('A1B2');
    expect([store.get(loginTagAtom), store.get(signingDataAtom), store.get(sessionStatusAtom)]).toEqual([null, null, 'anonymous']);
  });
});
