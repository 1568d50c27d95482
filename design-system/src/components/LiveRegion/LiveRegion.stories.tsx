import type { Meta, StoryObj } from '@storybook/react-vite';
import a11yNote from './LiveRegion.a11y.md?raw';
import { componentParameters } from '../../test/storyParameters';
import { LiveRegion } from './LiveRegion';

const meta = {
  title: 'Feedback/LiveRegion',
  component: LiveRegion,
  parameters: componentParameters(a11yNote),
  args: { politeness: 'polite', message: 'Gespeichert.' },
  render: (args) => (
    <div>
      <p>Die Meldung ist unsichtbar und wird nur vorgelesen: „{args.message}“</p>
      <LiveRegion {...args} />
    </div>
  ),
} satisfies Meta<typeof LiveRegion>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Polite: Story = {};
export const Assertive: Story = { args: { politeness: 'assertive', message: 'Die Verbindung ist unterbrochen.' } };
