import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithI18n } from '../../test/renderWithI18n';
import { SkipLink } from './SkipLink';

describe('SkipLink', () => {
  it('is the first tab stop and moves focus to the target', async () => {
    await renderWithI18n(
      <>
        <SkipLink targetId="main" />
        <button type="button">Hilfe</button>
        <main id="main">Inhalt</main>
      </>,
    );
    await userEvent.tab();
    const link = screen.getByRole('link', { name: 'Zum Inhalt springen' });
    expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
    expect(screen.getByRole('main')).toHaveAttribute('tabindex', '-1');
  });

  it('says "Skip to content" in English', async () => {
    await renderWithI18n(<SkipLink targetId="x" />, { locale: 'en' });
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#x');
  });
});
