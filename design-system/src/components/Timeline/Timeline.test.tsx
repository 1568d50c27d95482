import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithI18n } from '../../test/renderWithI18n';
import { Timeline } from './Timeline';

describe('Timeline', () => {
  it('is a labelled nav with the current step marked', async () => {
    const onSelect = vi.fn();
    await renderWithI18n(
      <Timeline
        label="Schritte"
        items={[
          { id: 'a', title: 'Person', state: 'visited', onSelect },
          { id: 'b', title: 'Renten', state: 'current', onSelect: () => {} },
          { id: 'c', title: 'Spenden', state: 'unvisited' },
        ]}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Schritte' });
    expect(within(nav).getAllByRole('listitem')).toHaveLength(3);
    const current = within(nav).getByRole('button', { name: 'Renten (aktueller Schritt)' });
    expect(current).toHaveAttribute('aria-current', 'step');
    const visited = within(nav).getByRole('button', { name: 'Person (erledigt)' });
    expect(visited).not.toHaveAttribute('aria-current');
    expect(within(nav).queryByRole('button', { name: /Spenden/ })).toBeNull();
    visited.focus();
    await userEvent.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledTimes(1);
  });
});
