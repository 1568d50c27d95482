import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
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
