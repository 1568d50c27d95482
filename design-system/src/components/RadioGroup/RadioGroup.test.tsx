import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderForms } from '../private/testI18n';
import { RadioGroup, type RadioGroupProps } from '.';

const options = [
  { value: 'yes', label: 'Ja', hint: 'Sie reichen die Erklärung gemeinsam ein.' },
  { value: 'no', label: 'Nein' },
  { value: 'unknown', label: 'Weiß nicht' },
];

function Controlled(props: Partial<RadioGroupProps> & { spy?: (v: string) => void }) {
  const [value, setValue] = useState(props.value ?? '');
  return <RadioGroup id="joint" legend="Sind Sie verheiratet?" options={options} {...props} value={value} onChange={(v) => { setValue(v); props.spy?.(v); }} />;
}

describe('RadioGroup', () => {
  it('is one radio group named by its legend, with ids ${id}-0 … and hint then error on every option', async () => {
    await renderForms(<Controlled hint="Auch eingetragene Lebenspartnerschaft." error="Wählen Sie Ja oder Nein." required />);
    // One group: the fieldset only lays out (Orca entered and left a fieldset and a radio group of the same name).
    const group = screen.getByRole('radiogroup', { name: 'Sind Sie verheiratet? (Pflichtfeld)' });
    expect(group).toHaveAttribute('aria-required', 'true');
    expect(document.querySelector('fieldset')).toHaveAttribute('role', 'none');
    expect(screen.queryAllByRole('group')).toHaveLength(0);
    const radios = screen.getAllByRole('radio');
    expect(radios.map((r) => r.id)).toEqual(['joint-0', 'joint-1', 'joint-2']);
    expect(radios[0]).toHaveAccessibleName('Ja');
    expect(radios[0]).toHaveAttribute('aria-describedby', 'joint-hint joint-error joint-0-hint');
    expect(radios[0]).toHaveAccessibleDescription('Auch eingetragene Lebenspartnerschaft. Fehler: Wählen Sie Ja oder Nein. Sie reichen die Erklärung gemeinsam ein.');
    expect(radios[1]).toHaveAccessibleDescription('Auch eingetragene Lebenspartnerschaft. Fehler: Wählen Sie Ja oder Nein.');
    expect(group).toHaveAttribute('aria-invalid', 'true');
  });

  it('moves and selects with the arrow keys', async () => {
    const spy = vi.fn();
    const user = userEvent.setup();
    await renderForms(<Controlled spy={spy} value="yes" />);
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Ja' })).toHaveFocus();
    // Held down as in a browser: Radix moves focus on a timer and selects while the key is down.
    await user.keyboard('{ArrowDown>}');
    await user.keyboard('{/ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Nein' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: 'Nein' })).toBeChecked();
    expect(spy).toHaveBeenLastCalledWith('no');
    await user.keyboard('{ArrowUp>}');
    await user.keyboard('{/ArrowUp}');
    expect(screen.getByRole('radio', { name: 'Ja' })).toHaveFocus();
    expect(spy).toHaveBeenLastCalledWith('yes');
  });

  it('answers both arrow pairs also when laid out horizontally', async () => {
    const spy = vi.fn();
    const user = userEvent.setup();
    await renderForms(<Controlled spy={spy} value="yes" orientation="horizontal" />);
    await user.tab();
    await user.keyboard('{ArrowDown>}');
    await user.keyboard('{/ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Nein' })).toBeChecked();
    await user.keyboard('{ArrowLeft>}');
    await user.keyboard('{/ArrowLeft}');
    expect(screen.getByRole('radio', { name: 'Ja' })).toBeChecked();
  });

  it('selects by clicking the label', async () => {
    const spy = vi.fn();
    const user = userEvent.setup();
    await renderForms(<Controlled spy={spy} />);
    await user.click(screen.getByText('Weiß nicht'));
    expect(spy).toHaveBeenLastCalledWith('unknown');
    expect(screen.getByRole('radio', { name: 'Weiß nicht' })).toBeChecked();
  });

  it('can make the legend the page heading', async () => {
    await renderForms(<Controlled legendAsPageHeading />);
    const heading = screen.getByRole('heading', { level: 1, name: 'Sind Sie verheiratet?' });
    expect(heading).not.toHaveAttribute('tabindex');
    expect(heading.closest('legend')).not.toBeNull();
  });
});
