import type { ReactNode } from 'react';
import { useDsTranslation } from '../../i18n/useDsTranslation';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './InfoBox.css';

export interface InfoBoxProps {
  tone: 'info' | 'success' | 'warning';
  title?: string;
  children: ReactNode;
}

/** A static note; its tone is said in words too ("Hinweis:"), not only in colour. */
export function InfoBox({ tone, title, children }: InfoBoxProps) {
  const { t } = useDsTranslation();
  return (
    <div className={styles.tone[tone]}>
      {title ? (
        <p className={styles.title}>
          <VisuallyHidden>{t(`infoTone.${tone}`)} </VisuallyHidden>
          {title}
        </p>
      ) : (
        <VisuallyHidden>{t(`infoTone.${tone}`)}</VisuallyHidden>
      )}
      <div className={styles.body}>{children}</div>
    </div>
  );
}
