import type { ReactNode } from 'react';
import * as styles from './Text.css';

export interface TextProps {
  as?: 'p' | 'span' | 'div';
  size?: 'small' | 'body' | 'lead';
  tone?: 'primary' | 'secondary' | 'critical' | 'success';
  weight?: 'regular' | 'bold';
  children: ReactNode;
}

/** Running text; sizes and colours come only from tokens. */
export function Text({ as: Component = 'p', size = 'body', tone = 'primary', weight = 'regular', children }: TextProps) {
  return (
    <Component className={`${styles.text} ${styles.size[size]} ${styles.tone[tone]} ${styles.weight[weight]}`}>{children}</Component>
  );
}
