import { useId, useState, type ReactNode } from 'react';
import * as styles from './Disclosure.css';

export interface DisclosureProps {
  /** The button text, e.g. "Berechnung anzeigen". */
  summary: ReactNode;
  children: ReactNode;
  defaultOpen?: boolean;
  /** Controlled state; pair with `onOpenChange`. */
  open?: boolean;
  onOpenChange?(open: boolean): void;
  /** Wrap the button in a heading so it appears in the heading list of screen readers. */
  headingLevel?: 2 | 3 | 4;
  id?: string;
}

/** APG disclosure: a native button with aria-expanded and aria-controls that shows or hides a content region. */
export function Disclosure({ summary, children, defaultOpen = false, open, onOpenChange, headingLevel, id }: DisclosureProps) {
  const generatedId = useId();
  const contentId = `${id ?? generatedId}-content`;
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  const isOpen = open ?? uncontrolledOpen;
  const toggle = () => {
    const next = !isOpen;
    if (open === undefined) setUncontrolledOpen(next);
    onOpenChange?.(next);
  };
  const button = (
    <button id={id} type="button" className={styles.button} aria-expanded={isOpen} aria-controls={contentId} onClick={toggle}>
      <span aria-hidden="true" className={`${styles.icon} ${isOpen ? styles.iconOpen : ''}`} />
      <span>{summary}</span>
    </button>
  );
  const Heading = headingLevel ? (`h${headingLevel}` as const) : null;
  return (
    <div className={styles.root}>
      {Heading ? <Heading className={styles.heading}>{button}</Heading> : button}
      <div id={contentId} className={styles.content} hidden={!isOpen}>
        {children}
      </div>
    </div>
  );
}
