import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import a11yNote from './DateInput.a11y.md?raw';
import { componentParameters } from '../../test/storyParameters';
import { DateInput, type DateInputProps } from './DateInput';

function Demo(args: DateInputProps) {
  const [value, setValue] = useState(args.value);
  return <DateInput {...args} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Forms/DateInput',
  component: DateInput,
  render: (args) => <Demo {...args} />,
  parameters: componentParameters(a11yNote),
  args: { id: 'birthDate', label: 'Geburtsdatum', value: '', onChange: () => {}, autoComplete: 'bday' },
} satisfies Meta<typeof DateInput>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithHint: Story = { args: { hint: 'Zum Beispiel 24.12.1950' } };
export const WithError: Story = { args: { value: '31.02.1950', hint: 'Zum Beispiel 24.12.1950', error: 'Das Datum gibt es nicht. Prüfen Sie Tag und Monat.' } };
export const Filled: Story = { args: { value: '24.12.1950' } };
export const English: Story = { globals: { locale: 'en' }, args: { label: 'Date of birth', hint: 'For example 24.12.1950' } };
export const LongLabelAndHint: Story = {
  args: {
    label: 'Geburtsdatum der Person, mit der Sie verheiratet sind oder in eingetragener Lebenspartnerschaft leben',
    hint: 'Tragen Sie Tag, Monat und Jahr ein, so wie sie im Personalausweis stehen. Punkte setzt das Feld selbst.',
  },
};
