import type { Meta, StoryObj } from '@storybook/react-vite';
import a11yNote from './Heading.a11y.md?raw';
import { componentParameters } from '../../test/storyParameters';
import { Heading } from './Heading';

const meta = {
  title: 'Text/Heading',
  component: Heading,
  parameters: componentParameters(a11yNote),
  args: { level: 2, children: 'Angaben zur Person' },
} satisfies Meta<typeof Heading>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Level2: Story = {};
export const Level3: Story = { args: { level: 3, children: 'Renten' } };
export const Level4: Story = { args: { level: 4, children: 'Gesetzliche Rente' } };
export const LongText: Story = {
  args: { children: 'Aufwendungen für haushaltsnahe Beschäftigungsverhältnisse, Dienstleistungen und Handwerkerleistungen' },
};
