import type { Meta, StoryObj } from '@storybook/react-vite';
import a11yNote from './StepIndicator.a11y.md?raw';
import { componentParameters } from '../../test/storyParameters';
import { StepIndicator } from './StepIndicator';

const meta = {
  title: 'Navigation/StepIndicator',
  component: StepIndicator,
  parameters: componentParameters(a11yNote),
  args: { current: 2, total: 7 },
} satisfies Meta<typeof StepIndicator>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const LastStep: Story = { args: { current: 7, total: 7 } };
/** A sub-page of a step (the donation list under the donations question): the step is named. */
export const WithTopic: Story = { args: { current: 7, total: 11, topic: 'Spenden und Mitgliedsbeiträge' } };
