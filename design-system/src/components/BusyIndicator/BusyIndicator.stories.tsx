import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
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
/** Nothing for 400 ms, then the spinner and its words: the story ends once they show, so axe and the picture see them. */
export const Delayed: Story = {
  args: { delayMs: 400 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByTestId('busy-visual')).toBeVisible(), { timeout: 2_000 });
    await expect(canvas.getByRole('status')).toHaveTextContent('Ihre Daten werden geladen …');
  },
};
export const Overlay: Story = {
  args: { variant: 'overlay', label: 'Die Erklärung wird unterschrieben …' },
  parameters: { docs: { story: { inline: false, height: '320px' } } },
};
