import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './Table.css';

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

/** A data table with a caption, column headers and row headers; scrolls horizontally on narrow screens. */
export function Table({ caption, captionHidden = false, columns, rows, id }: TableProps) {
  const captionId = useId();
  const { ref, overflowing } = useHorizontalOverflow<HTMLDivElement>();
  // Only an overflowing wrapper becomes a focusable, named region, so keyboard users can scroll it.
  const scrollProps = overflowing ? { tabIndex: 0, role: 'region', 'aria-labelledby': captionId } : {};
  return (
    <div ref={ref} className={styles.scroller} {...scrollProps}>
      <table id={id} className={styles.table}>
        <caption id={captionId} className={styles.caption}>{captionHidden ? <VisuallyHidden>{caption}</VisuallyHidden> : caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.id} scope="col" className={`${styles.headerCell} ${column.numeric ? styles.numeric : ''}`}>
                {column.headerHidden ? <VisuallyHidden>{column.header}</VisuallyHidden> : column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className={row.emphasis ? styles.emphasisRow : undefined}>
              {columns.map((column, index) => {
                const className = `${styles.cell} ${column.numeric ? styles.numeric : ''}`;
                return index === 0 ? (
                  <th key={column.id} scope="row" className={`${className} ${styles.rowHeader}`}>
                    {row.cells[index]}
                  </th>
                ) : (
                  <td key={column.id} className={className}>
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

function useHorizontalOverflow<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [overflowing, setOverflowing] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setOverflowing(element.scrollWidth > element.clientWidth);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, overflowing };
}
