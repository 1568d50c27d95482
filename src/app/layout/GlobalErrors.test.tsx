import { afterEach, describe, expect, it } from 'vitest';
import { createStore } from 'jotai';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, configureApi, resetApi } from '../api/client';
import { connectApi } from '../api/host';
import { showErrorAtom } from '../state/errors';
import { localeAtom } from '../state/locale';
import { renderApp, stubFetch } from '../test/renderApp';
import { GlobalErrors } from './GlobalErrors';

afterEach(() => resetApi());

const spent = {
  de: 'Mit diesem Freischaltcode wurde die Steuererklärung für dieses Jahr schon abgeschickt.',
  en: 'The tax return for this year has already been sent with this access code.',
};

function stubs(locale: 'de' | 'en') {
  return stubFetch({
    'POST /prepareSummaryPage': () => ({ status: 409, body: { detailMessage: spent[locale], code: 'accessCodeUsed' } }),
    'POST /users/registerAgain': () => ({ body: { message: 'ok' } }),
    'POST /users/authentication/logout': () => ({ body: { authenticated: false } }),
  });
}

const prepare = () =>
  api.prepareSummaryPage({ formModelId: 'ESt2025', dataModelId: 'ESt2025', testMarker: '', formdata: '{}' }, { category: 'wizard-prepare-summary-failed' }).catch(() => {});

describe('an access code that already sent this year’s declaration', () => {
  for (const [locale, title, button] of [
    ['de', 'Erklärung schon abgeschickt', 'Neuen Freischaltcode beantragen'],
    ['en', 'Tax return already sent', 'Apply for a new access code'],
  ] as const) {
    it(`says so and offers to order a new access code (${locale})`, async () => {
      const user = userEvent.setup();
      const { fetch, calls } = stubs(locale);
      const store = createStore();
      store.set(localeAtom, locale);
      const { location } = renderApp(<GlobalErrors />, { path: '/tax/wizard', locale, store });
      connectApi(store);
      configureApi({ fetch });
      await prepare();
      const alert = await screen.findByRole('alert');
      expect(within(alert).getByRole('heading', { level: 2 })).toHaveTextContent(title);
      expect(alert).toHaveTextContent(spent[locale]);
      await user.click(within(alert).getByRole('button', { name: button }));
      await waitFor(() => expect(location.history.at(-1)).toBe('/tax/confirmation/success'));
      await waitFor(() => expect(calls.map((c) => `${c.method} ${c.path}`)).toContain('POST /users/authentication/logout'));
      expect(calls.map((c) => `${c.method} ${c.path}`)).toContain('POST /users/registerAgain');
      expect(JSON.parse(String(calls.find((c) => c.path === '/users/authentication/logout')!.init.body))).toEqual({ reason: 'taxDeclarationOrderedNewAccessCode' });
    });
  }

  it('other errors offer no such button', async () => {
    const { fetch } = stubFetch({ 'POST /prepareSummaryPage': () => ({ status: 409, body: { detailMessage: 'Schon übermittelt.' } }) });
    const store = createStore();
    store.set(localeAtom, 'de');
    renderApp(<GlobalErrors />, { path: '/tax/wizard', store });
    connectApi(store);
    configureApi({ fetch });
    await prepare();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { level: 2 })).toHaveTextContent('Es ist ein Fehler aufgetreten');
    expect(within(alert).queryByRole('button', { name: 'Neuen Freischaltcode beantragen' })).toBeNull();
  });
});

describe('the magnifier rule (docs/accessibility-contract.md, "Magnifiers")', () => {
  it('moves focus to a box raised by the user’s action, which is then a group read once, and back to the h1 when it is hidden', async () => {
    const user = userEvent.setup();
    const store = createStore();
    renderApp(
      <main>
        <h1>Ihre Angaben</h1>
        <GlobalErrors />
        <button type="button" onClick={() => store.set(showErrorAtom, { category: 'wizard-prepare-summary-failed', message: 'Schon übermittelt.' })}>
          Zur Zusammenfassung
        </button>
      </main>,
      { path: '/tax/wizard', store },
    );
    await user.click(screen.getByRole('button', { name: 'Zur Zusammenfassung' }));
    const box = await screen.findByRole('group', { name: /Es ist ein Fehler aufgetreten/ });
    expect(screen.queryByRole('alert')).toBeNull();
    await waitFor(() => expect(box).toHaveFocus());
    expect(box).toHaveAccessibleDescription('Schon übermittelt.');
    await user.click(within(box).getByRole('button', { name: 'Meldung ausblenden' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveFocus());
  });

  it('leaves focus alone for a box that comes with a page or from no action', async () => {
    const store = createStore();
    renderApp(<GlobalErrors />, { path: '/tax/wizard', store });
    store.set(showErrorAtom, { category: 'wizard-load-data-failed', message: 'Nicht geladen.' });
    const alert = await screen.findByRole('alert');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(alert).not.toHaveFocus();
  });
});
