import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { composeStories } from '@storybook/react-vite';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithI18n } from '../../test/renderWithI18n';
import * as stories from './Button.stories';
import { Button } from './Button';

const { Primary, Busy } = composeStories(stories);

/** The busy label's live region (polite, atomic, no role). */
const busyStatus = () => document.querySelector<HTMLElement>('[data-busy-status]')!;

describe('Button', () => {
  it('is a button of type button by default, activated by Enter and Space', async () => {
    const onClick = vi.fn();
    await renderWithI18n(<Primary onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Weiter' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.tab();
    expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('while busy keeps focus, is aria-disabled, ignores clicks and announces the busy label', async () => {
    const onClick = vi.fn();
    await renderWithI18n(<Busy onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Senden' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).not.toBeDisabled();
    button.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(button).toHaveFocus();
    expect(busyStatus()).toHaveTextContent('Ihre Erklärung wird gesendet …');
  });

  it('keeps its live region mounted before busy starts, without a role a screen reader would read while empty', async () => {
    const { rerender } = await renderWithI18n(<Button busy={false}>Senden</Button>);
    const region = busyStatus();
    expect(region).toBeEmptyDOMElement();
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveAttribute('aria-atomic', 'true');
    expect(region).not.toHaveAttribute('role');
    expect(screen.queryByRole('status')).toBeNull();
    rerender(<Button busy>Senden</Button>);
    expect(busyStatus()).toBe(region);
    expect(region).toHaveTextContent('Bitte warten …');
  });

  it('forwards its ref and submit type', async () => {
    const ref = createRef<HTMLButtonElement>();
    await renderWithI18n(
      <Button ref={ref} type="submit">
        Senden
      </Button>,
    );
    expect(ref.current).toHaveAttribute('type', 'submit');
  });
});
