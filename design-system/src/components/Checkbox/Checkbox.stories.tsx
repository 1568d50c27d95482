import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import a11yNote from './Checkbox.a11y.md?raw';
import { componentParameters } from '../../test/storyParameters';
import { Checkbox, CheckboxGroup, type CheckboxGroupProps, type CheckboxProps } from './Checkbox';

function Demo(args: CheckboxProps) {
  const [checked, setChecked] = useState(args.checked);
  return <Checkbox {...args} checked={checked} onChange={setChecked} />;
}

function GroupDemo(args: CheckboxGroupProps) {
  const [value, setValue] = useState(args.value);
  return <CheckboxGroup {...args} value={value} onChange={setValue} />;
}

const markers = [
  { value: 'G', label: 'G – erheblich gehbehindert' },
  { value: 'aG', label: 'aG – außergewöhnlich gehbehindert' },
  { value: 'H', label: 'H – hilflos' },
  { value: 'Bl', label: 'Bl – blind' },
  { value: 'TBl', label: 'TBl – taubblind' },
  { value: 'Gl', label: 'Gl – gehörlos' },
];

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  subcomponents: { CheckboxGroup },
  render: (args) => <Demo {...args} />,
  parameters: componentParameters(a11yNote),
  args: { id: 'confirm', label: 'Ich habe die Angaben geprüft.', checked: false, onChange: () => {} },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithHint: Story = { args: { hint: 'Sie können sie danach nicht mehr ändern.' } };
export const WithError: Story = { args: { hint: 'Sie können sie danach nicht mehr ändern.', error: 'Bestätigen Sie, dass Sie die Angaben geprüft haben.' } };
export const Checked: Story = { args: { checked: true } };
export const LongLabelAndHint: Story = {
  args: {
    label: 'Ich versichere, dass ich die Angaben in dieser Steuererklärung wahrheitsgemäß und nach bestem Wissen und Gewissen gemacht habe.',
    hint: 'Falsche Angaben können strafbar sein. Wenn Sie unsicher sind, fragen Sie Ihr Finanzamt oder einen Lohnsteuerhilfeverein.',
  },
};

const groupArgs: CheckboxGroupProps = { id: 'markers', legend: 'Merkzeichen im Schwerbehindertenausweis', options: markers, value: [], onChange: () => {} };
export const Group: Story = { render: () => <GroupDemo {...groupArgs} /> };
export const GroupWithHint: Story = { render: () => <GroupDemo {...groupArgs} hint="Kreuzen Sie alle an, die in Ihrem Ausweis stehen." /> };
export const GroupWithError: Story = { render: () => <GroupDemo {...groupArgs} hint="Kreuzen Sie alle an, die in Ihrem Ausweis stehen." error="Wählen Sie mindestens ein Merkzeichen." /> };
export const GroupFilled: Story = { render: () => <GroupDemo {...groupArgs} value={['G', 'Bl']} /> };
