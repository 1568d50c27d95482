import { useEffect, useId, useRef, type MouseEvent } from 'react';
import { useDsTranslation } from '../../i18n/useDsTranslation';
import { focusElement } from '../../focus';
import { linkStyle } from '../Link';
import * as styles from './ErrorSummary.css';

export interface ErrorSummaryProps {
  title?: string;
  /**
   * `message` should name its field, so a list of links read alone says where each goes ("Geben Sie Ihre
   * IBAN ein."), word for word as the inline error. An optional `label` leads the link for a message that cannot.
   */
  errors: { fieldId: string; message: string; label?: string }[];
  autoFocus?: boolean;
}

function focusField(event: MouseEvent<HTMLAnchorElement>, fieldId: string) {
  const field = document.getElementById(fieldId);
  if (!field) return;
  event.preventDefault();
  field.focus();
  field.scrollIntoView?.({ block: 'center' });
}

/**
 * The list of a form's errors above the h1; each link moves focus into its field.
 *
 * With `autoFocus` (a submit) focus announces the errors: the summary itself with two or more, the
 * one invalid field with its "Fehler:" message otherwise. The summary is then a group named by its
 * title, not an alert: an alert on top spoke every error twice in Orca and switched it out of focus
 * mode while the user was in the field. Without `autoFocus` nothing moves, and the alert speaks.
 */
export function ErrorSummary({ title, errors, autoFocus = false }: ErrorSummaryProps) {
  const { t } = useDsTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const listId = useId();
  const shouldFocus = autoFocus && errors.length >= 2;
  // Re-focus when a new submit produces a new error list.
  const signature = errors.map((e) => `${e.fieldId}:${e.message}`).join('|');
  useEffect(() => {
    if (shouldFocus) focusElement(ref.current);
  }, [shouldFocus, signature]);
  if (errors.length === 0) return null;
  return (
    // Focused, the group is read with its list as description: the user hears every error at once.
    <div ref={ref} role={autoFocus ? 'group' : 'alert'} aria-labelledby={titleId} aria-describedby={autoFocus ? listId : undefined} className={styles.summary}>
      <h2 id={titleId} className={styles.title}>
        {title ?? t('errorSummaryTitle')}
      </h2>
      <ul id={listId} className={styles.list}>
        {errors.map((error) => (
          <li key={`${error.fieldId}-${error.message}`}>
            <a href={`#${error.fieldId}`} className={`${linkStyle} ${styles.link}`} onClick={(event) => focusField(event, error.fieldId)}>
              {error.label ? `${error.label}: ${error.message}` : error.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
