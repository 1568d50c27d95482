import type { Meta, StoryObj } from '@storybook/react-vite';
import a11yNote from './BusyIndicator.a11y.md?raw';
import { componentParameters } from '../../test/storyParameters';
import { BusyIndicator } from './BusyIndicator';

const meta = {
  title: 'Feedback/BusyIndicator',
  component: BusyIndicator,
  parameters: componentParameters(a11yNote),
  args: { active: true, label: 'Ihre Daten werden geladen …', delayMs: 0 },
} satisfies Meta<typeof BusyIndicator>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Inline: Story = {};
export const Idle: Story = { args: { active: false } };
export const Delayed: Story = { args: { delayMs: 400 } };
export const Overlay: Story = {
  args: { variant: 'overlay', label: 'Die Erklärung wird unterschrieben …' },
  parameters: { docs: { story: { inline: false, height: '320px' } } },
};
