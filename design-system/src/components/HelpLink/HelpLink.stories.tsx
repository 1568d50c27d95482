import type { Meta, StoryObj } from '@storybook/react-vite';
import a11yNote from './HelpLink.a11y.md?raw';
import { componentParameters } from '../../test/storyParameters';
import { HelpLink } from './HelpLink';

const meta = {
  title: 'Actions/HelpLink',
  component: HelpLink,
  parameters: componentParameters(a11yNote),
  args: { topic: 'person', element: 'idNr', children: 'Wo finde ich meine Steuer-Identifikationsnummer?', onOpen: () => {} },
} satisfies Meta<typeof HelpLink>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const LongText: Story = {
  args: { children: 'Was zählt zu den Aufwendungen für haushaltsnahe Dienstleistungen und wie weise ich sie nach?' },
};
