import { describe, expect, it } from 'vitest';
import { composeStories } from '@storybook/react-vite';
import { screen } from '@testing-library/react';
import { renderWithI18n } from '../../test/renderWithI18n';
import * as stories from './InfoBox.stories';

const { Warning, Success } = composeStories(stories);

describe('InfoBox', () => {
  it('says its tone in words, not only in colour', async () => {
    await renderWithI18n(<Warning />);
    expect(screen.getByText('Bitte prüfen').textContent).toBe('Warnung: Bitte prüfen');
  });
  it('is not a live region (static content)', async () => {
    await renderWithI18n(<Success />, { locale: 'en' });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByText('Erklärung gesendet').textContent).toBe('Success: Erklärung gesendet');
  });
});
