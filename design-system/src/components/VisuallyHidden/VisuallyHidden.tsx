import type { ReactNode } from 'react';
import * as styles from './VisuallyHidden.css';

export interface VisuallyHiddenProps {
  children: ReactNode;
  as?: 'span' | 'div' | 'h2' | 'p';
  id?: string;
}

/** Text for screen readers only (for example the hidden "Fehler:" prefix). */
export function VisuallyHidden({ children, as: Component = 'span', id }: VisuallyHiddenProps) {
  return (
    <Component id={id} className={styles.visuallyHidden}>
      {children}
    </Component>
  );
}
