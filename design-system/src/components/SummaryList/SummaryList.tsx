import type { ReactNode } from 'react';
import { Button } from '../Button';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './SummaryList.css';

export interface SummaryListRow {
  key: string;
  label: ReactNode;
  value: ReactNode;
  action?: { label: string; onClick(): void };
}

export interface SummaryListProps {
  rows: SummaryListRow[];
}

/** Label/value pairs of the summary page; the edit action names the row it edits. */
export function SummaryList({ rows }: SummaryListProps) {
  return (
    <dl className={styles.list}>
      {rows.map((row) => (
        <div key={row.key} className={styles.row}>
          <dt className={styles.key}>{row.label}</dt>
          <dd className={styles.value}>{row.value}</dd>
          {row.action ? (
            <dd className={styles.action}>
              <Button variant="link" onClick={row.action.onClick}>
                {row.action.label}
                <VisuallyHidden>: {row.label}</VisuallyHidden>
              </Button>
            </dd>
          ) : null}
        </div>
      ))}
    </dl>
  );
}
