import type { Meta, StoryObj } from '@storybook/react-vite';
import a11yNote from './List.a11y.md?raw';
import { componentParameters } from '../../test/storyParameters';
import { List } from './List';

const meta = {
  title: 'Text/List',
  component: List,
  parameters: componentParameters(a11yNote),
  args: { items: ['Rentenbezugsmitteilung', 'Steuer-Identifikationsnummer', 'Freischaltcode aus dem Brief'] },
} satisfies Meta<typeof List>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Bullet: Story = {};
export const Numbered: Story = { args: { type: 'number', items: ['Daten eingeben', 'Zusammenfassung prüfen', 'Unterschreiben und senden'] } };
export const LongText: Story = {
  args: {
    items: [
      'Bescheinigungen über Beiträge zur Kranken- und Pflegeversicherung, auch wenn sie schon automatisch übermittelt wurden',
      'Belege über Spenden',
    ],
  },
};
