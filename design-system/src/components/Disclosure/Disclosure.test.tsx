import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { renderWithI18n } from '../../test/renderWithI18n';
import { Disclosure } from './Disclosure';

describe('Disclosure', () => {
  it('starts collapsed with aria-expanded=false and hidden content', async () => {
    await renderWithI18n(
      <Disclosure summary="Berechnung anzeigen">
        <p>Inhalt</p>
      </Disclosure>,
    );
    const button = screen.getByRole('button', { name: 'Berechnung anzeigen' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const content = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(content).not.toBeNull();
    expect(content).not.toBeVisible();
    expect(screen.queryByText('Inhalt')).not.toBeVisible();
  });

  it('toggles with Enter and Space and keeps focus on the button', async () => {
    const user = userEvent.setup();
    await renderWithI18n(
      <>
        <Disclosure summary="Berechnung anzeigen">
          <p>Inhalt</p>
        </Disclosure>
      </>,
    );
    await user.tab();
    const button = screen.getByRole('button', { name: 'Berechnung anzeigen' });
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Inhalt')).toBeVisible();
    await user.keyboard(' ');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Inhalt')).not.toBeVisible();
    expect(button).toHaveFocus();
  });

  it('supports defaultOpen, a heading wrapper and the controlled mode', async () => {
    const onOpenChange = vi.fn();
    const { rerender } = await renderWithI18n(
      <Disclosure summary="Details" headingLevel={3} open={false} onOpenChange={onOpenChange}>
        <p>Inhalt</p>
      </Disclosure>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Details' })).toContainElement(screen.getByRole('button'));
    await userEvent.click(screen.getByRole('button'));
    expect(onOpenChange).toHaveBeenCalledWith(true);
    expect(screen.getByRole('button')).toHaveAttribute('aria-expanded', 'false');
    rerender(
      <Disclosure summary="Details" headingLevel={3} open onOpenChange={onOpenChange}>
        <p>Inhalt</p>
      </Disclosure>,
    );
    expect(screen.getByRole('button')).toHaveAttribute('aria-expanded', 'true');
  });

  it('opens initially with defaultOpen', async () => {
    await renderWithI18n(
      <Disclosure summary="Details" defaultOpen>
        <p>Inhalt</p>
      </Disclosure>,
    );
    expect(screen.getByRole('button')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Inhalt')).toBeVisible();
  });

  it('has no axe violations open or closed', async () => {
    const { container } = await renderWithI18n(
      <Disclosure summary="Details" headingLevel={2}>
        <p>Inhalt</p>
      </Disclosure>,
    );
    // jsdom has no layout, so colour contrast is checked by the Storybook axe run in Chromium instead.
    const options = { rules: { 'color-contrast': { enabled: false } } };
    expect((await axe.run(container, options)).violations).toEqual([]);
    await userEvent.click(screen.getByRole('button'));
    expect((await axe.run(container, options)).violations).toEqual([]);
  });
});
