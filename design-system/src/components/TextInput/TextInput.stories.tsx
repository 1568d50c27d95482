import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import a11yNote from './TextInput.a11y.md?raw';
import { componentParameters } from '../../test/storyParameters';
import { TextInput, type TextInputProps } from './TextInput';

function Demo(args: TextInputProps) {
  const [value, setValue] = useState(args.value);
  return <TextInput {...args} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Forms/TextInput',
  component: TextInput,
  render: (args) => <Demo {...args} />,
  parameters: componentParameters(a11yNote),
  args: { id: 'firstName', label: 'Vorname', value: '', onChange: () => {}, autoComplete: 'given-name' },
} satisfies Meta<typeof TextInput>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithHint: Story = { args: { hint: 'Wie in Ihrem Personalausweis.' } };
export const WithError: Story = { args: { hint: 'Wie in Ihrem Personalausweis.', error: 'Geben Sie Ihren Vornamen ein.' } };
export const Filled: Story = { args: { value: 'Erika' } };
export const Required: Story = { args: { required: true } };
export const ReadOnly: Story = { args: { value: 'Erika', readOnly: true, hint: 'Aus Ihrer Anmeldung übernommen.' } };
export const Email: Story = { args: { id: 'email', label: 'E-Mail-Adresse', type: 'email', autoComplete: 'email', width: 'medium', maxLength: 60 } };
export const Short: Story = { args: { id: 'zip', label: 'Postleitzahl', width: 'short', inputMode: 'numeric', autoComplete: 'postal-code' } };
export const LongLabelAndHint: Story = {
  args: {
    label: 'Vorname der Person, mit der Sie verheiratet sind oder in eingetragener Lebenspartnerschaft leben',
    hint: 'Tragen Sie alle Vornamen ein, so wie sie im Personalausweis oder im Reisepass stehen, auch zweite und dritte Vornamen.',
    error: 'Geben Sie den Vornamen der Person ein, mit der Sie verheiratet sind.',
  },
};
