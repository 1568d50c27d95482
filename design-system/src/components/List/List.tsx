import { Children, type ReactNode } from 'react';
import * as styles from './List.css';

export interface ListProps {
  items?: ReactNode[];
  children?: ReactNode;
  type?: 'bullet' | 'number';
}

/** A bullet or numbered list; `items` or `children` become the list items. */
export function List({ items, children, type = 'bullet' }: ListProps) {
  const Tag = type === 'number' ? 'ol' : 'ul';
  const entries = items ?? Children.toArray(children);
  return (
    <Tag className={`${styles.list} ${styles.type[type]}`}>
      {entries.map((entry, index) => (
        <li key={index} className={styles.item}>
          {entry}
        </li>
      ))}
    </Tag>
  );
}
