import { useCallback, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './Table.css';

/* oxlint-disable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role -- explicit table roles on purpose: the stacked layout (display: block) makes browsers drop the implicit ones */

export interface TableColumn {
  id: string;
  header: ReactNode;
  /** Right-aligned with tabular figures; the cell text stays one unbroken string. */
  numeric?: boolean;
  /** Keep the header for screen readers but hide it visually (e.g. an obvious label column). */
  headerHidden?: boolean;
}

export interface TableRow {
  id: string;
  /** One cell per column; the first cell is the row header (`th scope=row`). */
  cells: readonly ReactNode[];
  /** A subtotal or total row, drawn with a stronger rule and bold text. */
  emphasis?: boolean;
}

export interface TableProps {
  caption: ReactNode;
  /** Hide the caption visually; it still names the table for screen readers. */
  captionHidden?: boolean;
  columns: readonly TableColumn[];
  rows: readonly TableRow[];
  id?: string;
}

/**
 * A data table with a caption, column headers and row headers. Where it is narrow (a container
 * query: phones, 400 % zoom) or its content does not fit (text spacing, large text), every row is
 * stacked: the row header above its amounts, each further column's value under its header's words.
 * Nothing is read only by scrolling sideways. Rows and cells carry explicit roles, because a
 * browser drops the table semantics of elements whose `display` changes.
 */
export function Table({ caption, captionHidden = false, columns, rows, id }: TableProps) {
  const captionId = useId();
  const { ref, tableRef, stacked } = useStackWhenOverflowing<HTMLDivElement>();
  // With more than two columns a stacked value needs its column's name beside it; with two the row
  // header above it says what it is.
  const labelled = columns.length > 2;
  return (
    <div ref={ref} className={`${styles.container} ${stacked ? styles.forceStacked : ''}`} data-stacked={stacked || undefined}>
      <table ref={tableRef} id={id} role="table" aria-labelledby={captionId} className={styles.table}>
        <caption id={captionId} className={styles.caption}>{captionHidden ? <VisuallyHidden>{caption}</VisuallyHidden> : caption}</caption>
        <thead role="rowgroup" className={styles.head}>
          <tr role="row">
            {columns.map((column) => (
              <th key={column.id} scope="col" role="columnheader" className={`${styles.headerCell} ${column.numeric ? styles.numeric : ''}`}>
                {column.headerHidden ? <VisuallyHidden>{column.header}</VisuallyHidden> : column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {rows.map((row) => (
            <tr key={row.id} role="row" className={`${styles.row} ${row.emphasis ? styles.emphasisRow : ''}`}>
              {columns.map((column, index) => {
                const className = `${styles.cell} ${column.numeric ? styles.numeric : ''}`;
                return index === 0 ? (
                  <th key={column.id} scope="row" role="rowheader" className={`${className} ${styles.rowHeader}`}>
                    {row.cells[index]}
                  </th>
                ) : (
                  <td key={column.id} role="cell" className={className}>
                    {labelled ? (
                      <span aria-hidden="true" className={styles.stackedLabel}>
                        {column.header}
                      </span>
                    ) : null}
                    {row.cells[index]}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * Stacks the rows when the table, laid out as a table, is wider than its container (the container
 * query covers the usual narrow widths; this catches text spacing and large text beyond them).
 * Remembers the width at which it had to stack and tries the table layout again only when the
 * container grows past it.
 */
function useStackWhenOverflowing<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const tableRef = useRef<HTMLTableElement>(null);
  const [stacked, setStacked] = useState(false);
  const stackedAt = useRef(0);
  const measure = useCallback(() => {
    const element = ref.current;
    const table = tableRef.current;
    if (!element || !table) return;
    if (stackedAt.current > 0) {
      if (element.clientWidth > stackedAt.current) {
        stackedAt.current = 0;
        setStacked(false);
      }
      return;
    }
    if (table.getBoundingClientRect().width > element.clientWidth + 1 || element.scrollWidth > element.clientWidth + 1) {
      stackedAt.current = element.clientWidth;
      setStacked(true);
    }
  }, []);
  useLayoutEffect(() => {
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => measure());
    if (ref.current) observer.observe(ref.current);
    if (tableRef.current) observer.observe(tableRef.current);
    return () => observer.disconnect();
  }, [measure]);
  // Back in table layout after growing: measure again once that layout is there.
  useLayoutEffect(() => {
    if (!stacked) measure();
  }, [stacked, measure]);
  return { ref, tableRef, stacked };
}
