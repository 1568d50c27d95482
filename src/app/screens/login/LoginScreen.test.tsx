import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoginScreen, validateLogin } from './LoginScreen';
import { createStore } from 'jotai';
import { renderApp, stubFetch } from '../../test/renderApp';
import { configureApi, resetApi } from '../../api/client';
import { connectApi } from '../../api/host';
import { localeAtom } from '../../state/locale';
import { GlobalErrors } from '../../layout/GlobalErrors';

// The key pair and CMS are the browser's crypto; these tests are about what the screen says.
vi.mock('../../../domain/crypto/client', () => ({
  createLoginCms: async () => ({ cms: 'Q01T', keyPair: {} }),
  createLocalSigningData: async () => ({ encryptedPfx: '', decryptInfo: {} }),
}));

afterEach(() => sessionStorage.clear());

const validIdNr = '86095742719';

describe('validateLogin', () => {
  it('checks the tax ID and the access code', () => {
    expect(validateLogin({ idNr: '', accessCode: '', testMarker: '' }, false)).toEqual({ idNr: 'validation.required', accessCode: 'validation.required' });
    expect(validateLogin({ idNr: ` ${validIdNr} `, accessCode: '', testMarker: '' }, false)).toEqual({ accessCode: 'validation.required' });
  });
});

