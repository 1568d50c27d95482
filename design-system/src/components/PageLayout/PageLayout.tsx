import type { ReactNode } from 'react';
import { SkipLink } from '../SkipLink';
import * as styles from './PageLayout.css';

export interface PageLayoutProps {
  header: ReactNode;
  banner?: ReactNode;
  errors?: ReactNode;
  aside?: ReactNode;
  footer: ReactNode;
  children: ReactNode;
  mainId?: string;
}

/**
 * The page frame: skip link, banner, header, then (desktop) the aside menu beside main, footer.
 * Global errors sit at the top of main so the skip link lands right before them.
 */
export function PageLayout({ header, banner, errors, aside, footer, children, mainId = 'main-content' }: PageLayoutProps) {
  return (
    <div className={styles.page}>
      <SkipLink targetId={mainId} />
      {banner}
      {header}
      <div className={`${styles.body} ${aside ? styles.withAside : ''}`}>
        {aside ? <aside className={styles.aside}>{aside}</aside> : null}
        <main id={mainId} className={styles.main}>
          {errors ? <div className={styles.errors}>{errors}</div> : null}
          {children}
        </main>
      </div>
      {footer}
    </div>
  );
}
