import type { Meta, StoryObj } from '@storybook/react-vite';
import a11yNote from './Stack.a11y.md?raw';
import { componentParameters } from '../../test/storyParameters';
import { Text } from '../Text';
import { Stack } from './Stack';

const meta = {
  title: 'Layout/Stack',
  component: Stack,
  parameters: componentParameters(a11yNote),
  args: {
    space: 'medium',
    children: [
      <Text key="1">Erster Absatz.</Text>,
      <Text key="2">Zweiter Absatz.</Text>,
      <Text key="3">Dritter Absatz.</Text>,
    ],
  },
} satisfies Meta<typeof Stack>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Large: Story = { args: { space: 'xlarge' } };
