import type { ElementType, ReactNode } from 'react';
import type { SpaceToken } from '@einfach/tokens';
import * as styles from './Stack.css';

export interface StackProps {
  space?: SpaceToken;
  as?: ElementType;
  children: ReactNode;
}

/** Vertical rhythm: children one under the other with a token gap. */
export function Stack({ space = 'medium', as: Component = 'div', children }: StackProps) {
  return <Component className={`${styles.stack} ${styles.space[space]}`}>{children}</Component>;
}