describe('LoginScreen', () => {
  it('with two errors the error summary takes focus, each link the message that names its field, and the title counts them', async () => {
    const user = userEvent.setup();
    renderApp(<LoginScreen />, { path: '/tax' });
    await user.click(screen.getByRole('button', { name: 'Weiter' }));

    const summary = await screen.findByRole('group', { name: /Es gibt ein Problem/ });
    await waitFor(() => expect(summary).toHaveFocus());
    const links = within(summary).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Geben Sie Ihre Steuer-Identifikationsnummer ein.',
      'Geben Sie den Freischaltcode aus Ihrem Brief ein.',
    ]);
    expect(document.body.textContent).not.toContain('Dieses Feld');
    expect(document.title).toBe('2 Fehler: Anmelden – Einfach Erklären');
    expect(screen.getByLabelText(/Freischaltcode/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('with one error the access code field takes focus and is described by hint, format and error', async () => {
    const user = userEvent.setup();
    renderApp(<LoginScreen initialValues={{ idNr: validIdNr }} />, { path: '/tax' });
    await user.click(screen.getByRole('button', { name: 'Weiter' }));

    const field = screen.getByRole('textbox', { name: 'Freischaltcode (Pflichtfeld)' });
    await waitFor(() => expect(field).toHaveFocus());
    expect(screen.getByRole('group', { name: /Es gibt ein Problem/ })).not.toHaveFocus();
    expect(field).toHaveAccessibleDescription(/^Er steht in Ihrem Brief\. Format: .+ Fehler: Geben Sie den Freischaltcode aus Ihrem Brief ein\.$/);
    expect(document.title).toBe('Fehler: Anmelden – Einfach Erklären');
  });
});

describe('LoginScreen, WCAG 3.3.8 (nothing to copy by hand)', () => {
  it('names its fields as a password manager knows them, and takes a pasted tax ID and code', async () => {
    const user = userEvent.setup();
    renderApp(<LoginScreen />, { path: '/tax' });
    const idNr = screen.getByRole('textbox', { name: /Steuer-Identifikationsnummer/ });
    const code = screen.getByRole('textbox', { name: /Freischaltcode/ });
    expect(idNr).toHaveAttribute('autocomplete', 'username');
    expect(code).toHaveAttribute('autocomplete', 'current-password');
    // Pasted as the letter prints them: grouped, the code in lower case.
    await user.click(idNr);
    await user.paste('86 095 742 719');
    await user.click(code);
    await user.paste('eez-abcd-efgh-ijkl');
    await waitFor(() => expect(idNr).toHaveValue('86 095 742 719'));
    await waitFor(() => expect(code).toHaveValue('EEZ-ABCD-EFGH-IJKL'));
  });
});

describe('LoginScreen, a refused login', () => {
  afterEach(() => {
    resetApi();
    // The language is kept in local storage: an English test must not leave it to the next.
    localStorage.clear();
  });

  /** Fills in a valid tax ID and access code and sends them; the server answers `authenticate` with `answer`. */
  async function refusedLogin(answer: { status: number; body: Record<string, unknown> }, locale: 'de' | 'en' = 'de') {
    const user = userEvent.setup();
    const { fetch } = stubFetch({
      'GET /properties/jeans': () => ({ body: {} }),
      'GET /users/authentication/trustedRandom': () => ({ body: { trustedRandom: 'AAAA' } }),
      'POST /users/authentication/authenticate': () => answer,
    });
    const store = createStore();
    store.set(localeAtom, locale);
    renderApp(
      <>
        <GlobalErrors />
        <LoginScreen initialValues={{ idNr: validIdNr, accessCode: 'EEZ-AB12-CD34-EF56' }} />
      </>,
      { path: '/tax', locale, store },
    );
    connectApi(store);
    configureApi({ fetch });
    await user.click(screen.getByRole('button', { name: locale === 'de' ? 'Weiter' : 'Next' }));
  }

  it('marks both fields, says how many attempts are left, and moves focus to the first field', async () => {
    await refusedLogin({ status: 401, body: { detailMessage: 'Die Steuer-Identifikationsnummer oder der Freischaltcode stimmt nicht.', attemptsLeft: 3 } });
    const message =
      'Die Steuer-Identifikationsnummer oder der Freischaltcode stimmt nicht. Prüfen Sie beide Angaben. Nach 5 falschen Versuchen wird die Anmeldung für 15 Minuten gesperrt. Sie haben noch 3 Versuche.';
    const idNr = screen.getByRole('textbox', { name: /^Steuer-Identifikationsnummer/ });
    await waitFor(() => expect(idNr).toHaveFocus());
    const code = screen.getByRole('textbox', { name: /^Freischaltcode/ });
    for (const field of [idNr, code]) expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(idNr).toHaveAccessibleDescription(expect.stringContaining(`Fehler: ${message}`));
    // No two fields say the same: the code's field asks to check it too.
    expect(code).toHaveAccessibleDescription(expect.stringContaining('Fehler: Prüfen Sie auch den Freischaltcode aus Ihrem Brief.'));
    expect(code).not.toHaveAccessibleDescription(expect.stringContaining(message));
    // One entry in the summary (one cause), led to the first field; no error box besides.
    const summary = screen.getByRole('group', { name: /Es gibt ein Problem/ });
    expect(within(summary).getAllByRole('link').map((link) => link.textContent)).toEqual([message]);
    expect(within(summary).getByRole('link')).toHaveAttribute('href', '#idNr');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.title).toBe('Fehler: Anmelden – Einfach Erklären');
  });

  it('says "1 Versuch" for the last attempt', async () => {
    await refusedLogin({ status: 401, body: { detailMessage: '…', attemptsLeft: 1 } });
    await waitFor(() => expect(screen.getByRole('group', { name: /Es gibt ein Problem/ })).toHaveTextContent('Sie haben noch 1 Versuch.'));
  });

  it('when locked, says until what time (Berlin)', async () => {
    // 13:35 UTC in June is 15:35 in Berlin.
    await refusedLogin({ status: 423, body: { detailMessage: 'Gesperrt.', lockedUntil: '2025-06-15T13:34:20.000Z' } });
    const idNr = screen.getByRole('textbox', { name: /^Steuer-Identifikationsnummer/ });
    await waitFor(() => expect(idNr).toHaveFocus());
    expect(idNr).toHaveAccessibleDescription(
      expect.stringContaining('Fehler: Die Anmeldung ist nach 5 falschen Versuchen gesperrt, bis 15:35 Uhr. Versuchen Sie es danach noch einmal.'),
    );
    expect(screen.getByRole('textbox', { name: /^Freischaltcode/ })).toHaveAttribute('aria-invalid', 'true');
  });

  it('in English too', async () => {
    await refusedLogin({ status: 401, body: { detailMessage: '…', attemptsLeft: 4 } }, 'en');
    const idNr = screen.getByRole('textbox', { name: /^Tax identification number/ });
    await waitFor(() => expect(idNr).toHaveFocus());
    expect(idNr).toHaveAccessibleDescription(
      expect.stringContaining(
        'Error: The tax identification number or the access code is not right. Check both. After 5 wrong attempts, logging in is locked for 15 minutes. You have 4 attempts left.',
      ),
    );
  });

  it('other refusals (an expired access code) stay in the error box', async () => {
    await refusedLogin({ status: 401, body: { detailMessage: 'Ihr Freischaltcode ist abgelaufen.' } });
    // It answers the submit button, far below it: the box takes focus (a group read once, not an alert).
    const box = await screen.findByRole('group', { name: /Es ist ein Fehler aufgetreten/ });
    expect(box).toHaveTextContent('Ihr Freischaltcode ist abgelaufen.');
    await waitFor(() => expect(box).toHaveFocus());
    expect(screen.getByRole('textbox', { name: /^Steuer-Identifikationsnummer/ })).not.toHaveAttribute('aria-invalid', 'true');
  });
});
