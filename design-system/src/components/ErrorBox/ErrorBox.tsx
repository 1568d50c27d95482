import type { ReactNode } from 'react';
import { useDsTranslation } from '../../i18n/useDsTranslation';
import { Button } from '../Button';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './ErrorBox.css';

export interface ErrorBoxProps {
  category: string;
  title?: string;
  message: ReactNode;
  sessionTicket?: string;
  /** The way on that the error offers (a Button), shown under the message, before the ticket. */
  action?: ReactNode;
  onDismiss?(): void;
}

/** A server or technical error, announced at once; shows the session ticket ("Vorgangsnummer", "reference number") for support calls. */
export function ErrorBox({ category, title, message, sessionTicket, action, onDismiss }: ErrorBoxProps) {
  const { t } = useDsTranslation();
  return (
    <div role="alert" className={styles.errorBox} data-category={category}>
      {title ? (
        <h2 className={styles.title}>
          <VisuallyHidden>{t('errorPrefix')} </VisuallyHidden>
          {title}
        </h2>
      ) : (
        <VisuallyHidden>{t('errorPrefix')}</VisuallyHidden>
      )}
      <p className={styles.message}>{message}</p>
      {action ? <div className={styles.actionRow}>{action}</div> : null}
      {sessionTicket ? (
        <p className={styles.ticket}>
          {t('sessionTicket')}: <span className={styles.ticketValue}>{sessionTicket}</span>
        </p>
      ) : null}
      {onDismiss ? (
        <div className={styles.dismissRow}>
          <Button variant="link" onClick={onDismiss}>
            {t('dismiss')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
