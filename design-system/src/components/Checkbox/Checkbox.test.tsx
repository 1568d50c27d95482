import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderForms } from '../private/testI18n';
import { Checkbox, CheckboxGroup } from '.';

const markers = [
  { value: 'G', label: 'G – erheblich gehbehindert' },
  { value: 'aG', label: 'aG – außergewöhnlich gehbehindert' },
  { value: 'Bl', label: 'Bl – blind', hint: 'Auch bei Taubblindheit (TBl) ankreuzen.' },
];

describe('Checkbox', () => {
  it('is a native checkbox named by its label, with hint and error', async () => {
    const spy = vi.fn();
    const user = userEvent.setup();
    function Single() {
      const [checked, setChecked] = useState(false);
      return <Checkbox id="agree" label="Ich bestätige die Angaben." hint="Pflicht für die Abgabe." error="Bestätigen Sie die Angaben." checked={checked} onChange={(c) => { setChecked(c); spy(c); }} />;
    }
    await renderForms(<Single />);
    const box = screen.getByRole('checkbox', { name: 'Ich bestätige die Angaben.' });
    expect(box).toHaveAccessibleDescription('Pflicht für die Abgabe. Fehler: Bestätigen Sie die Angaben.');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByText('Ich bestätige die Angaben.'));
    expect(box).toBeChecked();
    await user.keyboard(' ');
    expect(spy).toHaveBeenLastCalledWith(false);
  });
});

describe('CheckboxGroup', () => {
  it('describes the group hint and error on every box and keeps option order', async () => {
    const spy = vi.fn();
    const user = userEvent.setup();
    function Group() {
      const [value, setValue] = useState<string[]>([]);
      return <CheckboxGroup id="markers" legend="Merkzeichen" hint="Kreuzen Sie alle an, die im Ausweis stehen." error="Wählen Sie mindestens ein Merkzeichen." options={markers} value={value} onChange={(v) => { setValue(v); spy(v); }} />;
    }
    await renderForms(<Group />);
    expect(screen.getByRole('group', { name: 'Merkzeichen' })).toBeInTheDocument();
    const boxes = screen.getAllByRole('checkbox');
    expect(boxes.map((b) => b.id)).toEqual(['markers-0', 'markers-1', 'markers-2']);
    expect(boxes[2]).toHaveAccessibleDescription('Kreuzen Sie alle an, die im Ausweis stehen. Fehler: Wählen Sie mindestens ein Merkzeichen. Auch bei Taubblindheit (TBl) ankreuzen.');
    expect(boxes[0]).toHaveAttribute('aria-invalid', 'true');
    await user.click(boxes[2]);
    await user.click(boxes[0]);
    expect(spy).toHaveBeenLastCalledWith(['G', 'Bl']);
    await user.click(boxes[2]);
    expect(spy).toHaveBeenLastCalledWith(['G']);
  });
});
