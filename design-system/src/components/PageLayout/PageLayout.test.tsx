import { describe, expect, it } from 'vitest';
import { composeStories } from '@storybook/react-vite';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithI18n } from '../../test/renderWithI18n';
import * as stories from './PageLayout.stories';

const { MasterDetail, WithError, WithTestModeBanner } = composeStories(stories);

describe('PageLayout', () => {
  it('has the landmarks in order and the skip link first', async () => {
    const { container } = await renderWithI18n(<WithTestModeBanner />);
    const order = [...container.querySelectorAll('a, section, header, main, footer')].map((el) => el.tagName);
    expect(order[0]).toBe('A');
    expect(order.indexOf('SECTION')).toBeLessThan(order.indexOf('HEADER'));
    expect(order.indexOf('HEADER')).toBeLessThan(order.indexOf('MAIN'));
    expect(order.indexOf('MAIN')).toBeLessThan(order.indexOf('FOOTER'));
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
  });

  it('skip link moves focus to main', async () => {
    await renderWithI18n(<WithTestModeBanner />);
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Zum Inhalt springen' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('puts the aside before main and global errors at the top of main', async () => {
    await renderWithI18n(<MasterDetail />);
    const aside = screen.getByRole('complementary');
    expect(aside.compareDocumentPosition(screen.getByRole('main')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await renderWithI18n(<WithError />);
    const alert = screen.getByRole('alert');
    expect(screen.getAllByRole('main').at(-1)!.firstElementChild).toContainElement(alert);
  });
});
