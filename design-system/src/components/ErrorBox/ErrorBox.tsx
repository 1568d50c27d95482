import { useEffect, useId, useRef, type ReactNode } from 'react';
import { focusElement } from '../../focus';
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
  /**
   * The box answers what the user just did (a button far from it): it takes focus once painted, so a
   * screen magnifier, which shows the part of the page around the focus, shows the message, and a
   * screen reader reads it. It is then a group named by its title and described by its message, not
   * an alert (focus and alert together read it twice). Without it the box is an alert and focus stays.
   */
  focusOnShow?: boolean;
}

/** Runs `work` after two painted frames: after a closing dialog has given focus back to its opener. */
function afterTwoPaints(work: () => void) {
  let cancelled = false;
  const frame = (next: () => void) => requestAnimationFrame(() => setTimeout(() => !cancelled && next(), 0));
  frame(() => frame(work));
  return () => {
    cancelled = true;
  };
}

/** A server or technical error, announced at once; shows the session ticket ("Vorgangsnummer", "reference number") for support calls. */
export function ErrorBox({ category, title, message, sessionTicket, action, onDismiss, focusOnShow = false }: ErrorBoxProps) {
  const { t } = useDsTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const messageId = useId();
  useEffect(() => {
    if (!focusOnShow) return;
    let tries = 0;
    let cancel = () => {};
    const move = () => {
      const box = ref.current;
      if (!box?.isConnected) return;
      // A modal dialog still open (it is closing with this error) keeps focus: try again after it went.
      if (document.activeElement?.closest('[role="dialog"], [role="alertdialog"]') && tries++ < 10) {
        cancel = afterTwoPaints(move);
        return;
      }
      focusElement(box, { preventScroll: true });
      // Its title first (a tall box scrolled only "into view" may show its end); the scroll margin keeps the ring in view.
      box.scrollIntoView?.({ block: 'start' });
    };
    cancel = afterTwoPaints(move);
    return () => cancel();
  }, [focusOnShow]);
  const named = focusOnShow && title ? { 'aria-labelledby': titleId, 'aria-describedby': messageId } : {};
  return (
    <div ref={ref} role={focusOnShow ? 'group' : 'alert'} {...named} className={styles.errorBox} data-category={category}>
      {title ? (
        <h2 id={titleId} className={styles.title}>
          <VisuallyHidden>{t('errorPrefix')} </VisuallyHidden>
          {title}
        </h2>
      ) : (
        <VisuallyHidden>{t('errorPrefix')}</VisuallyHidden>
      )}
      <p id={messageId} className={styles.message}>
        {message}
      </p>
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
