import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import a11yNote from './Select.a11y.md?raw';
import { componentParameters } from '../../test/storyParameters';
import { Select, type SelectProps } from './Select';

function Demo(args: SelectProps) {
  const [value, setValue] = useState(args.value);
  return <Select {...args} value={value} onChange={setValue} />;
}

const states = [
  { value: 'BW', label: 'Baden-Württemberg' },
  { value: 'BY', label: 'Bayern' },
  { value: 'BE', label: 'Berlin' },
  { value: 'BB', label: 'Brandenburg' },
  { value: 'HB', label: 'Bremen' },
  { value: 'HH', label: 'Hamburg' },
];

const meta = {
  title: 'Forms/Select',
  component: Select,
  render: (args) => <Demo {...args} />,
  parameters: componentParameters(a11yNote),
  args: { id: 'state', label: 'Bundesland', options: states, value: '', onChange: () => {} },
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithHint: Story = { args: { hint: 'Das Bundesland, in dem Sie wohnen.' } };
export const WithError: Story = { args: { hint: 'Das Bundesland, in dem Sie wohnen.', error: 'Wählen Sie Ihr Bundesland aus.' } };
export const Filled: Story = { args: { value: 'BY' } };
export const OneOptionReadOnly: Story = { args: { options: [states[1]], value: 'BY', hint: 'Für Ihre Angaben kommt nur dieses Bundesland in Frage.' } };
export const NoOptionReadOnly: Story = { args: { options: [] } };
/** The list open by keyboard (Enter on the trigger), the chosen option highlighted: its options exist only while open. */
export const Open: Story = {
  args: { value: 'BY' },
  play: async ({ canvasElement }) => {
    const trigger = canvasElement.querySelector<HTMLButtonElement>('button[role="combobox"]');
    trigger?.focus();
    trigger?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    for (let i = 0; i < 100 && !document.querySelector('[role="listbox"] [role="option"][aria-selected="true"]'); i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  },
};
export const LongLabelAndHint: Story = {
  args: {
    label: 'Bundesland, in dem Sie am 31. Dezember des Jahres, für das Sie die Erklärung abgeben, gewohnt haben',
    hint: 'Wenn Sie im Jahr umgezogen sind, wählen Sie das Bundesland Ihrer Wohnung am Jahresende. Ihr Finanzamt richtet sich danach.',
    error: 'Wählen Sie Ihr Bundesland aus.',
  },
};
