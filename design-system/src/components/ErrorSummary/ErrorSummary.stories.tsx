import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
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
/**
 * The keyboard contract of ErrorSummary.a11y.md, played with real key events in Chromium (the story test
 * runs it in both themes): with two errors the summary takes focus; Enter on a link moves focus into the
 * field it names, without changing the URL.
 */
export const Focused: Story = {
  args: { autoFocus: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const summary = canvas.getByRole('group', { name: 'Es gibt ein Problem' });
    const idNrLink = canvas.getByRole('link', { name: 'Geben Sie Ihre Steuer-Identifikationsnummer ein.' });
    const birthDateLink = canvas.getByRole('link', { name: 'Das Geburtsdatum muss in der Vergangenheit liegen.' });
    const url = window.location.href;

    await waitFor(() => expect(summary).toHaveFocus());
    await userEvent.tab();
    expect(idNrLink).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(canvas.getByRole('textbox', { name: 'Steuer-Identifikationsnummer' })).toHaveFocus();
    // Back to the second link (just before the first field) and into its field.
    await userEvent.tab({ shift: true });
    expect(birthDateLink).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(canvas.getByRole('textbox', { name: 'Geburtsdatum' })).toHaveFocus();
    expect(window.location.href).toBe(url);
  },
};
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
