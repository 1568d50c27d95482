import type { Meta, StoryObj } from '@storybook/react-vite';
import a11yNote from './VisuallyHidden.a11y.md?raw';
import { componentParameters } from '../../test/storyParameters';
import { VisuallyHidden } from './VisuallyHidden';

const meta = {
  title: 'Text/VisuallyHidden',
  component: VisuallyHidden,
  parameters: componentParameters(a11yNote),
  args: { children: 'Nur für Screenreader' },
  render: (args) => (
    <p>
      Sichtbarer Text
      <VisuallyHidden {...args} />
    </p>
  ),
} satisfies Meta<typeof VisuallyHidden>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
