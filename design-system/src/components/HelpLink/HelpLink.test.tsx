import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HelpLink } from './HelpLink';

describe('HelpLink', () => {
  it('opens help with topic, element and itself as the return target', async () => {
    const onOpen = vi.fn();
    render(
      <HelpLink topic="person" element="idNr" onOpen={onOpen}>
        Hilfe zur Steuer-Identifikationsnummer
      </HelpLink>,
    );
    const trigger = screen.getByRole('button', { name: 'Hilfe zur Steuer-Identifikationsnummer' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(onOpen).toHaveBeenCalledWith('person', 'idNr', trigger);
  });
});
