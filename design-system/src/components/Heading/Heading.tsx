import type { ReactNode } from 'react';
import * as styles from './Heading.css';

export interface HeadingProps {
  level: 2 | 3 | 4;
  children: ReactNode;
  id?: string;
}

/** Section headings below the page's h1 (which is PageHeading). */
export function Heading({ level, children, id }: HeadingProps) {
  const Tag = `h${level}` as const;
  return (
    <Tag id={id} className={`${styles.heading} ${styles.level[level]}`}>
      {children}
    </Tag>
  );
}
