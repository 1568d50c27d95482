import type { Meta, StoryObj } from '@storybook/react-vite';
import a11yNote from './SkipLink.a11y.md?raw';
import { componentParameters } from '../../test/storyParameters';
import { SkipLink } from './SkipLink';

const meta = {
  title: 'Navigation/SkipLink',
  component: SkipLink,
  parameters: componentParameters(a11yNote),
  args: { targetId: 'story-target' },
  render: (args) => (
    <div>
      <SkipLink {...args} />
      <p>Drücken Sie die Tabulatortaste, um den Link zu sehen.</p>
      <div id="story-target" tabIndex={-1}>
        Hier beginnt der Inhalt.
      </div>
    </div>
  ),
} satisfies Meta<typeof SkipLink>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Focused: Story = {
  play: async ({ canvasElement }) => {
    canvasElement.querySelector<HTMLAnchorElement>('a')?.focus();
  },
};
