import type { Meta, StoryObj } from '@storybook/react-vite';
import a11yNote from './ButtonGroup.a11y.md?raw';
import { componentParameters } from '../../test/storyParameters';
import { Button } from '../Button';
import { ButtonGroup } from './ButtonGroup';

const meta = {
  title: 'Actions/ButtonGroup',
  component: ButtonGroup,
  parameters: componentParameters(a11yNote),
  args: {
    children: [
      <Button key="next">Weiter</Button>,
      <Button key="back" variant="secondary">
        Zurück
      </Button>,
    ],
  },
} satisfies Meta<typeof ButtonGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const ThreeActions: Story = {
  args: {
    children: [
      <Button key="send">Senden</Button>,
      <Button key="back" variant="secondary">
        Zurück zur Zusammenfassung
      </Button>,
      <Button key="later" variant="link">
        Später fortsetzen
      </Button>,
    ],
  },
};
