import { useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { composeStories } from '@storybook/react-vite';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithI18n } from '../../test/renderWithI18n';
import { Button } from '../Button';
import * as stories from './Dialog.stories';
import { Dialog, DialogClose, type DialogProps } from './Dialog';

const { Default, WithDescription, Confirm, SessionWarning } = composeStories(stories);

function Harness(props: Partial<DialogProps>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Öffnen
      </button>
      <Dialog title="Hilfe" {...props} open={open} onOpenChange={(next) => (props.onOpenChange?.(next), setOpen(next))}>
        <p>Text</p>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('is named by its title, focuses the heading and returns focus to the opener on Escape', async () => {
    await renderWithI18n(<Harness />);
    const opener = screen.getByRole('button', { name: 'Öffnen' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Hilfe' });
    const heading = screen.getByRole('heading', { name: 'Hilfe' });
    expect(dialog).toContainElement(heading);
    // Focus moves once the dialog is painted (Orca was silent when it moved in the same frame).
    await waitFor(() => expect(heading).toHaveFocus(), { timeout: 3000 });
    expect(dialog).not.toHaveAttribute('aria-describedby');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Focus returns once the page is shown again.
    await waitFor(() => expect(opener).toHaveFocus(), { timeout: 3000 });
  });

  it('the default close button says "Schließen" and returns focus', async () => {
    await renderWithI18n(<Harness />);
    const opener = screen.getByRole('button', { name: 'Öffnen' });
    opener.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await screen.findByRole('button', { name: 'Schließen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus(), { timeout: 3000 });
  });

  it('returns focus to returnFocusRef when given', async () => {
    function WithReturn() {
      const ref = useRef<HTMLInputElement>(null);
      return (
        <>
          <input ref={ref} aria-label="Feld" />
          <Harness returnFocusRef={ref} />
        </>
      );
    }
    await renderWithI18n(<WithReturn />);
    await userEvent.click(screen.getByRole('button', { name: 'Öffnen' }));
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Feld' })).toHaveFocus(), { timeout: 3000 });
  });

  it('renders the description', async () => {
    await renderWithI18n(<WithDescription />);
    expect(await screen.findByRole('dialog')).toHaveAccessibleDescription('Diese Hilfe bezieht sich auf das Feld Steuer-Identifikationsnummer.');
  });

  it('confirm: focuses the safe action, ignores outside clicks, Escape closes', async () => {
    await renderWithI18n(<Confirm />);
    const dialog = await screen.findByRole('dialog', { name: 'Erklärung wirklich löschen?' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Nein, behalten' })).toHaveFocus(), { timeout: 3000 });
    // Radix makes the page inert (pointer-events: none); the pointer still lands outside.
    await userEvent.setup({ pointerEventsCheck: 0 }).click(document.body);
    expect(dialog).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps Tab inside the dialog', async () => {
    await renderWithI18n(<Confirm />);
    await screen.findByRole('dialog');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Nein, behalten' })).toHaveFocus(), { timeout: 3000 });
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Ja, löschen' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
  });

  it('a dialog opened from code (the session warning) is a dialog, not an alertdialog (Orca reads an alertdialog in full as it appears and again as focus enters it)', async () => {
    await renderWithI18n(<SessionWarning />);
    expect(await screen.findByRole('dialog', { name: 'Ihre Sitzung läuft bald ab' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('opens in a layer before the page in document order (Orca then announces it on every open)', async () => {
    await renderWithI18n(<SessionWarning />);
    const dialog = await screen.findByRole('dialog');
    const layer = dialog.closest('#ds-dialog-layer');
    expect(layer).not.toBeNull();
    // Only Radix's hidden focus guards may come before it.
    const firstOfPage = Array.from(document.body.children).find((el) => !el.hasAttribute('data-radix-focus-guard'));
    expect(firstOfPage).toBe(layer);
  });

  it('default variant closes on outside click', async () => {
    await renderWithI18n(<Default />);
    await screen.findByRole('dialog');
    await userEvent.setup({ pointerEventsCheck: 0 }).click(document.body);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('lets the caller handle Escape', async () => {
    const onOpenChange = vi.fn();
    await renderWithI18n(<Harness onOpenChange={onOpenChange} onEscapeKeyDown={(event) => event.preventDefault()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Öffnen' }));
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
  });

  it('focus returns to the focused element when opened from code', async () => {
    function FromCode() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <input aria-label="Betrag" onChange={() => setOpen(true)} />
          <Dialog
            open={open}
            onOpenChange={setOpen}
            title="Sitzung"
            variant="confirm"
            actions={
              <DialogClose asChild>
                <Button>Angemeldet bleiben</Button>
              </DialogClose>
            }
          />
        </>
      );
    }
    await renderWithI18n(<FromCode />);
    const input = screen.getByRole('textbox', { name: 'Betrag' });
    await userEvent.type(input, '1');
    await userEvent.click(await screen.findByRole('button', { name: 'Angemeldet bleiben' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(input).toHaveFocus(), { timeout: 3000 });
  });
});
