import { describe, expect, it } from 'vitest';
import { composeStories } from '@storybook/react-vite';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithI18n } from '../../test/renderWithI18n';
import { ErrorSummary } from './ErrorSummary';
import * as stories from './ErrorSummary.stories';

const { TwoErrors, Focused, OneError } = composeStories(stories);

describe('ErrorSummary', () => {
  it('is an alert titled "Es gibt ein Problem" with one link per error when nothing takes focus', async () => {
    await renderWithI18n(<TwoErrors />);
    const alert = screen.getByRole('alert', { name: 'Es gibt ein Problem' });
    expect(alert).not.toHaveAttribute('tabindex');
    expect(screen.getByRole('link', { name: 'Geben Sie Ihre Steuer-Identifikationsnummer ein.' })).toHaveAttribute('href', '#idNr');
  });

  it('leads a link with a label only when one is given (a message should name its field itself)', async () => {
    await renderWithI18n(<ErrorSummary errors={[{ fieldId: 'iban', message: 'Geben Sie Ihre IBAN ein.' }, { fieldId: 'holder', label: 'Kontoinhaber', message: 'Prüfen Sie den Namen.' }]} />);
    expect(screen.getByRole('link', { name: 'Geben Sie Ihre IBAN ein.' })).toHaveAttribute('href', '#iban');
    expect(screen.getByRole('link', { name: 'Kontoinhaber: Prüfen Sie den Namen.' })).toHaveAttribute('href', '#holder');
  });

  it('says "There is a problem" in English', async () => {
    await renderWithI18n(<TwoErrors />, { locale: 'en' });
    expect(screen.getByRole('alert', { name: 'There is a problem' })).toBeInTheDocument();
  });

  it('takes focus itself with two or more errors, as a group named by its title (focus announces it, no alert on top)', async () => {
    await renderWithI18n(<Focused />);
    const summary = screen.getByRole('group', { name: 'Es gibt ein Problem' });
    expect(summary).toHaveFocus();
    expect(summary).toHaveAttribute('tabindex', '-1');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('focused, is described by its list, so focus reads every error at once (Orca read only the title)', async () => {
    await renderWithI18n(<Focused />);
    const summary = screen.getByRole('group', { name: 'Es gibt ein Problem' });
    const links = screen.getAllByRole('link').map((link) => link.textContent);
    expect(links.length).toBeGreaterThanOrEqual(2);
    expect(summary).toHaveAccessibleDescription(links.join(' '));
  });

  it('as an alert has no description (its content is read as the alert)', async () => {
    await renderWithI18n(<TwoErrors />);
    expect(screen.getByRole('alert', { name: 'Es gibt ein Problem' })).not.toHaveAttribute('aria-describedby');
  });

  it('is focusable only while it has focus (screen readers do not call it clickable later)', async () => {
    await renderWithI18n(<Focused />);
    const summary = screen.getByRole('group', { name: 'Es gibt ein Problem' });
    await userEvent.tab();
    expect(summary).not.toHaveFocus();
    expect(summary).not.toHaveAttribute('tabindex');
  });

  it('leaves focus alone with a single error (the field takes it and says the error)', async () => {
    await renderWithI18n(<OneError {...{ autoFocus: true }} />);
    expect(screen.getByRole('group', { name: 'Es gibt ein Problem' })).not.toHaveFocus();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a link moves focus into its field without changing the URL', async () => {
    await renderWithI18n(<Focused />);
    const before = window.location.hash;
    await userEvent.tab();
    expect(screen.getByRole('link', { name: /Identifikationsnummer/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByLabelText('Steuer-Identifikationsnummer')).toHaveFocus();
    await userEvent.click(screen.getByRole('link', { name: /Geburtsdatum/ }));
    expect(screen.getByLabelText('Geburtsdatum')).toHaveFocus();
    expect(window.location.hash).toBe(before);
  });
});
