import type { Meta, StoryObj } from '@storybook/react-vite';
import a11yNote from './Button.a11y.md?raw';
import { componentParameters } from '../../test/storyParameters';
import { Button } from './Button';

const meta = {
  title: 'Actions/Button',
  component: Button,
  parameters: componentParameters(a11yNote),
  args: { children: 'Weiter' },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Secondary: Story = { args: { variant: 'secondary', children: 'Zurück' } };
export const Warning: Story = { args: { variant: 'warning', children: 'Erklärung löschen' } };
export const LinkStyle: Story = { args: { variant: 'link', children: 'Später fortsetzen' } };
export const Busy: Story = { args: { busy: true, busyLabel: 'Ihre Erklärung wird gesendet …', children: 'Senden' } };
export const Disabled: Story = { args: { disabled: true, children: 'Senden' } };
export const LongText: Story = {
  args: { children: 'Erklärung jetzt elektronisch unterschreiben und an das Finanzamt senden' },
};
export const Focused: Story = {
  play: async ({ canvasElement }) => {
    canvasElement.querySelector('button')?.focus();
  },
};
