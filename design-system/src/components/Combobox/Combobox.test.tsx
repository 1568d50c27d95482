import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderForms } from '../private/testI18n';
import { Combobox, filterOptions, type ComboboxOption, type ComboboxProps } from '.';

const offices: ComboboxOption[] = [
  { value: '2801', label: 'Offenburg (2801)' },
  { value: '2806', label: 'Freiburg-Stadt (2806)' },
  { value: '2807', label: 'Freiburg-Land (2807)' },
  { value: '2884', label: 'Stuttgart II (2884)' },
];
const many: ComboboxOption[] = Array.from({ length: 300 }, (_, i) => ({ value: String(1000 + i), label: `Finanzamt ${i} (${1000 + i})` }));

function Controlled(props: Partial<ComboboxProps> & { spy?: (value: string) => void }) {
  const [value, setValue] = useState(props.value ?? '');
  return (
    <Combobox id="office" label="Finanzamt" options={offices} {...props} value={value} onChange={(next) => { setValue(next); props.spy?.(next); }} />
  );
}

describe('Combobox', () => {
  it('follows the APG roles and is described by hint then error', async () => {
    await renderForms(<Controlled hint="Tippen Sie den Ort." error="Wählen Sie ein Finanzamt." />);
    const input = screen.getByRole('combobox', { name: 'Finanzamt' });
    expect(input).toHaveAttribute('aria-autocomplete', 'list');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveAttribute('aria-controls', 'office-listbox');
    expect(input).toHaveAttribute('aria-describedby', 'office-hint office-error');
    expect(input).toHaveAccessibleDescription('Tippen Sie den Ort. Fehler: Wählen Sie ein Finanzamt.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('filters case-insensitively, announces the count and selects with the keyboard', async () => {
    const spy = vi.fn();
    const user = userEvent.setup();
    await renderForms(<Controlled spy={spy} />);
    const input = screen.getByRole('combobox');
    await user.type(input, 'freiburg');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    const listbox = screen.getByRole('listbox', { name: 'Finanzamt' });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Freiburg-Stadt (2806)', 'Freiburg-Land (2807)']);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('2 Ergebnisse'));
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', 'office-option-1');
    await user.keyboard('{ArrowUp}');
    expect(input).toHaveAttribute('aria-activedescendant', 'office-option-0');
    await user.keyboard('{Enter}');
    expect(input).toHaveValue('Freiburg-Stadt (2806)');
    expect(spy).toHaveBeenLastCalledWith('2806');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(listbox).not.toBeVisible();
  });

  it('finds an office by its 4-digit BUFA', async () => {
    const user = userEvent.setup();
    await renderForms(<Controlled />);
    await user.type(screen.getByRole('combobox'), '2884');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Stuttgart II (2884)']);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('1 Ergebnis'));
  });

  it('says when nothing matches, in English too', async () => {
    const user = userEvent.setup();
    await renderForms(<Controlled />, { locale: 'en' });
    await user.type(screen.getByRole('combobox'), 'zzz');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('No results'));
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('closes on Escape, then clears on a second Escape', async () => {
    const spy = vi.fn();
    const user = userEvent.setup();
    await renderForms(<Controlled spy={spy} value="2801" />);
    const input = screen.getByRole('combobox');
    expect(input).toHaveValue('Offenburg (2801)');
    await user.click(input);
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveValue('Offenburg (2801)');
    await user.keyboard('{Escape}');
    expect(input).toHaveValue('');
    expect(spy).toHaveBeenLastCalledWith('');
  });

  it('selects an option by click and keeps focus in the text box', async () => {
    const spy = vi.fn();
    const user = userEvent.setup();
    await renderForms(<Controlled spy={spy} />);
    const input = screen.getByRole('combobox');
    await user.click(input);
    await user.click(screen.getByRole('option', { name: 'Stuttgart II (2884)' }));
    expect(spy).toHaveBeenLastCalledWith('2884');
    expect(input).toHaveFocus();
    expect(input).toHaveValue('Stuttgart II (2884)');
  });

  it('keeps free text that matches nothing on blur and reports it for validation', async () => {
    const spy = vi.fn();
    const user = userEvent.setup();
    await renderForms(<><Controlled spy={spy} /><button type="button">weiter</button></>);
    await user.type(screen.getByRole('combobox'), 'Nirgendwo');
    await user.tab();
    expect(screen.getByRole('combobox')).toHaveValue('Nirgendwo');
    expect(spy).toHaveBeenLastCalledWith('Nirgendwo');
  });

  it('takes exactly typed text of an option on blur', async () => {
    const spy = vi.fn();
    const user = userEvent.setup();
    await renderForms(<><Controlled spy={spy} /><button type="button">weiter</button></>);
    await user.type(screen.getByRole('combobox'), 'offenburg (2801)');
    await user.tab();
    expect(spy).toHaveBeenLastCalledWith('2801');
    expect(screen.getByRole('combobox')).toHaveValue('Offenburg (2801)');
  });

  it('is read-only text, not a disabled control, with one option', async () => {
    const spy = vi.fn();
    await renderForms(<Controlled spy={spy} options={[offices[0]]} />);
    const input = screen.getByRole('textbox', { name: 'Finanzamt' });
    expect(input).toHaveAttribute('readonly');
    expect(input).not.toBeDisabled();
    expect(input).toHaveValue('Offenburg (2801)');
    expect(input).toHaveAccessibleDescription('Nicht änderbar.');
    expect(spy).toHaveBeenCalledWith('2801');
  });

  it('handles 300 options and filters them quickly', async () => {
    const user = userEvent.setup();
    await renderForms(<Controlled options={many} />);
    const input = screen.getByRole('combobox');
    await user.click(input);
    await user.keyboard('{ArrowDown}');
    expect(screen.getAllByRole('option')).toHaveLength(300);
    await user.keyboard('{ArrowUp}');
    expect(input).toHaveAttribute('aria-activedescendant', 'office-option-299');
    const started = performance.now();
    expect(filterOptions(many, '12').length).toBeGreaterThan(10);
    expect(performance.now() - started).toBeLessThan(50);
    await user.type(input, '1299');
    expect(screen.getAllByRole('option')).toHaveLength(1);
  });
});
