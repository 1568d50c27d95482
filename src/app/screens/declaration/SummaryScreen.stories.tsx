import type { Meta, StoryObj } from '@storybook/react-vite';
import SummaryScreen from './SummaryScreen';
import ConfirmationScreen from './ConfirmationScreen';
import ConfirmationSuccessScreen from './ConfirmationSuccessScreen';
import { withDeclaration } from '../../wizard/testing/story';
import { filledDocument } from '../../wizard/testing/harness';
// The shape the server renders (src/server/summary/summaryHtml.ts), trimmed to a few sections.
const row = (label: string, value: string) => `<div><dt>${label}</dt><dd>${value}</dd></div>`;
const section = (screen: string, title: string, body: string, readOnly = false) =>
  `<section class="summary-section" data-screen="${screen}"${readOnly ? ' data-read-only="true"' : ''} aria-labelledby="summary-${screen}"><h2 id="summary-${screen}">${title}</h2>${body}</section>`;
const html = [
  section('filing', 'Wer gibt die Erklärung ab?', `<dl>${row('Gemeinsame Erklärung', 'Nein')}</dl>`),
  section('personA', 'Ihre Angaben', `<dl>${row('Vorname', 'Erika')}${row('Nachname', 'Mustermann')}${row('Geburtsdatum', '15.06.1950')}</dl>`),
  section('bank', 'Ihr Bankkonto', `<dl>${row('IBAN', 'DE89 3704 0044 0532 0130 00')}${row('Kontoinhaberin oder Kontoinhaber', 'Erika Mustermann')}</dl>`),
  // The tax office's data: no change offered, a note says where to correct it.
  section('knownData', 'Das weiß das Finanzamt schon', `<dl>${row('Rente (brutto) im Jahr', '17.591,57 €')}${row('Beiträge zur Krankenversicherung', '1.433,71 €')}</dl>`, true),
  // A question and its details are one topic: one section, one change action.
  section(
    'donationsQuestion',
    'Spenden und Mitgliedsbeiträge',
    `<dl>${row('Haben Sie gespendet oder Mitgliedsbeiträge an gemeinnützige Vereine oder Parteien gezahlt?', 'Ja')}</dl><ol><li><h3>Spende 1</h3><dl>${row('Art', 'Spende')}${row('Empfänger', 'Tierheim Berlin')}${row('Betrag in Euro', '250,00 €')}</dl></li><li><h3>Spende 2</h3><dl>${row('Art', 'Mitgliedsbeitrag')}${row('Empfänger', 'Kirchengemeinde')}${row('Betrag in Euro', '120,00 €')}</dl></li></ol>`,
  ),
].join('');
const summary = { xmlDataId: 'a'.repeat(32), html };
const confirmation = { formTitle: 'Einkommensteuererklärung 2025', transferDate: '22.11.2026 06:42', transferTicket: 'ET-2026-YFMS6B3DZB', xmlDataId: 'a'.repeat(32), downloaded: false };

const meta = { title: 'Declaration/Summary and confirmation', component: SummaryScreen } satisfies Meta<typeof SummaryScreen>;
export default meta;
type Story = StoryObj<typeof meta>;
type Args = Story['args'];

export const Summary: Story = { decorators: [withDeclaration<Args>('/tax/summary', { document: filledDocument, summary })] };
export const SummaryTestMarker: Story = {
  decorators: [
    withDeclaration<Args>('/tax/summary', {
      document: filledDocument,
      summary,
      testMarker: 'transferRejected',
      properties: {
        testMode: true,
        availableTestMarkers: {
          registration: { entries: [], defaultValue: '' },
          authentication: { entries: [], defaultValue: '' },
          formSubmit: { entries: [{ value: 'transferRejected', name: 'Übermittlung abgelehnt', description: 'Das Finanzamt lehnt die Übermittlung ab.' }], defaultValue: '' },
        },
      },
    }),
  ],
};
export const SummaryConfirmModal: Story = { args: { initialConfirmOpen: true }, decorators: [withDeclaration<Args>('/tax/summary', { document: filledDocument, summary })] };

export const Confirmation: Story = { render: () => <ConfirmationScreen />, decorators: [withDeclaration<Args>('/tax/confirmation', { confirmation })] };
export const ConfirmationLeaveWarning: Story = { render: () => <ConfirmationScreen initialDialog="leave" />, decorators: [withDeclaration<Args>('/tax/confirmation', { confirmation })] };
export const ConfirmationNewCodeWarning: Story = { render: () => <ConfirmationScreen initialDialog="newCode" />, decorators: [withDeclaration<Args>('/tax/confirmation', { confirmation })] };
export const ConfirmationSuccess: Story = { render: () => <ConfirmationSuccessScreen />, decorators: [withDeclaration<Args>('/tax/confirmation/success')] };
