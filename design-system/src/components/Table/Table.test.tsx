import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { renderWithI18n } from '../../test/renderWithI18n';
import { Table } from './Table';
import * as styles from './Table.css';

const columns = [
  { id: 'step', header: 'Schritt' },
  { id: 'amount', header: 'Betrag', numeric: true },
];
const rows = [
  { id: 'pension', cells: ['Rente', '20.400,00\u00a0€'] },
  { id: 'sum', cells: ['Summe', '1.234,50\u00a0€'], emphasis: true },
];

describe('Table', () => {
  it('is named by its caption and has column and row headers', async () => {
    await renderWithI18n(<Table caption="Berechnung" columns={columns} rows={rows} />);
    const table = screen.getByRole('table', { name: 'Berechnung' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Schritt', 'Betrag']);
    const rowHeaders = within(table).getAllByRole('rowheader');
    expect(rowHeaders.map((th) => th.textContent)).toEqual(['Rente', 'Summe']);
    for (const th of rowHeaders) expect(th).toHaveAttribute('scope', 'row');
    for (const th of within(table).getAllByRole('columnheader')) expect(th).toHaveAttribute('scope', 'col');
  });

  it('keeps an amount as one text node in its cell', async () => {
    await renderWithI18n(<Table caption="Berechnung" columns={columns} rows={rows} />);
    const cell = screen.getByRole('cell', { name: /^1\.234,50\s€$/ });
    expect(cell.childNodes).toHaveLength(1);
    expect(cell.firstChild?.nodeType).toBe(Node.TEXT_NODE);
    expect(cell.textContent).toBe('1.234,50\u00a0€');
    expect(cell).toHaveClass(styles.numeric);
    expect(screen.getByRole('columnheader', { name: 'Betrag' })).toHaveClass(styles.numeric);
    expect(screen.getByRole('rowheader', { name: 'Rente' })).not.toHaveClass(styles.numeric);
  });

  it('keeps a hidden caption as the accessible name', async () => {
    await renderWithI18n(<Table caption="Versteckt" captionHidden columns={columns} rows={rows} />);
    expect(screen.getByRole('table', { name: 'Versteckt' })).toBeInTheDocument();
  });

  it('adds no tab stop when the table fits', async () => {
    const { container } = await renderWithI18n(<Table caption="Berechnung" columns={columns} rows={rows} />);
    expect(container.querySelector('[tabindex]')).toBeNull();
  });

  it('has no axe violations', async () => {
    const { container } = await renderWithI18n(<Table caption="Berechnung" columns={columns} rows={rows} />);
    // jsdom has no layout, so colour contrast is checked by the Storybook axe run in Chromium instead.
    expect((await axe.run(container, { rules: { 'color-contrast': { enabled: false } } })).violations).toEqual([]);
  });
});
