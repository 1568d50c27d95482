import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import a11yNote from './Dialog.a11y.md?raw';
import { componentParameters } from '../../test/storyParameters';
import { Button } from '../Button';
import { Text } from '../Text';
import { Dialog, DialogClose, type DialogProps } from './Dialog';

function DialogStory(props: DialogProps & { openerLabel?: string }) {
  const [open, setOpen] = useState(props.open);
  return (
    <div>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {props.openerLabel ?? 'Dialog öffnen'}
      </Button>
      <Dialog {...props} open={open} onOpenChange={setOpen} />
    </div>
  );
}

const meta = {
  title: 'Feedback/Dialog',
  component: Dialog,
  parameters: componentParameters(a11yNote, { docs: { description: { component: a11yNote }, story: { inline: false, height: '520px' } } }),
  args: {
    open: true,
    onOpenChange: () => {},
    title: 'Was ist die Steuer-Identifikationsnummer?',
    children: (
      <Text>
        Die Steuer-Identifikationsnummer hat 11 Ziffern. Sie steht oben auf Ihrem letzten Steuerbescheid und auf der
        Rentenbezugsmitteilung.
      </Text>
    ),
  },
  render: (args) => <DialogStory {...args} />,
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithDescription: Story = {
  args: { description: 'Diese Hilfe bezieht sich auf das Feld Steuer-Identifikationsnummer.' },
};
export const Confirm: Story = {
  // Opened from code: focus starts on the safe action (Dialog.a11y.md), checked in Chromium.
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Erklärung wirklich löschen?' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Nein, behalten' })).toHaveFocus());
  },
  args: {
    variant: 'confirm',
    title: 'Erklärung wirklich löschen?',
    description: 'Alle Angaben für 2024 werden gelöscht. Das lässt sich nicht rückgängig machen.',
    children: undefined,
    initialFocus: 'safeAction',
    dismissible: false,
    actions: (
      <>
        <DialogClose asChild>
          <Button variant="secondary" data-safe-action>
            Nein, behalten
          </Button>
        </DialogClose>
        <DialogClose asChild>
          <Button variant="warning">Ja, löschen</Button>
        </DialogClose>
      </>
    ),
  },
};
export const SessionWarning: Story = {
  args: {
    variant: 'confirm',
    title: 'Ihre Sitzung läuft bald ab',
    description: 'Aus Sicherheitsgründen werden Sie in 2 Minuten abgemeldet. Ungespeicherte Angaben gehen dann verloren.',
    children: undefined,
    dismissible: false,
    actions: (
      <>
        <DialogClose asChild>
          <Button>Angemeldet bleiben</Button>
        </DialogClose>
        <Button variant="secondary">Jetzt abmelden</Button>
      </>
    ),
  },
};
export const LongText: Story = {
  args: {
    title: 'Welche Aufwendungen für haushaltsnahe Beschäftigungsverhältnisse und Dienstleistungen kann ich eintragen?',
    children: (
      <>
        <Text>
          Dazu gehören zum Beispiel Reinigung der Wohnung, Gartenpflege, Pflege- und Betreuungsleistungen sowie Handwerkerleistungen
          in Ihrem Haushalt.
        </Text>
        <Text>Begünstigt sind nur die Arbeitskosten, nicht das Material. Bezahlen Sie per Überweisung; Barzahlungen werden nicht anerkannt.</Text>
      </>
    ),
  },
};

/**
 * The keyboard contract of Dialog.a11y.md, played with real key events in Chromium (the story test runs
 * it in both themes): Enter on the opener opens the dialog with focus on its heading, Tab and Shift+Tab
 * cycle inside it, Escape closes it and focus is back on the opener. It is opened again at the end, so
 * axe checks the open dialog.
 */
export const KeyboardContract: Story = {
  args: {
    open: false,
    actions: (
      <>
        <DialogClose asChild>
          <Button>Verstanden</Button>
        </DialogClose>
        <DialogClose asChild>
          <Button variant="secondary">Schließen</Button>
        </DialogClose>
      </>
    ),
  },
  render: (args) => <DialogStory {...args} openerLabel="Hilfe zur Steuer-Identifikationsnummer" />,
  play: async ({ canvasElement }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Hilfe zur Steuer-Identifikationsnummer' });
    const open = async () => {
      await userEvent.keyboard('{Enter}');
      const dialog = await screen.findByRole('dialog', { name: 'Was ist die Steuer-Identifikationsnummer?' });
      await waitFor(() => expect(within(dialog).getByRole('heading', { name: 'Was ist die Steuer-Identifikationsnummer?' })).toHaveFocus());
      return dialog;
    };

    opener.focus();
    const dialog = await open();
    const understood = within(dialog).getByRole('button', { name: 'Verstanden' });
    const close = within(dialog).getByRole('button', { name: 'Schließen' });
    // Focus trap: forward from the last action and backward from the first it wraps, never leaving.
    for (const [keys, expected] of [
      ['{Tab}', understood],
      ['{Tab}', close],
      ['{Tab}', understood],
      ['{Shift>}{Tab}{/Shift}', close],
      ['{Shift>}{Tab}{/Shift}', understood],
    ] as const) {
      await userEvent.keyboard(keys);
      expect(expected).toHaveFocus();
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
    await open();
  },
};
