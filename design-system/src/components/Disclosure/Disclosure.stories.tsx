import type { Meta, StoryObj } from '@storybook/react-vite';
import a11yNote from './Disclosure.a11y.md?raw';
import { componentParameters } from '../../test/storyParameters';
import { Disclosure } from './Disclosure';

const meta = {
  title: 'Actions/Disclosure',
  component: Disclosure,
  parameters: componentParameters(a11yNote),
  args: {
    summary: 'Berechnung anzeigen',
    children: <p>Von Ihrer Rente sind 83,5 % steuerpflichtig. Davon werden 102 € Pauschbetrag abgezogen.</p>,
  },
} satisfies Meta<typeof Disclosure>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Collapsed: Story = {};
export const Expanded: Story = { args: { defaultOpen: true } };
export const InHeading: Story = { args: { headingLevel: 3, summary: 'So haben wir gerechnet' } };
export const LongSummary: Story = {
  args: { summary: 'Warum wir den steuerfreien Teil Ihrer Rente nur schätzen können und was das für Sie bedeutet', defaultOpen: true },
};
