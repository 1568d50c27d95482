import type { ReactNode } from 'react';
import * as styles from './HelpLink.css';

export interface HelpLinkProps {
  topic: string;
  element: string;
  children: ReactNode;
  onOpen(topic: string, element: string, returnFocusEl: HTMLElement): void;
}

/** Opens the context-help dialog (owned by the app); passes itself so focus can come back. */
export function HelpLink({ topic, element, children, onOpen }: HelpLinkProps) {
  return (
    <button type="button" className={styles.helpLink} aria-haspopup="dialog" onClick={(event) => onOpen(topic, element, event.currentTarget)}>
      <span className={styles.icon} aria-hidden="true">
        ?
      </span>
      <span className={styles.label}>{children}</span>
    </button>
  );
}
