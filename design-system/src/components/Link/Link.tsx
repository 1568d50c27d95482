import type { MouseEventHandler, ReactNode } from 'react';
import { useDsTranslation } from '../../i18n/useDsTranslation';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './Link.css';

export interface LinkProps {
  href: string;
  children: ReactNode;
  external?: boolean;
  onClick?: MouseEventHandler<HTMLAnchorElement>;
  /** Saves the target as a file with this name instead of navigating (internal links only). */
  download?: string;
}

/** A plain anchor; external links open a new tab and say so to everyone. */
export function Link({ href, children, external = false, onClick, download }: LinkProps) {
  const { t } = useDsTranslation();
  if (!external) {
    return (
      <a href={href} className={styles.link} onClick={onClick} download={download}>
        {children}
      </a>
    );
  }
  return (
    <a href={href} className={styles.link} onClick={onClick} target="_blank" rel="noopener noreferrer">
      {children}
      <span aria-hidden="true" className={styles.externalIcon}>
        ↗
      </span>
      <VisuallyHidden> {t('newTab')}</VisuallyHidden>
    </a>
  );
}
