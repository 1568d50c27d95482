import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorSummary, TextInput } from '@einfach/design-system';
import { renderApp } from '../test/renderApp';
import { useValidatedForm, type FieldErrors } from './useValidatedForm';
import appDe from '../i18n/de/app.json';

/** A text of the German `app` namespace by its dotted key. */
const label = (key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], appDe) as string;

const fields = ['idNr', 'accessCode'] as const;
type Values = { idNr: string; accessCode: string };

function validate(values: Values): FieldErrors<(typeof fields)[number]> {
  const errors: FieldErrors<(typeof fields)[number]> = {};
  if (!values.idNr) errors.idNr = 'validation.required';
  if (values.accessCode.length > 4) errors.accessCode = 'validation.maxLength';
  return errors;
}

function Probe({ initialValues, busy = false, own = false, onValid }: { initialValues: Values; busy?: boolean; own?: boolean; onValid: (values: Values) => void }) {
  const { values, set, error, summary, onSubmit } = useValidatedForm({
    fields,
    initialValues,
    validate,
    labelKey: (field) => `login.${field}.label`,
    errorMessages: own ? { idNr: { 'validation.required': 'login.idNr.errors.required' } } : undefined,
    messageOptions: { max: 4 },
    busy,
    onValid,
  });
  return (
    <form onSubmit={onSubmit} noValidate>
      {/* oxlint-disable-next-line jsx-a11y/no-autofocus -- as the screens use it */}
      <ErrorSummary errors={summary} autoFocus />
      <TextInput id="idNr" label="Steuer-ID" value={values.idNr} onChange={set('idNr')} error={error('idNr')} />
      <TextInput id="accessCode" label="Code" value={values.accessCode} onChange={set('accessCode')} error={error('accessCode')} />
      <button type="submit">Weiter</button>
    </form>
  );
}

describe('useValidatedForm', () => {
  it('validates on submit: messages in the user\'s language, summary entries in field order, word for word as inline', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    renderApp(<Probe initialValues={{ idNr: '', accessCode: 'ABCDEF' }} onValid={onValid} />);
    expect(screen.queryByRole('group', { name: /Es gibt ein Problem/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Weiter' }));

    const summary = await screen.findByRole('group', { name: /Es gibt ein Problem/ });
    await waitFor(() => expect(summary).toHaveFocus());
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['#idNr', '#accessCode']);
    // No own message for the empty field: it is named by its label, never "Dieses Feld …".
    expect(links.map((link) => link.textContent)).toEqual([`Füllen Sie „${label('login.idNr.label')}“ aus.`, 'Geben Sie höchstens 4 Zeichen ein.']);
    expect(screen.getByRole('textbox', { name: 'Steuer-ID' })).toHaveAccessibleDescription(`Fehler: ${links[0].textContent}`);
    expect(screen.getByRole('textbox', { name: 'Code' })).toHaveAccessibleDescription('Fehler: Geben Sie höchstens 4 Zeichen ein.');
    expect(onValid).not.toHaveBeenCalled();
  });

  it('says a field\'s own message where it has one', async () => {
    const user = userEvent.setup();
    renderApp(<Probe initialValues={{ idNr: '', accessCode: '' }} own onValid={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(screen.getByRole('textbox', { name: 'Steuer-ID' })).toHaveAccessibleDescription(`Fehler: ${label('login.idNr.errors.required')}`);
    expect(screen.getByRole('link')).toHaveTextContent(label('login.idNr.errors.required'));
  });

  it('moves focus to the only invalid field, once per submit', async () => {
    const user = userEvent.setup();
    renderApp(<Probe initialValues={{ idNr: '', accessCode: '' }} onValid={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    const idNr = screen.getByRole('textbox', { name: 'Steuer-ID' });
    await waitFor(() => expect(idNr).toHaveFocus());
    expect(screen.getByRole('group', { name: /Es gibt ein Problem/ })).not.toHaveFocus();

    await user.click(screen.getByRole('textbox', { name: 'Code' }));
    await user.keyboard('x');
    expect(screen.getByRole('textbox', { name: 'Code' })).toHaveFocus();
  });

  it('hands the values on once they are valid, and clears the messages', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    renderApp(<Probe initialValues={{ idNr: '', accessCode: '' }} onValid={onValid} />);
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    await user.type(screen.getByRole('textbox', { name: 'Steuer-ID' }), '123');
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(onValid).toHaveBeenCalledWith({ idNr: '123', accessCode: '' });
    expect(screen.queryByRole('group', { name: /Es gibt ein Problem/ })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Steuer-ID' })).not.toHaveAttribute('aria-invalid');
  });

  it('does nothing while busy', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    renderApp(<Probe initialValues={{ idNr: '', accessCode: '' }} busy onValid={onValid} />);
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(screen.queryByRole('group', { name: /Es gibt ein Problem/ })).toBeNull();
    expect(onValid).not.toHaveBeenCalled();
  });
});
