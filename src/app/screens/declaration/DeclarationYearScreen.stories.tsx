import type { Meta, StoryObj } from '@storybook/react-vite';
import DeclarationYearScreen from './DeclarationYearScreen';
import YearInfoScreen from './YearInfoScreen';
import { declarationYearDataAtom } from '../../state/declaration';
import { withDeclaration } from '../../wizard/testing/story';
import { useSetAtom } from 'jotai';
import { useEffect } from 'react';

const data = {
  models: [
    { name: '2023', formModelName: 'ESt2023', dataModelNames: ['ESt2023_v1'] },
    { name: '2024', formModelName: 'ESt2024', dataModelNames: ['ESt2024_v1'] },
    { name: '2025', formModelName: 'ESt2025', dataModelNames: ['ESt2025_v1'] },
  ],
  federalStates: [{ id: 'BE', name: 'Berlin' }],
  user: { firstName: 'Erika', lastName: 'Mustermann' },
};

/** Presets the loaded years, as after GET models, federalStates and userData. */
function WithYears({ children }: { children: React.ReactNode }) {
  const set = useSetAtom(declarationYearDataAtom);
  useEffect(() => set(data), [set]);
  return <>{children}</>;
}

const meta = { title: 'Declaration/Year', component: DeclarationYearScreen } satisfies Meta<typeof DeclarationYearScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Waiting for the server: no answer comes in Storybook. */
export const Loading: Story = { decorators: [withDeclaration('/tax/year')] };

export const Selected: Story = {
  render: () => (
    <WithYears>
      <DeclarationYearScreen />
    </WithYears>
  ),
  decorators: [withDeclaration('/tax/year')],
};

export const TestMode: Story = {
  render: () => (
    <WithYears>
      <DeclarationYearScreen />
    </WithYears>
  ),
  decorators: [
    withDeclaration('/tax/year', {
      properties: {
        testMode: true,
        availableTestMarkers: {
          registration: { entries: [], defaultValue: '' },
          authentication: { entries: [], defaultValue: '' },
          formSubmit: { entries: [{ value: '', name: 'Echtfall', description: 'Kein Testfall' }, { value: 'transferRejected', name: 'Übermittlung abgelehnt', description: 'Das Finanzamt lehnt ab' }], defaultValue: '' },
        },
      },
    }),
  ],
};

export const InfoQuestion: Story = { render: () => <YearInfoScreen />, decorators: [withDeclaration('/tax/info')] };
export const InfoYes: Story = { render: () => <YearInfoScreen initialAnswer="yes" />, decorators: [withDeclaration('/tax/info')] };
export const InfoNoModal: Story = { render: () => <YearInfoScreen initialAnswer="no" initialModalOpen />, decorators: [withDeclaration('/tax/info')] };
