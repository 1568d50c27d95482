import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderForms } from '../private/testI18n';
import { TextInput, type TextInputProps } from '.';

function Controlled(props: Partial<TextInputProps>) {
  const [value, setValue] = useState('');
  return <TextInput id="email" label="E-Mail-Adresse" {...props} value={value} onChange={setValue} />;
}

describe('TextInput', () => {
  it('has its label as name, hint then error as description and aria-invalid', async () => {
    await renderForms(<Controlled hint="Wir schreiben Ihnen nur einmal." error="Geben Sie eine gültige E-Mail-Adresse ein." type="email" autoComplete="email" />);
    const input = screen.getByRole('textbox', { name: 'E-Mail-Adresse' });
    expect(input).toHaveAttribute('aria-describedby', 'email-hint email-error');
    expect(input).toHaveAccessibleDescription('Wir schreiben Ihnen nur einmal. Fehler: Geben Sie eine gültige E-Mail-Adresse ein.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAttribute('autocomplete', 'email');
  });

  it('types and reports each change; required is said in words', async () => {
    const user = userEvent.setup();
    await renderForms(<Controlled required maxLength={60} />);
    const input = screen.getByRole('textbox', { name: 'E-Mail-Adresse (Pflichtfeld)' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
    await user.type(input, 'erika@example.org');
    expect(input).toHaveValue('erika@example.org');
  });

  it('is read-only but still focusable', async () => {
    const user = userEvent.setup();
    await renderForms(<TextInput id="n" label="Name" value="Erika" onChange={() => {}} readOnly />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    await user.tab();
    expect(input).toHaveFocus();
    expect(input).toHaveAttribute('readonly');
  });
});
