import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithI18n } from '../../test/renderWithI18n';
import { SummaryList } from './SummaryList';

describe('SummaryList', () => {
  it('pairs terms and values and names each edit action', async () => {
    const onClick = vi.fn();
    await renderWithI18n(
      <SummaryList
        rows={[
          { key: 'name', label: 'Name', value: 'Erika Mustermann', action: { label: 'Ändern', onClick } },
          { key: 'year', label: 'Jahr', value: '2024' },
        ]}
      />,
    );
    expect(screen.getAllByRole('term').map((t) => t.textContent)).toEqual(['Name', 'Jahr']);
    expect(screen.getAllByRole('definition')[0]).toHaveTextContent('Erika Mustermann');
    const edit = screen.getByRole('button', { name: /^Ändern\s*: Name$/ });
    await userEvent.tab();
    expect(edit).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.getAllByRole('button')).toHaveLength(1);
  });
});
