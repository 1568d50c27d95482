import type { Meta, StoryObj } from '@storybook/react-vite';
import a11yNote from './Table.a11y.md?raw';
import { componentParameters } from '../../test/storyParameters';
import { withTextSpacing } from '../../test/textSpacing';
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

/** 320 px (1280 px at 400 % zoom) with text spacing: every row stacks, label above amount, nothing cut off. */
export const NarrowTable: Story = {
  args: {
    rows: [
      { id: 'pension', cells: ['Rente (brutto)', euro.format(20400)] },
      { id: 'taxable', cells: ['Steuerpflichtiger Teil der Rente (78 %)', euro.format(17477)] },
      { id: 'lump', cells: ['Werbungskosten-Pauschbetrag', euro.format(-102)] },
      { id: 'income', cells: ['Summe der Einkünfte', euro.format(17375)], emphasis: true },
    ],
  },
  globals: { viewport: { value: 'w320', isRotated: false } },
  decorators: [withTextSpacing],
};

/** Three columns at 320 px with text spacing: each stacked value shows its column's name. */
export const NarrowThreeColumns: Story = {
  ...NarrowTable,
  args: ThreeColumns.args,
};

/** The narrow, stacked table under the toolbar's forced-colours preview (dark system colours). */
export const NarrowForcedColours: Story = {
  ...NarrowTable,
  globals: { ...NarrowTable.globals, forcedColours: 'dark' },
};
