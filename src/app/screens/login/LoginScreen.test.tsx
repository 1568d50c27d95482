import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoginScreen, validateLogin } from './LoginScreen';
import { renderApp } from '../../test/renderApp';

afterEach(() => sessionStorage.clear());

const validIdNr = '86095742719';

describe('validateLogin', () => {
  it('checks the tax ID and the access code', () => {
    expect(validateLogin({ idNr: '', accessCode: '', testMarker: '' }, false)).toEqual({ idNr: 'validation.required', accessCode: 'validation.required' });
    expect(validateLogin({ idNr: ` ${validIdNr} `, accessCode: '', testMarker: '' }, false)).toEqual({ accessCode: 'validation.required' });
  });
});

describe('LoginScreen', () => {
  it('with two errors the error summary takes focus, links led by the field names, and the title says Fehler', async () => {
    const user = userEvent.setup();
    renderApp(<LoginScreen />, { path: '/tax' });
    await user.click(screen.getByRole('button', { name: 'Weiter' }));

    const summary = await screen.findByRole('group', { name: /Es gibt ein Problem/ });
    await waitFor(() => expect(summary).toHaveFocus());
    const links = screen.getAllByRole('link', { name: /Dieses Feld muss ausgefüllt werden/ });
    expect(links.map((link) => link.textContent)).toEqual([
      'Steuerliche Identifikationsnummer: Dieses Feld muss ausgefüllt werden.',
      'Freischaltcode: Dieses Feld muss ausgefüllt werden.',
    ]);
    expect(document.title).toBe('Fehler: Anmelden – Einfach Erklären');
    expect(screen.getByLabelText(/Freischaltcode/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('with one error the access code field takes focus and is described by hint, format and error', async () => {
    const user = userEvent.setup();
    renderApp(<LoginScreen initialValues={{ idNr: validIdNr }} />, { path: '/tax' });
    await user.click(screen.getByRole('button', { name: 'Weiter' }));

    const field = screen.getByRole('textbox', { name: 'Freischaltcode (Pflichtfeld)' });
    await waitFor(() => expect(field).toHaveFocus());
    expect(screen.getByRole('group', { name: /Es gibt ein Problem/ })).not.toHaveFocus();
    expect(field).toHaveAccessibleDescription(/^Er steht in Ihrem Brief\. Format: .+ Fehler: Dieses Feld muss ausgefüllt werden\.$/);
  });
});
