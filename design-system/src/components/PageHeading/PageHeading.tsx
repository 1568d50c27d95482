import { forwardRef, type ReactNode } from 'react';
import * as styles from './PageHeading.css';

export interface PageHeadingProps {
  children: ReactNode;
  id?: string;
}

/** The page's one h1; focusable from code so a route change can move focus here. */
export const PageHeading = forwardRef<HTMLHeadingElement, PageHeadingProps>(function PageHeading({ children, id }, ref) {
  return (
    <h1 ref={ref} id={id} tabIndex={-1} className={styles.pageHeading}>
      {children}
    </h1>
  );
});
