import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import a11yNote from './Combobox.a11y.md?raw';
import { componentParameters } from '../../test/storyParameters';
import { Combobox, type ComboboxProps } from './Combobox';

function Demo(args: ComboboxProps) {
  const [value, setValue] = useState(args.value);
  return <Combobox {...args} value={value} onChange={setValue} />;
}

const towns = ['Aachen', 'Berlin', 'Bonn', 'Bremen', 'Dortmund', 'Dresden', 'Essen', 'Freiburg', 'Hamburg', 'Kassel', 'Köln', 'Leipzig', 'Mainz', 'München', 'Offenburg', 'Stuttgart'];
// About 300 offices, like the real list of one large state.
const offices = Array.from({ length: 300 }, (_, i) => {
  const bufa = String(2800 + i);
  return { value: bufa, label: `${towns[i % towns.length]}${i >= towns.length ? ` ${Math.floor(i / towns.length) + 1}` : ''} (${bufa})` };
});

const meta = {
  title: 'Forms/Combobox',
  component: Combobox,
  render: (args) => <Demo {...args} />,
  parameters: componentParameters(a11yNote),
  args: { id: 'taxOffice', label: 'Finanzamt', options: offices, value: '', onChange: () => {} },
} satisfies Meta<typeof Combobox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithHint: Story = { args: { hint: 'Tippen Sie den Ort oder die vierstellige Finanzamtsnummer.' } };
export const WithError: Story = { args: { value: 'Nirgendwo', hint: 'Tippen Sie den Ort oder die vierstellige Finanzamtsnummer.', error: 'Wählen Sie ein Finanzamt aus der Liste.' } };
export const Filled: Story = { args: { value: '2814' } };
export const OneOptionReadOnly: Story = { args: { options: [offices[0]], value: offices[0].value } };
export const NoOptionReadOnly: Story = { args: { options: [] } };
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const input = canvasElement.querySelector<HTMLInputElement>('input[role="combobox"]');
    input?.focus();
    input?.click();
  },
};
export const LongLabelAndHint: Story = {
  args: {
    label: 'Finanzamt, das für Ihren Wohnort am Ende des Jahres zuständig war, für das Sie die Erklärung abgeben',
    hint: 'Wenn Sie es nicht wissen: Es steht oben links auf Ihrem letzten Steuerbescheid. Sie können auch die vierstellige Finanzamtsnummer eingeben.',
  },
};
