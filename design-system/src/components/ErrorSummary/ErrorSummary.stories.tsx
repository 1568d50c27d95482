import type { Meta, StoryObj } from '@storybook/react-vite';
import a11yNote from './ErrorSummary.a11y.md?raw';
import { componentParameters } from '../../test/storyParameters';
import { ErrorSummary } from './ErrorSummary';

const meta = {
  title: 'Feedback/ErrorSummary',
  component: ErrorSummary,
  parameters: componentParameters(a11yNote),
  args: {
    errors: [
      { fieldId: 'idNr', message: 'Geben Sie Ihre Steuer-Identifikationsnummer ein.' },
      { fieldId: 'birthDate', message: 'Das Geburtsdatum muss in der Vergangenheit liegen.' },
    ],
  },
  render: (args) => (
    <div>
      <ErrorSummary {...args} />
      <p>
        <label htmlFor="idNr">Steuer-Identifikationsnummer</label>
        <br />
        <input id="idNr" />
      </p>
      <p>
        <label htmlFor="birthDate">Geburtsdatum</label>
        <br />
        <input id="birthDate" />
      </p>
    </div>
  ),
} satisfies Meta<typeof ErrorSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TwoErrors: Story = {};
export const Focused: Story = { args: { autoFocus: true } };
export const OneError: Story = { args: { errors: [{ fieldId: 'idNr', message: 'Geben Sie Ihre Steuer-Identifikationsnummer ein.' }] } };
export const LongText: Story = {
  args: {
    errors: [
      {
        fieldId: 'idNr',
        message: 'Die Steuer-Identifikationsnummer muss genau 11 Ziffern haben. Sie finden sie oben rechts auf Ihrem letzten Steuerbescheid.',
      },
    ],
  },
};
