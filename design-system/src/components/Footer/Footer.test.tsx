import { describe, expect, it } from 'vitest';
import { composeStories } from '@storybook/react-vite';
import { screen, within } from '@testing-library/react';
import { renderWithI18n } from '../../test/renderWithI18n';
import * as stories from './Footer.stories';

const { Default } = composeStories(stories);

describe('Footer', () => {
  it('is the contentinfo landmark with a labelled nav of four links', async () => {
    await renderWithI18n(<Default />);
    const footer = screen.getByRole('contentinfo');
    const nav = within(footer).getByRole('navigation', { name: 'Fußbereich' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => l.textContent?.replace(/\s*↗.*$/, ''))).toEqual(['Datenschutz', 'Impressum', 'Barrierefreiheit', 'Steuerportal']);
  });
  it('opens only the portal in a new tab and says so', async () => {
    await renderWithI18n(<Default />);
    expect(screen.getByRole('link', { name: 'Steuerportal (öffnet in neuem Tab)' })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Impressum' })).not.toHaveAttribute('target');
  });
});
