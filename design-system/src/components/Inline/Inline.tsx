import type { ReactNode } from 'react';
import type { SpaceToken } from '@einfach/tokens';
import * as styles from './Inline.css';

export interface InlineProps {
  space?: SpaceToken;
  wrap?: boolean;
  children: ReactNode;
}

/** Side by side with a token gap; wraps by default so nothing scrolls sideways at 320 px. */
export function Inline({ space = 'small', wrap = true, children }: InlineProps) {
  return <div className={`${styles.inline} ${styles.space[space]} ${styles.wrap[wrap ? 'wrap' : 'nowrap']}`}>{children}</div>;
}
