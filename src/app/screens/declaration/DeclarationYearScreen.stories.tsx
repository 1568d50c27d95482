import type { Meta, StoryObj } from '@storybook/react-vite';
import DeclarationYearScreen from './DeclarationYearScreen';
import YearInfoScreen from './YearInfoScreen';
import type { DeclarationYearStatus } from '../../../domain/api/schemas';
import { declarationYearDataAtom, type DeclarationYearData } from '../../state/declaration';
import { withDeclaration } from '../../wizard/testing/story';
import { useSetAtom } from 'jotai';
import { useEffect } from 'react';

const years = ['ESt2023', 'ESt2024', 'ESt2025'];
const nothingYet: DeclarationYearStatus[] = years.map((formModelName) => ({ formModelName, codeSpent: false, draft: null }));

const data: DeclarationYearData = {
  models: [
    { name: '2023', formModelName: 'ESt2023', dataModelNames: ['ESt2023_v1'] },
    { name: '2024', formModelName: 'ESt2024', dataModelNames: ['ESt2024_v1'] },
    { name: '2025', formModelName: 'ESt2025', dataModelNames: ['ESt2025_v1'] },
  ],
  federalStates: [{ id: 'BE', name: 'Berlin' }],
  user: { firstName: 'Erika', lastName: 'Mustermann' },
  status: nothingYet,
};

/** The status of 2025 changed, the other years as `nothingYet`. */
const with2025 = (change: Partial<DeclarationYearStatus>) => nothingYet.map((y) => (y.formModelName === 'ESt2025' ? { ...y, ...change } : y));

/** Presets the loaded years, as after GET models, federalStates, userData and declarations/status. */
function WithYears({ children, status = nothingYet }: { children: React.ReactNode; status?: DeclarationYearStatus[] }) {
  const set = useSetAtom(declarationYearDataAtom);
  useEffect(() => set({ ...data, status }), [set, status]);
  return <>{children}</>;
}

/** Waits for the screen's "Weiter" ("Next") and presses it, as the user would. */
async function pressNext(canvasElement: HTMLElement) {
  const root = canvasElement.ownerDocument;
  for (let i = 0; i < 100; i++) {
    const button = [...root.querySelectorAll<HTMLButtonElement>('main button')].find((b) => ['Weiter', 'Next'].includes(b.innerText.trim()));
    if (button) {
      button.focus();
      button.click();
      break;
    }
    await new Promise((done) => setTimeout(done, 20));
  }
  for (let i = 0; i < 100 && !root.querySelector('[data-category]'); i++) await new Promise((done) => setTimeout(done, 20));
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

/** A draft of 2025 saved at the donations screen: the offer to go on there. */
export const ResumeOffer: Story = {
  render: () => (
    <WithYears
      status={with2025({
        draft: { savedAt: '2026-03-02T13:35:00.000Z', screen: 'donations', visited: ['filing', 'personA', 'taxIdentification', 'bank', 'knownData', 'donationsQuestion', 'donations'] },
      })}
    >
      <DeclarationYearScreen />
    </WithYears>
  ),
  decorators: [withDeclaration('/tax/year')],
};

/** This login's access code already sent 2025: "Weiter" shows the box with the way to a new code, here on the year screen. */
export const SpentCode: Story = {
  render: () => (
    <WithYears status={with2025({ codeSpent: true, draft: { savedAt: '2026-03-02T13:35:00.000Z', screen: 'review', visited: ['filing', 'review'] } })}>
      <DeclarationYearScreen />
    </WithYears>
  ),
  decorators: [withDeclaration('/tax/year')],
  play: async ({ canvasElement }) => pressNext(canvasElement),
};

export const InfoQuestion: Story = { render: () => <YearInfoScreen />, decorators: [withDeclaration('/tax/info')] };
export const InfoYes: Story = { render: () => <YearInfoScreen initialAnswer="yes" />, decorators: [withDeclaration('/tax/info')] };
export const InfoNoModal: Story = { render: () => <YearInfoScreen initialAnswer="no" initialModalOpen />, decorators: [withDeclaration('/tax/info')] };
