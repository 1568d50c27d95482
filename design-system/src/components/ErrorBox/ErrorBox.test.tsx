import { describe, expect, it, vi } from 'vitest';
import { composeStories } from '@storybook/react-vite';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithI18n } from '../../test/renderWithI18n';
import * as stories from './ErrorBox.stories';

const { WithSessionTicket, Dismissible, WithoutTitle, WithAction } = composeStories(stories);

describe('ErrorBox', () => {
  it('is an alert with a hidden error prefix and the session ticket', async () => {
    await renderWithI18n(<WithSessionTicket />);
    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Fehler: Das hat nicht geklappt' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('Vorgangsnummer: 7F3A-22C1-9B0E-4D5A');
  });

  it('with focusOnShow takes focus once painted, as a group named by its title and described by its message', async () => {
    await renderWithI18n(<WithSessionTicket focusOnShow />);
    const group = screen.getByRole('group', { name: 'Fehler: Das hat nicht geklappt' });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(group).toHaveAccessibleDescription(/.+/);
    await waitFor(() => expect(group).toHaveFocus());
    expect(group).toHaveAttribute('tabindex', '-1');
  });

  it('says "Reference number" in English', async () => {
    await renderWithI18n(<WithSessionTicket />, { locale: 'en' });
    expect(screen.getByRole('alert')).toHaveTextContent('Reference number: 7F3A');
    expect(screen.getByRole('heading')).toHaveAccessibleName('Error: Das hat nicht geklappt');
  });

  it('starts with "Fehler:" even without a title', async () => {
    await renderWithI18n(<WithoutTitle />);
    expect(screen.getByRole('alert').textContent).toMatch(/^Fehler:/);
  });

  it('can be dismissed with the keyboard', async () => {
    const onDismiss = vi.fn();
    await renderWithI18n(<Dismissible onDismiss={onDismiss} />);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Meldung ausblenden' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onDismiss).toHaveBeenCalled();
  });

  it('offers its action after the message and before the dismiss button', async () => {
    await renderWithI18n(<WithAction />);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Neuen Freischaltcode beantragen' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Meldung ausblenden' })).toHaveFocus();
    expect(within(screen.getByRole('alert')).getByRole('button', { name: 'Neuen Freischaltcode beantragen' })).toBeInTheDocument();
  });
});
