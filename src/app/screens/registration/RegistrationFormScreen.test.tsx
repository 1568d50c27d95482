import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { RegistrationFormScreen, validateRegistration } from './RegistrationFormScreen';
import { renderApp, stubFetch } from '../../test/renderApp';
import { configureApi, resetApi } from '../../api/client';
import { connectApi } from '../../api/host';
import { propertiesAtom, defaultProperties } from '../../state/properties';
import { registrationMessageAtom } from '../../state/session';
import { localeAtom } from '../../state/locale';

afterEach(() => {
  resetApi();
  sessionStorage.clear();
});

const validIdNr = '86095742719';
/** The field shows the IdNr grouped as printed on the letter; what is validated and sent stays the 11 digits. */
const shownIdNr = '86 095 742 719';

/** A store with the default properties and the API connected to a stub that accepts the registration. */
function connectedStore() {
  const store = createStore();
  store.set(propertiesAtom, defaultProperties);
  connectApi(store);
  const stub = stubFetch({ 'POST /users/register': () => ({ body: { message: 'Danke.' } }) });
  configureApi({ fetch: stub.fetch });
  return { store, stub };
}

describe('validateRegistration', () => {
  it('checks trimmed values and the e-mail only in test mode', () => {
    const today = new Date('2025-06-01T12:00:00Z');
    expect(validateRegistration({ idNr: ` ${validIdNr} `, birthDate: ' 24.03.1950 ', email: '', testMarker: '' }, false, today)).toEqual({});
    expect(validateRegistration({ idNr: '', birthDate: '', email: '', testMarker: '' }, true, today)).toEqual({
      idNr: 'validation.required',
      birthDate: 'validation.required',
      email: 'validation.required',
    });
    expect(validateRegistration({ idNr: validIdNr, birthDate: '01.01.2020', email: '', testMarker: '' }, false, today)).toEqual({
      birthDate: 'validation.birthDate.age',
    });
  });
});

