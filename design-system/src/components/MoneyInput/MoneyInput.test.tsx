import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderForms } from '../private/testI18n';
import { MoneyInput, formatGermanMoney, parseGermanMoney } from '.';

function Controlled({ spy, initial = '' }: { spy?: (v: string) => void; initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <MoneyInput id="amount" label="Betrag" hint="Was Sie gezahlt haben" value={value} onChange={(v) => { setValue(v); spy?.(v); }} />
      <button type="button">weiter</button>
    </>
  );
}

describe('money parsing and formatting', () => {
  it.each([
    ['1.234,50', '1234.50'],
    ['1234,5', '1234.50'],
    ['1234', '1234.00'],
    ['0,99', '0.99'],
    ['12 345,00 €', '12345.00'],
    ['1.000.000', '1000000.00'],
    ['', ''],
  ])('parses %s as %s', (text, value) => expect(parseGermanMoney(text)).toBe(value));

  it.each(['12,345', '1,2,3', 'abc', '1.23,00', '12.5'])('does not parse %s', (text) => expect(parseGermanMoney(text)).toBeNull());

  it.each([
    ['1234.50', '1.234,50'],
    ['1234.5', '1.234,50'],
    ['1000000', '1.000.000,00'],
    ['0.99', '0,99'],
  ])('formats %s as %s', (value, text) => expect(formatGermanMoney(value)).toBe(text));
});

describe('MoneyInput', () => {
  it('shows a stored value the German way, says "Euro" and asks for a decimal keyboard', async () => {
    await renderForms(<Controlled initial="1234.50" />);
    const input = screen.getByRole('textbox', { name: 'Betrag' });
    expect(input).toHaveValue('1.234,50');
    expect(input).toHaveAttribute('inputmode', 'decimal');
    expect(input).toHaveAccessibleDescription('Was Sie gezahlt haben Betrag in Euro');
  });

  it.each([
    ['de', 'Kosten für Material in Euro'],
    ['en', 'Amount paid in euros'],
    ['de', 'Rente (€)'],
  ] as const)('says the unit once when the %s label "%s" already names it', async (locale, label) => {
    await renderForms(<MoneyInput id="m" label={label} hint="Laut Rechnung" value="" onChange={() => {}} />, { locale });
    const input = screen.getByRole('textbox', { name: label });
    expect(input).toHaveAccessibleDescription('Laut Rechnung');
    expect(document.getElementById('m-unit')).toBeNull();
  });

  it('reports the decimal-point value while typing and formats on blur', async () => {
    const spy = vi.fn();
    const user = userEvent.setup();
    await renderForms(<Controlled spy={spy} />);
    const input = screen.getByRole('textbox');
    await user.type(input, '2500,5');
    expect(spy).toHaveBeenLastCalledWith('2500.50');
    expect(input).toHaveValue('2500,5');
    await user.tab();
    expect(input).toHaveValue('2.500,50');
  });

  it('keeps text it cannot read and reports it raw for the caller to flag', async () => {
    const spy = vi.fn();
    const user = userEvent.setup();
    await renderForms(<Controlled spy={spy} />);
    const input = screen.getByRole('textbox');
    await user.type(input, '12,345');
    await user.tab();
    expect(input).toHaveValue('12,345');
    expect(spy).toHaveBeenLastCalledWith('12,345');
  });

  it('reports empty as empty', async () => {
    const spy = vi.fn();
    const user = userEvent.setup();
    await renderForms(<Controlled spy={spy} initial="5.00" />);
    await user.clear(screen.getByRole('textbox'));
    expect(spy).toHaveBeenLastCalledWith('');
  });
});
