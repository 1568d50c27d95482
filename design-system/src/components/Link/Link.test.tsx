import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithI18n } from '../../test/renderWithI18n';
import * as buttonStyles from '../Button/Button.css';
import { Link } from './Link';

describe('Link', () => {
  it('announces that an external link opens a new tab (de)', async () => {
    await renderWithI18n(<Link href="https://example.org" external>Portal</Link>);
    const link = screen.getByRole('link', { name: 'Portal (öffnet in neuem Tab)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('announces it in English', async () => {
    await renderWithI18n(<Link href="https://example.org" external>Portal</Link>, { locale: 'en' });
    expect(screen.getByRole('link', { name: 'Portal (opens in a new tab)' })).toBeInTheDocument();
  });

  it('keeps internal links in the same tab and lets the app route on click and Enter', async () => {
    const onClick = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    await renderWithI18n(<Link href="/erklaerung/ui/start" onClick={onClick}>Start</Link>);
    const link = screen.getByRole('link', { name: 'Start' });
    expect(link).not.toHaveAttribute('target');
    await userEvent.click(link);
    link.focus();
    await userEvent.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('can be drawn as a button and stays a link that downloads', async () => {
    await renderWithI18n(<Link href="/bestaetigung.pdf" download="bestaetigung.pdf" button="primary">Bestätigung herunterladen (PDF)</Link>);
    const link = screen.getByRole('link', { name: 'Bestätigung herunterladen (PDF)' });
    expect(link).toHaveAttribute('download', 'bestaetigung.pdf');
    expect(link).toHaveClass(buttonStyles.button, buttonStyles.variant.primary);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
