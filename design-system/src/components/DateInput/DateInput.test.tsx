import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderForms } from '../private/testI18n';
import { DateInput } from '.';

function Controlled({ spy, error }: { spy?: (v: string) => void; error?: string }) {
  const [value, setValue] = useState('');
  return <DateInput id="birthDate" label="Geburtsdatum" hint="Zum Beispiel 24.12.1950" error={error} autoComplete="bday" value={value} onChange={(v) => { setValue(v); spy?.(v); }} />;
}

describe('DateInput', () => {
  it('puts the format in the hint and takes autocomplete bday', async () => {
    await renderForms(<Controlled error="Geben Sie ein gültiges Datum ein." />);
    const input = screen.getByRole('textbox', { name: 'Geburtsdatum' });
    expect(input).toHaveAccessibleDescription('Zum Beispiel 24.12.1950 Format: TT.MM.JJJJ Fehler: Geben Sie ein gültiges Datum ein.');
    expect(input).toHaveAttribute('autocomplete', 'bday');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows DD.MM.YYYY in English', async () => {
    await renderForms(<Controlled />, { locale: 'en' });
    expect(screen.getByRole('textbox')).toHaveAccessibleDescription('Zum Beispiel 24.12.1950 Format: DD.MM.YYYY');
  });

  it('inserts the dots while typing digits and reports the display value', async () => {
    const spy = vi.fn();
    const user = userEvent.setup();
    await renderForms(<Controlled spy={spy} />);
    const input = screen.getByRole('textbox');
    await user.type(input, '24121950');
    expect(input).toHaveValue('24.12.1950');
    await waitFor(() => expect(spy).toHaveBeenLastCalledWith('24.12.1950'));
  });

  it('accepts typed dots and explains a dot in the wrong place', async () => {
    const user = userEvent.setup();
    await renderForms(<Controlled />);
    const input = screen.getByRole('textbox');
    await user.type(input, '.');
    expect(input).toHaveValue('');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('„.“ passt hier nicht. Format: TT.MM.JJJJ'), { timeout: 3000 });
    await user.type(input, '15.06.1948');
    expect(input).toHaveValue('15.06.1948');
  });

  it('takes one-digit days and months as people write them: 1.1.1950 becomes 01.01.1950', async () => {
    const spy = vi.fn();
    const user = userEvent.setup();
    await renderForms(<Controlled spy={spy} />);
    const input = screen.getByRole('textbox');
    await user.type(input, '1.');
    expect(input).toHaveValue('01.');
    await user.type(input, '1.1950');
    expect(input).toHaveValue('01.01.1950');
    await waitFor(() => expect(spy).toHaveBeenLastCalledWith('01.01.1950'));
    expect(screen.getByRole('status')).toHaveTextContent('');
    await user.clear(input);
    await user.type(input, '3.11.1950');
    expect(input).toHaveValue('03.11.1950');
  });
});
