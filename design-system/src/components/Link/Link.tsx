import type { MouseEventHandler, ReactNode } from 'react';
import { useDsTranslation } from '../../i18n/useDsTranslation';
import { VisuallyHidden } from '../VisuallyHidden';
import * as buttonStyles from '../Button/Button.css';
import * as styles from './Link.css';

export interface LinkProps {
  href: string;
  children: ReactNode;
  external?: boolean;
  onClick?: MouseEventHandler<HTMLAnchorElement>;
  /** Saves the target as a file with this name instead of navigating (internal links only). */
  download?: string;
  /** Alone on its line rather than in running text: gets the 44 px target size. */
  standalone?: boolean;
  /**
   * Drawn as a button of that variant: a link that is the page's main (or a second) action, such as
   * the confirmation's download. It stays a link, since it leads to a file; like every action it is
   * left out on paper.
   */
  button?: 'primary' | 'secondary';
}

/** A plain anchor; external links open a new tab and say so to everyone. */
export function Link({ href, children, external = false, onClick, download, standalone = false, button }: LinkProps) {
  const className = button
    ? `${buttonStyles.button} ${buttonStyles.variant[button]} ${styles.asButton}`
    : standalone
      ? `${styles.link} ${styles.standalone}`
      : styles.link;
  const { t } = useDsTranslation();
  if (!external) {
    return (
      <a href={href} className={className} onClick={onClick} download={download}>
        {children}
      </a>
    );
  }
  return (
    <a href={href} className={className} onClick={onClick} target="_blank" rel="noopener noreferrer">
      {children}
      <span aria-hidden="true" className={styles.externalIcon}>
        ↗
      </span>
      <VisuallyHidden> {t('newTab')}</VisuallyHidden>
    </a>
  );
}
