import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import a11yNote from './MoneyInput.a11y.md?raw';
import { componentParameters } from '../../test/storyParameters';
import { MoneyInput, type MoneyInputProps } from './MoneyInput';

function Demo(args: MoneyInputProps) {
  const [value, setValue] = useState(args.value);
  return <MoneyInput {...args} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Forms/MoneyInput',
  component: MoneyInput,
  render: (args) => <Demo {...args} />,
  parameters: componentParameters(a11yNote),
  args: { id: 'amount', label: 'Betrag der Spende', value: '', onChange: () => {} },
} satisfies Meta<typeof MoneyInput>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithHint: Story = { args: { hint: 'Wie auf der Zuwendungsbestätigung, zum Beispiel 1.234,50' } };
export const WithError: Story = { args: { value: '12,345', error: 'Geben Sie den Betrag in Euro und Cent ein, zum Beispiel 1.234,50.' } };
export const Filled: Story = { args: { value: '1234.50' } };
export const ReadOnly: Story = { args: { label: 'Rente laut Rentenversicherung', value: '18432.17', readOnly: true, hint: 'Diese Angabe hat das Finanzamt schon.' } };
export const LongLabelAndHint: Story = {
  args: {
    label: 'Kosten für Arbeitslohn der Handwerkerleistung ohne Material, Anfahrt nur wenn auf der Rechnung gesondert ausgewiesen',
    hint: 'Nur was Sie per Überweisung bezahlt haben. Barzahlungen erkennt das Finanzamt nicht an. Den Betrag finden Sie auf der Rechnung.',
  },
};
