import { useId, type ReactNode } from 'react';
import * as styles from './Banner.css';

export interface BannerProps {
  title: string;
  children?: ReactNode;
}

/** A page-wide notice such as the test-mode banner; a labelled region so it can be found. */
export function Banner({ title, children }: BannerProps) {
  const titleId = useId();
  return (
    <section className={styles.banner} aria-labelledby={titleId}>
      <div className={styles.inner}>
        <p id={titleId} className={styles.title}>
          {title}
        </p>
        {children ? <div className={styles.body}>{children}</div> : null}
      </div>
    </section>
  );
}
