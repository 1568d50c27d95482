import type { MouseEvent, ReactNode } from 'react';
import { useDsTranslation } from '../../i18n/useDsTranslation';
import { focusElement } from '../../focus';
import * as styles from './SkipLink.css';

export interface SkipLinkProps {
  targetId: string;
  children?: ReactNode;
}

/** The first focusable element; moves focus (not only the scroll position) to the target. */
export function SkipLink({ targetId, children }: SkipLinkProps) {
  const { t } = useDsTranslation();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(targetId);
    if (!target) return;
    event.preventDefault();
    focusElement(target);
    target.scrollIntoView?.({ block: 'start' });
  };
  return (
    <a href={`#${targetId}`} className={styles.skipLink} onClick={onClick}>
      {children ?? t('skipLink')}
    </a>
  );
}
