import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import a11yNote from './RadioGroup.a11y.md?raw';
import { componentParameters, isolatedA11y } from '../../test/storyParameters';
import { Button } from '../Button';
import { Stack } from '../Stack';
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

const pensions = [
  { value: 'statutory', label: 'Gesetzliche Rente' },
  { value: 'company', label: 'Betriebsrente' },
  { value: 'private', label: 'Private Rente' },
];

/**
 * The keyboard contract of RadioGroup.a11y.md, played with real key events in Chromium (the story test
 * runs it in both themes): Tab enters on the first option while none is chosen and on the chosen one
 * after, Space selects, both arrow pairs move and select with wrap-around, Tab leaves the group.
 */
export const KeyboardContract: Story = {
  args: { id: 'pension', legend: 'Welche Rente möchten Sie jetzt eintragen?', options: pensions },
  render: (args) => (
    <Stack>
      <div>
        <Button variant="secondary">Zurück</Button>
      </div>
      <Demo {...args} />
      <div>
        <Button>Weiter</Button>
      </div>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [statutory, company, privatePension] = canvas.getAllByRole('radio');
    const back = canvas.getByRole('button', { name: 'Zurück' });
    const next = canvas.getByRole('button', { name: 'Weiter' });
    // A key held down as in a browser: Radix moves focus on a timer and selects while the arrow key is down.
    const press = async (key: string) => {
      await userEvent.keyboard(`{${key}>}`);
      await userEvent.keyboard(`{/${key}}`);
    };
    const expectChosen = (radio: HTMLElement) => {
      expect(radio).toHaveFocus();
      expect(radio).toBeChecked();
      expect(canvas.getAllByRole('radio', { checked: true })).toEqual([radio]);
    };

    back.focus();
    await userEvent.tab();
    // Nothing chosen yet: Tab lands on the first option and does not choose it.
    expect(statutory).toHaveFocus();
    expect(canvas.queryAllByRole('radio', { checked: true })).toEqual([]);
    await userEvent.keyboard(' ');
    expectChosen(statutory);
    await press('ArrowDown');
    expectChosen(company);
    await press('ArrowRight');
    expectChosen(privatePension);
    // From the last option the next key wraps around to the first, and back.
    await press('ArrowDown');
    expectChosen(statutory);
    await press('ArrowUp');
    expectChosen(privatePension);
    await press('ArrowLeft');
    expectChosen(company);
    // Tab leaves the group (one tab stop for all options); Shift+Tab comes back on the chosen option.
    await userEvent.tab();
    expect(next).toHaveFocus();
    await userEvent.tab({ shift: true });
    expectChosen(company);
  },
};
