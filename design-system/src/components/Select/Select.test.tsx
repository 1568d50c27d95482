import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderForms } from '../private/testI18n';
import { Select, type SelectProps } from '.';

const states = [
  { value: 'BW', label: 'Baden-Württemberg' },
  { value: 'BY', label: 'Bayern' },
  { value: 'BE', label: 'Berlin' },
];

function Controlled(props: Partial<SelectProps> & { spy?: (v: string) => void }) {
  const [value, setValue] = useState(props.value ?? '');
  return <Select id="state" label="Bundesland" options={states} {...props} value={value} onChange={(v) => { setValue(v); props.spy?.(v); }} />;
}

const originalMatchMedia = window.matchMedia;
function pointer(coarse: boolean) {
  window.matchMedia = ((query: string) => ({ ...originalMatchMedia(query), matches: coarse && query === '(pointer: coarse)', addEventListener: () => {}, removeEventListener: () => {} })) as typeof window.matchMedia;
}
afterEach(() => {
  window.matchMedia = originalMatchMedia;
});

describe('Select', () => {
  it('uses Radix Select on fine pointers, named by the label, described by hint then error', async () => {
    pointer(false);
    await renderForms(<Controlled hint="Wo Sie wohnen." error="Wählen Sie ein Bundesland." />);
    const trigger = screen.getByRole('combobox', { name: 'Bundesland' });
    expect(trigger.tagName).toBe('BUTTON');
    expect(trigger).toHaveAccessibleDescription('Wo Sie wohnen. Fehler: Wählen Sie ein Bundesland.');
    expect(trigger).toHaveAttribute('aria-invalid', 'true');
    expect(trigger).toHaveTextContent('Bitte auswählen');
  });

  it('selects with the keyboard in the Radix list', async () => {
    pointer(false);
    const spy = vi.fn();
    const user = userEvent.setup();
    await renderForms(<Controlled spy={spy} />);
    const trigger = screen.getByRole('combobox', { name: 'Bundesland' });
    trigger.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'Bayern' }));
    expect(spy).toHaveBeenLastCalledWith('BY');
    expect(trigger).toHaveTextContent('Bayern');
  });

  it('shows the chosen option on the closed trigger without rendering the list', async () => {
    pointer(false);
    await renderForms(
      <form>
        <Controlled value="BE" />
      </form>,
    );
    expect(screen.getByRole('combobox', { name: 'Bundesland' })).toHaveTextContent('Berlin');
    // A closed Radix list still renders its items (off the document) and mirrors them as <option>s.
    expect(document.querySelectorAll('option, [role="option"]')).toHaveLength(0);
  });

  it('chooses by type-ahead on the closed trigger without opening the list', async () => {
    pointer(false);
    const spy = vi.fn();
    const user = userEvent.setup();
    await renderForms(<Controlled spy={spy} />);
    const trigger = screen.getByRole('combobox', { name: 'Bundesland' });
    trigger.focus();
    await user.keyboard('b');
    expect(spy).toHaveBeenLastCalledWith('BW');
    await user.keyboard('b');
    expect(spy).toHaveBeenLastCalledWith('BY');
    expect(trigger).toHaveTextContent('Bayern');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('makes the rest of the page inert while the list is open, live regions excepted, and gives it back on close', async () => {
    pointer(false);
    const user = userEvent.setup();
    await renderForms(
      <main>
        <button type="button">Hilfe</button>
        <Controlled value="BE" />
        <output>Gespeichert</output>
      </main>,
    );
    const trigger = screen.getByRole('combobox', { name: 'Bundesland' });
    trigger.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    expect(screen.getByText('Hilfe').closest('[inert]')).not.toBeNull();
    expect(trigger.closest('[inert]')).not.toBeNull();
    expect(screen.getByText('Gespeichert').closest('[inert]')).toBeNull();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(document.querySelectorAll('[inert]')).toHaveLength(0);
    await vi.waitFor(() => expect(trigger).toHaveFocus());
  });

  it('uses a native select on coarse pointers', async () => {
    pointer(true);
    const spy = vi.fn();
    const user = userEvent.setup();
    await renderForms(<Controlled spy={spy} hint="Wo Sie wohnen." />);
    const select = screen.getByRole('combobox', { name: 'Bundesland' });
    expect(select.tagName).toBe('SELECT');
    expect(select).toHaveAccessibleDescription('Wo Sie wohnen.');
    await user.selectOptions(select, 'BE');
    expect(spy).toHaveBeenLastCalledWith('BE');
  });

  it('is read-only text with one option, never a disabled control, and takes that option', async () => {
    const spy = vi.fn();
    const user = userEvent.setup();
    await renderForms(<Controlled spy={spy} options={[states[1]]} hint="Nur ein Bundesland möglich." />);
    const field = screen.getByRole('textbox', { name: 'Bundesland' });
    expect(field).toHaveAttribute('readonly');
    expect(field).not.toBeDisabled();
    expect(field).toHaveValue('Bayern');
    expect(field).toHaveAccessibleDescription('Nur ein Bundesland möglich. Nicht änderbar.');
    expect(spy).toHaveBeenCalledWith('BY');
    await user.tab();
    expect(field).toHaveFocus();
  });

  it('says that there is no choice with no option', async () => {
    await renderForms(<Controlled options={[]} />, { locale: 'en' });
    expect(screen.getByRole('textbox', { name: 'Bundesland' })).toHaveValue('No choice available');
  });
});
