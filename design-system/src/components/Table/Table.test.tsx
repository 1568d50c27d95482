import { afterEach, describe, expect, it, vi } from 'vitest';
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

  it('gives rows and cells explicit roles, which a stacked layout (display: block) would otherwise lose', async () => {
    const { container } = await renderWithI18n(<Table caption="Berechnung" columns={columns} rows={rows} />);
    const table = container.querySelector('table')!;
    expect(table).toHaveAttribute('role', 'table');
    expect(table).toHaveAttribute('aria-labelledby', container.querySelector('caption')!.id);
    for (const tr of container.querySelectorAll('tr')) expect(tr).toHaveAttribute('role', 'row');
    for (const group of container.querySelectorAll('thead, tbody')) expect(group).toHaveAttribute('role', 'rowgroup');
    for (const th of container.querySelectorAll('th[scope=col]')) expect(th).toHaveAttribute('role', 'columnheader');
    for (const th of container.querySelectorAll('th[scope=row]')) expect(th).toHaveAttribute('role', 'rowheader');
    for (const td of container.querySelectorAll('td')) expect(td).toHaveAttribute('role', 'cell');
  });

  it('names each stacked value by its column, hidden from screen readers, only with more than two columns', async () => {
    const three = [...columns, { id: 'taxable', header: 'Steuerpflichtig', numeric: true }];
    const { container } = await renderWithI18n(<Table caption="Renten" columns={three} rows={[{ id: 'a', cells: ['Person A', '1,00\u00a0€', '2,00\u00a0€'] }]} />);
    const labels = Array.from(container.querySelectorAll(`.${styles.stackedLabel}`));
    expect(labels.map((l) => l.textContent)).toEqual(['Betrag', 'Steuerpflichtig']);
    for (const label of labels) expect(label).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('cell', { name: /^2,00\s€$/ })).toBeInTheDocument();
  });

  describe('when the table layout does not fit its container', () => {
    afterEach(() => vi.restoreAllMocks());
    /** jsdom has no layout: the table laid out as a table is `table` px wide in a container of `container` px. */
    const tableWidth = (table: number, container: number) => {
      vi.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(container);
      vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
        return { width: this.tagName === 'TABLE' ? table : 0 } as DOMRect;
      });
    };

    it('stacks the rows instead of scrolling sideways', async () => {
      tableWidth(347, 280);
      const { container } = await renderWithI18n(<Table caption="Berechnung" columns={columns} rows={rows} />);
      const wrapper = container.firstElementChild as HTMLElement;
      expect(wrapper).toHaveClass(styles.forceStacked);
      expect(wrapper).toHaveAttribute('data-stacked', 'true');
      expect(wrapper).not.toHaveAttribute('tabindex');
      expect(screen.getByRole('table', { name: 'Berechnung' })).toBeInTheDocument();
    });

    it('keeps the table layout when it fits', async () => {
      tableWidth(600, 600);
      const { container } = await renderWithI18n(<Table caption="Berechnung" columns={columns} rows={rows} />);
      expect(container.firstElementChild).not.toHaveClass(styles.forceStacked);
    });
  });

  it('has no axe violations', async () => {
    const { container } = await renderWithI18n(<Table caption="Berechnung" columns={columns} rows={rows} />);
    // jsdom has no layout, so colour contrast is checked by the Storybook axe run in Chromium instead.
    expect((await axe.run(container, { rules: { 'color-contrast': { enabled: false } } })).violations).toEqual([]);
  });
});
