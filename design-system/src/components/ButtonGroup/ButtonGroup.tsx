import type { ReactNode } from 'react';
import * as styles from './ButtonGroup.css';

export interface ButtonGroupProps {
  children: ReactNode;
}

/** The actions of a page or dialog; put the primary action first in the DOM. */
export function ButtonGroup({ children }: ButtonGroupProps) {
  return <div className={styles.group}>{children}</div>;
}
