import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import a11yNote from './Select.a11y.md?raw';
import { componentParameters } from '../../test/storyParameters';
import { Select, type SelectProps } from './Select';

function Demo(args: SelectProps) {
  const [value, setValue] = useState(args.value);
  return <Select {...args} value={value} onChange={setValue} />;
}

const states = [
  { value: 'BW', label: 'Baden-Württemberg' },
  { value: 'BY', label: 'Bayern' },
  { value: 'BE', label: 'Berlin' },
  { value: 'BB', label: 'Brandenburg' },
  { value: 'HB', label: 'Bremen' },
  { value: 'HH', label: 'Hamburg' },
];

const meta = {
  title: 'Forms/Select',
  component: Select,
  render: (args) => <Demo {...args} />,
  parameters: componentParameters(a11yNote),
  args: { id: 'state', label: 'Bundesland', options: states, value: '', onChange: () => {} },
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithHint: Story = { args: { hint: 'Das Bundesland, in dem Sie wohnen.' } };
export const WithError: Story = { args: { hint: 'Das Bundesland, in dem Sie wohnen.', error: 'Wählen Sie Ihr Bundesland aus.' } };
export const Filled: Story = { args: { value: 'BY' } };
export const OneOptionReadOnly: Story = { args: { options: [states[1]], value: 'BY', hint: 'Für Ihre Angaben kommt nur dieses Bundesland in Frage.' } };
export const NoOptionReadOnly: Story = { args: { options: [] } };
/** The list open by keyboard (Enter on the trigger), the chosen option highlighted: its options exist only while open. */
export const Open: Story = {
  args: { value: 'BY' },
  play: async ({ canvasElement }) => {
    const trigger = canvasElement.querySelector<HTMLButtonElement>('button[role="combobox"]');
    trigger?.focus();
    trigger?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    for (let i = 0; i < 100 && !document.querySelector('[role="listbox"] [role="option"][aria-selected="true"]'); i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  },
};
export const LongLabelAndHint: Story = {
  args: {
    label: 'Bundesland, in dem Sie am 31. Dezember des Jahres, für das Sie die Erklärung abgeben, gewohnt haben',
    hint: 'Wenn Sie im Jahr umgezogen sind, wählen Sie das Bundesland Ihrer Wohnung am Jahresende. Ihr Finanzamt richtet sich danach.',
    error: 'Wählen Sie Ihr Bundesland aus.',
  },
};

/**
 * The keyboard contract of Select.a11y.md, played with real key events in Chromium (the story test runs
 * it in both themes): Enter, Space and ArrowDown open the list, Escape closes it without changing the
 * value and gives focus back to the trigger, type-ahead on the closed trigger chooses without opening,
 * Enter in the open list chooses the highlighted option.
 */
export const KeyboardContract: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('combobox', { name: 'Bundesland' });
    const option = (name: string) => canvas.getByRole('option', { name });
    const closeWithEscape = async (shown: string) => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(trigger).toHaveFocus());
      expect(trigger).toHaveAttribute('aria-expanded', 'false');
      expect(canvas.queryByRole('listbox')).toBeNull();
      expect(trigger).toHaveTextContent(shown);
    };

    trigger.focus();
    for (const key of ['{Enter}', ' ', '{ArrowDown}']) {
      await userEvent.keyboard(key);
      // Nothing chosen yet: the first option has focus, the arrow keys move it.
      await waitFor(() => expect(option('Baden-Württemberg')).toHaveFocus());
      expect(trigger).toHaveAttribute('aria-expanded', 'true');
      await userEvent.keyboard('{ArrowDown}');
      await waitFor(() => expect(option('Bayern')).toHaveFocus());
      await closeWithEscape('Bitte auswählen');
    }

    // Type-ahead on the closed trigger: "b" Baden-Württemberg, "br" Brandenburg, "bre" Bremen.
    await userEvent.keyboard('b');
    expect(trigger).toHaveTextContent('Baden-Württemberg');
    await userEvent.keyboard('re');
    expect(trigger).toHaveTextContent('Bremen');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(canvas.queryByRole('listbox')).toBeNull();

    // Opened again, the chosen option has focus; Escape keeps it, Enter chooses the highlighted one.
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(option('Bremen')).toHaveFocus());
    expect(option('Bremen')).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(option('Hamburg')).toHaveFocus());
    await closeWithEscape('Bremen');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(option('Bremen')).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(trigger).toHaveFocus());
    expect(canvas.queryByRole('listbox')).toBeNull();
    expect(trigger).toHaveTextContent('Hamburg');
  },
};
