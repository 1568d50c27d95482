import type { ElementType, ReactNode } from 'react';
import { sprinkles, type Sprinkles } from '@einfach/tokens';
import * as styles from './Box.css';

export type BoxProps = Sprinkles & {
  as?: ElementType;
  children?: ReactNode;
  id?: string;
};

/** The layout atom: spacing, display and alignment from tokens, nothing else. */
export function Box({ as: Component = 'div', children, id, ...atoms }: BoxProps) {
  return (
    <Component id={id} className={`${styles.box} ${sprinkles(atoms)}`}>
      {children}
    </Component>
  );
}
