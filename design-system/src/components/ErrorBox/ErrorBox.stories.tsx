import type { Meta, StoryObj } from '@storybook/react-vite';
import a11yNote from './ErrorBox.a11y.md?raw';
import { componentParameters } from '../../test/storyParameters';
import { Button } from '../Button';
import { ErrorBox } from './ErrorBox';

const meta = {
  title: 'Feedback/ErrorBox',
  component: ErrorBox,
  parameters: componentParameters(a11yNote),
  args: {
    category: 'technical',
    title: 'Das hat nicht geklappt',
    message: 'Der Server ist gerade nicht erreichbar. Versuchen Sie es in ein paar Minuten noch einmal.',
  },
} satisfies Meta<typeof ErrorBox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithSessionTicket: Story = { args: { sessionTicket: '7F3A-22C1-9B0E-4D5A' } };
export const Dismissible: Story = { args: { sessionTicket: '7F3A-22C1', onDismiss: () => {} } };
/** An error with a way on: the button follows the message, in the Tab order before the dismiss button. */
export const WithAction: Story = {
  args: {
    message: 'Mit diesem Freischaltcode wurde die Steuererklärung für dieses Jahr schon abgeschickt. Für eine neue Steuererklärung brauchen Sie einen neuen Freischaltcode.',
    action: <Button variant="secondary">Neuen Freischaltcode beantragen</Button>,
    onDismiss: () => {},
  },
};
export const WithoutTitle: Story = { args: { title: undefined, message: 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich neu an.' } };
export const LongText: Story = {
  args: {
    message:
      'Die Übermittlung an die Finanzverwaltung wurde abgelehnt, weil das Zertifikat nicht mehr gültig ist. Bitte beantragen Sie einen neuen Freischaltcode; er kommt per Post innerhalb von etwa zwei Wochen.',
    sessionTicket: 'A1B2C3D4E5F6G7H8I9J0K1L2M3N4O5P6Q7R8S9T0',
  },
};
