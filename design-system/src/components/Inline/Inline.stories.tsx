import type { Meta, StoryObj } from '@storybook/react-vite';
import a11yNote from './Inline.a11y.md?raw';
import { componentParameters } from '../../test/storyParameters';
import { Button } from '../Button';
import { Inline } from './Inline';

const meta = {
  title: 'Layout/Inline',
  component: Inline,
  parameters: componentParameters(a11yNote),
  args: {
    children: [
      <Button key="1">Weiter</Button>,
      <Button key="2" variant="secondary">
        Zurück
      </Button>,
      <Button key="3" variant="link">
        Später fortsetzen
      </Button>,
    ],
  },
} satisfies Meta<typeof Inline>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const NoWrap: Story = { args: { wrap: false, space: 'xsmall' } };