describe('RegistrationFormScreen', () => {
  it('with two or more errors the error summary takes focus and the title says Fehler', async () => {
    const user = userEvent.setup();
    renderApp(<RegistrationFormScreen />, { path: '/registration/form' });
    await user.click(screen.getByRole('button', { name: 'Registrieren' }));

    const summary = await screen.findByRole('group', { name: /Es gibt ein Problem/ });
    await waitFor(() => expect(summary).toHaveFocus());
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Geben Sie Ihre Steuer-Identifikationsnummer ein.', 'Geben Sie Ihr Geburtsdatum ein.']);
    expect(document.title).toBe('2 Fehler: Registrieren – Einfach Erklären');
    expect(screen.getByLabelText(/Steuer-Identifikationsnummer/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('with one error the field takes focus and the summary stays above the h1', async () => {
    const user = userEvent.setup();
    renderApp(<RegistrationFormScreen initialValues={{ idNr: validIdNr, birthDate: '01.01.2020' }} />, { path: '/registration/form' });
    await user.click(screen.getByRole('button', { name: 'Zurück' }).closest('form')!.querySelector<HTMLButtonElement>('button[type="submit"]')!);

    const field = screen.getByLabelText(/Geburtsdatum/);
    await waitFor(() => expect(field).toHaveFocus());
    const summary = screen.getByRole('group', { name: /Es gibt ein Problem/ });
    expect(summary).not.toHaveFocus();
    const heading = screen.getByRole('heading', { level: 1 });
    expect(summary.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(field).toHaveAccessibleDescription(expect.stringContaining('mindestens 18 Jahre'));
  });

  it.each([
    ['as printed on the letter', '86 095 742 719'],
    ['with dashes', '86-095-742-719'],
    ['with dots', '86.095.742.719'],
    ['in full-width digits', '８６０９５７４２７１９'],
  ])('takes a pasted tax ID %s and sends its 11 digits', async (_, pasted) => {
    const user = userEvent.setup();
    const { store, stub } = connectedStore();
    renderApp(<RegistrationFormScreen initialValues={{ birthDate: '24.03.1950' }} />, { path: '/registration/form', store });
    const field = screen.getByLabelText(/Steuer-Identifikationsnummer/);
    await user.click(field);
    await user.paste(pasted);
    expect(field).toHaveValue(shownIdNr);
    await user.click(screen.getByRole('button', { name: 'Registrieren' }));
    await waitFor(() => expect(stub.calls).toHaveLength(1));
    expect(JSON.parse(String(stub.calls[0].init.body))).toEqual({ id: validIdNr, birthDate: '1950-03-24' });
  });

  it('groups the typed tax ID as on the letter, says so in the format hint, and sends its 11 digits', async () => {
    const user = userEvent.setup();
    const { store, stub } = connectedStore();
    renderApp(<RegistrationFormScreen initialValues={{ birthDate: '24.03.1950' }} />, { path: '/registration/form', store });
    const field = screen.getByRole('textbox', { name: 'Steuer-Identifikationsnummer (Pflichtfeld)' });
    expect(field).toHaveAccessibleDescription(/Format: 11 Ziffern \(XX XXX XXX XXX\)$/);
    expect(field).toHaveAttribute('inputmode', 'numeric');
    await user.type(field, validIdNr);
    expect(field).toHaveValue(shownIdNr);
    // A twelfth digit does not fit.
    await user.type(field, '1');
    expect(field).toHaveValue(shownIdNr);
    await user.click(screen.getByRole('button', { name: 'Registrieren' }));
    await waitFor(() => expect(stub.calls).toHaveLength(1));
    expect(JSON.parse(String(stub.calls[0].init.body))).toEqual({ id: validIdNr, birthDate: '1950-03-24' });
  });

  it('takes full-width digits typed one by one and drops typed spaces without calling them wrong', async () => {
    const user = userEvent.setup();
    renderApp(<RegistrationFormScreen />, { path: '/registration/form' });
    const field = screen.getByLabelText(/Steuer-Identifikationsnummer/);
    await user.type(field, '８６ ０９５ ７４２ ７１９');
    expect(field).toHaveValue(shownIdNr);
    // No "does not fit" explanation for the spaces (the status stays empty after the rejection pause).
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(document.getElementById('idNr-status')).toBeEmptyDOMElement();
  });

  it('sends the ISO birth date and keeps the server message for the success page', async () => {
    const user = userEvent.setup();
    const { store, stub } = connectedStore();
    const { location } = renderApp(<RegistrationFormScreen initialValues={{ idNr: validIdNr, birthDate: '24.03.1950' }} />, {
      path: '/registration/form',
      store,
    });
    await user.click(screen.getByRole('button', { name: 'Registrieren' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/registration/success'));
    expect(JSON.parse(String(stub.calls[0].init.body))).toEqual({ id: validIdNr, birthDate: '1950-03-24' });
    expect(store.get(registrationMessageAtom)).toBe('Danke.');
  });
});

describe('RegistrationFormScreen, the date of birth', () => {
  // The language is kept in local storage: an English test must not leave it to the next.
  afterEach(() => localStorage.clear());
  const submit = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Registrieren' }));

  it('names a date that does not exist, in words, apart from a wrong form', async () => {
    const user = userEvent.setup();
    renderApp(<RegistrationFormScreen initialValues={{ idNr: validIdNr, birthDate: '31.02.1950' }} />, { path: '/registration/form' });
    await submit(user);
    const field = screen.getByLabelText(/Geburtsdatum/);
    await waitFor(() => expect(field).toHaveFocus());
    expect(field).toHaveAccessibleDescription(expect.stringContaining('Fehler: Den 31. Februar 1950 gibt es nicht. Prüfen Sie Tag und Monat.'));
    expect(screen.getByRole('group', { name: /Es gibt ein Problem/ })).toHaveTextContent('Den 31. Februar 1950 gibt es nicht. Prüfen Sie Tag und Monat.');
  });

  it('in English', async () => {
    const user = userEvent.setup();
    const store = createStore();
    store.set(localeAtom, 'en');
    renderApp(<RegistrationFormScreen initialValues={{ idNr: validIdNr, birthDate: '30.2.1950' }} />, { path: '/registration/form', locale: 'en', store });
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(screen.getByLabelText(/Date of birth/)).toHaveAccessibleDescription(expect.stringContaining('Error: 30 February 1950 does not exist. Check the day and month.')));
  });

  it('a wrong form gets the same example as the hint', async () => {
    const user = userEvent.setup();
    renderApp(<RegistrationFormScreen initialValues={{ idNr: validIdNr, birthDate: '24.12.50' }} />, { path: '/registration/form' });
    await submit(user);
    const field = screen.getByLabelText(/Geburtsdatum/);
    await waitFor(() => expect(field).toHaveFocus());
    expect(field).toHaveAccessibleDescription(
      'Zum Beispiel 24.12.1950 Format: TT.MM.JJJJ Fehler: Geben Sie das Geburtsdatum mit Tag, Monat und Jahr ein, zum Beispiel 24.12.1950.',
    );
  });

  it('takes 1.1.1950 as typed and sends 1950-01-01', async () => {
    const user = userEvent.setup();
    const { store, stub } = connectedStore();
    const { location } = renderApp(<RegistrationFormScreen initialValues={{ idNr: validIdNr }} />, { path: '/registration/form', store });
    await user.type(screen.getByLabelText(/Geburtsdatum/), '1.1.1950');
    expect(screen.getByLabelText(/Geburtsdatum/)).toHaveValue('01.01.1950');
    await submit(user);
    await waitFor(() => expect(location.history.at(-1)).toBe('/registration/success'));
    expect(JSON.parse(String(stub.calls[0].init.body))).toEqual({ id: validIdNr, birthDate: '1950-01-01' });
  });
});
