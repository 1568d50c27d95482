import type { Meta, StoryObj } from '@storybook/react-vite';
import a11yNote from './Box.a11y.md?raw';
import { componentParameters } from '../../test/storyParameters';
import { Box } from './Box';

const meta = {
  title: 'Layout/Box',
  component: Box,
  parameters: componentParameters(a11yNote),
  args: { padding: 'large', children: 'Inhalt mit großzügigem Innenabstand.' },
} satisfies Meta<typeof Box>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Responsive: Story = {
  args: { padding: { mobile: 'small', tablet: 'large', desktop: 'xlarge' }, children: 'Der Abstand wächst mit der Bildschirmbreite.' },
};
export const AsSection: Story = { args: { as: 'section', paddingY: 'medium', children: 'Ein Abschnitt als section-Element.' } };
