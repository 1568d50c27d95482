import type { Meta, StoryObj } from '@storybook/react-vite';
import a11yNote from './Text.a11y.md?raw';
import { componentParameters } from '../../test/storyParameters';
import { Text } from './Text';

const meta = {
  title: 'Text/Text',
  component: Text,
  parameters: componentParameters(a11yNote),
  args: { children: 'Sie können Ihre Erklärung jederzeit speichern und später fortsetzen.' },
} satisfies Meta<typeof Text>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Body: Story = {};
export const Lead: Story = { args: { size: 'lead' } };
export const Small: Story = { args: { size: 'small', tone: 'secondary' } };
export const Critical: Story = { args: { tone: 'critical', weight: 'bold', children: 'Die Sitzung läuft in 2 Minuten ab.' } };
export const Success: Story = { args: { tone: 'success', children: 'Ihre Daten wurden gespeichert.' } };
export const LongText: Story = {
  args: {
    children:
      'Die Rentenbezugsmitteilung enthält alle Renten, die Ihnen im Jahr ausgezahlt wurden. Tragen Sie die Beträge so ein, wie sie in der Mitteilung stehen; Sie müssen nichts umrechnen. Donaudampfschifffahrtsgesellschaftskapitänswitwenrentenbescheid.',
  },
};
