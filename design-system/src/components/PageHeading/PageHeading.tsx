import { forwardRef, type ReactNode } from 'react';
import * as styles from './PageHeading.css';

export interface PageHeadingProps {
  children: ReactNode;
  id?: string;
}

/** The page's one h1; a route change moves focus here with `focusElement` (focusable only while focused). */
export const PageHeading = forwardRef<HTMLHeadingElement, PageHeadingProps>(function PageHeading({ children, id }, ref) {
  return (
    <h1 ref={ref} id={id} className={styles.pageHeading}>
      {children}
    </h1>
  );
});
