import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import a11yNote from './RadioGroup.a11y.md?raw';
import { componentParameters, isolatedA11y } from '../../test/storyParameters';
import { RadioGroup, type RadioGroupProps } from './RadioGroup';

function Demo(args: RadioGroupProps) {
  const [value, setValue] = useState(args.value);
  return <RadioGroup {...args} value={value} onChange={setValue} />;
}

const yesNo = [
  { value: 'yes', label: 'Ja' },
  { value: 'no', label: 'Nein' },
];

const meta = {
  title: 'Forms/RadioGroup',
  component: RadioGroup,
  render: (args) => <Demo {...args} />,
  parameters: componentParameters(a11yNote),
  args: { id: 'joint', legend: 'Geben Sie die Erklärung gemeinsam mit Ihrem Ehepartner ab?', options: yesNo, value: '', onChange: () => {} },
} satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithHint: Story = { args: { hint: 'Das gilt auch für eingetragene Lebenspartnerschaften.' } };
export const WithError: Story = { args: { hint: 'Das gilt auch für eingetragene Lebenspartnerschaften.', error: 'Wählen Sie Ja oder Nein.' } };
export const Filled: Story = { args: { value: 'yes' } };
export const Horizontal: Story = { args: { orientation: 'horizontal' } };
export const OptionHints: Story = {
  args: {
    id: 'kind',
    legend: 'Wie möchten Sie Ihr Finanzamt angeben?',
    options: [
      { value: 'taxNumber', label: 'Mit meiner Steuernummer', hint: 'Sie steht auf Ihrem letzten Steuerbescheid.' },
      { value: 'taxOffice', label: 'Ich wähle das Finanzamt aus einer Liste', hint: 'Wenn Sie noch keine Steuernummer haben.' },
    ],
  },
};
// The legend is the page's only h1 here, so only the landmark rules stay off.
export const LegendAsPageHeading: Story = {
  args: { legendAsPageHeading: true },
  parameters: { a11y: { config: { rules: isolatedA11y.config.rules.filter((rule) => rule.id !== 'page-has-heading-one') } } },
};
export const LongLabelAndHint: Story = {
  args: {
    legend: 'Haben Sie im Jahr 2024 Geld an gemeinnützige Organisationen, Kirchen, Vereine oder politische Parteien gespendet oder dort Mitgliedsbeiträge gezahlt?',
    hint: 'Auch kleine Beträge zählen. Bis 300 Euro reicht der Kontoauszug als Nachweis, darüber brauchen Sie eine Zuwendungsbestätigung.',
    options: [
      { value: 'yes', label: 'Ja, ich habe gespendet oder Mitgliedsbeiträge gezahlt und möchte die Beträge angeben' },
      { value: 'no', label: 'Nein' },
    ],
    error: 'Wählen Sie Ja, wenn Sie gespendet haben.',
  },
};
