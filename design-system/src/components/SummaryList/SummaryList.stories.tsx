import type { Meta, StoryObj } from '@storybook/react-vite';
import a11yNote from './SummaryList.a11y.md?raw';
import { componentParameters } from '../../test/storyParameters';
import { SummaryList } from './SummaryList';

const noop = () => {};

const meta = {
  title: 'Feedback/SummaryList',
  component: SummaryList,
  parameters: componentParameters(a11yNote),
  args: {
    rows: [
      { key: 'name', label: 'Name', value: 'Erika Mustermann', action: { label: 'Ändern', onClick: noop } },
      { key: 'birthDate', label: 'Geburtsdatum', value: '12.03.1951', action: { label: 'Ändern', onClick: noop } },
      { key: 'iban', label: 'IBAN', value: 'DE02 1203 0000 0000 2020 51', action: { label: 'Ändern', onClick: noop } },
    ],
  },
} satisfies Meta<typeof SummaryList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const ReadOnly: Story = {
  args: { rows: [{ key: 'year', label: 'Jahr', value: '2024' }, { key: 'form', label: 'Formular', value: 'Einkommensteuererklärung' }] },
};
export const LongText: Story = {
  args: {
    rows: [
      {
        key: 'address',
        label: 'Anschrift des Finanzamts für die Bearbeitung Ihrer Erklärung',
        value: 'Finanzamt Musterstadt-Nord, Hauptstraße 123, Hinterhaus, 3. Obergeschoss, 12345 Musterstadt',
        action: { label: 'Ändern', onClick: noop },
      },
    ],
  },
};
