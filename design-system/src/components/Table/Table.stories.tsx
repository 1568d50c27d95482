import type { Meta, StoryObj } from '@storybook/react-vite';
import a11yNote from './Table.a11y.md?raw';
import { componentParameters } from '../../test/storyParameters';
import { Table } from './Table';

const euro = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });

const meta = {
  title: 'Feedback/Table',
  component: Table,
  parameters: componentParameters(a11yNote),
  args: {
    caption: 'Berechnung der voraussichtlichen Steuer',
    columns: [
      { id: 'step', header: 'Schritt' },
      { id: 'amount', header: 'Betrag', numeric: true },
    ],
    rows: [
      { id: 'pension', cells: ['Rente (brutto)', euro.format(20400)] },
      { id: 'taxable', cells: ['Steuerpflichtiger Teil (78 %)', euro.format(16440)] },
      { id: 'lump', cells: ['Werbungskosten-Pauschbetrag', euro.format(-102)] },
      { id: 'income', cells: ['Summe der Einkünfte', euro.format(16338)], emphasis: true },
    ],
  },
} satisfies Meta<typeof Table>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const HiddenCaption: Story = { args: { captionHidden: true } };
export const ThreeColumns: Story = {
  args: {
    caption: 'Renten im Jahr 2025',
    columns: [
      { id: 'person', header: 'Person' },
      { id: 'gross', header: 'Brutto', numeric: true },
      { id: 'taxable', header: 'Steuerpflichtig', numeric: true },
    ],
    rows: [
      { id: 'a', cells: ['Person A', euro.format(42000), euro.format(25200)] },
      { id: 'b', cells: ['Person B', euro.format(18000), euro.format(11520)] },
      { id: 'sum', cells: ['Zusammen', euro.format(60000), euro.format(36720)], emphasis: true },
    ],
  },
};
export const Empty: Story = { args: { rows: [] } };
