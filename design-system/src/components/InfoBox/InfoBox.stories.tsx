import type { Meta, StoryObj } from '@storybook/react-vite';
import a11yNote from './InfoBox.a11y.md?raw';
import { componentParameters } from '../../test/storyParameters';
import { InfoBox } from './InfoBox';

const meta = {
  title: 'Feedback/InfoBox',
  component: InfoBox,
  parameters: componentParameters(a11yNote),
  args: { tone: 'info', title: 'Gut zu wissen', children: 'Ihre Angaben werden nach jedem Schritt gespeichert.' },
} satisfies Meta<typeof InfoBox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {};
export const Success: Story = { args: { tone: 'success', title: 'Erklärung gesendet', children: 'Das Finanzamt hat Ihre Erklärung erhalten.' } };
export const Warning: Story = { args: { tone: 'warning', title: 'Bitte prüfen', children: 'Der Betrag ist ungewöhnlich hoch.' } };
export const WithoutTitle: Story = { args: { title: undefined } };
export const LongText: Story = {
  args: {
    children:
      'Der neue Freischaltcode für das nächste Jahr kommt ab Mitte März per Post. Bewahren Sie den Brief gut auf; ohne den Code können Sie sich im nächsten Jahr nicht anmelden. Donaudampfschifffahrtsgesellschaftskapitänsmütze.',
  },
};
