import type { ReactNode } from 'react';
import { useFormsTranslation } from '../useFormsTranslation';
import * as styles from './Field.css';

export interface FieldMessages {
  id: string;
  hint?: ReactNode;
  error?: ReactNode;
  /** Extra hint lines the control adds itself, such as the format. */
  extraHint?: ReactNode;
}

/** Ids of the messages a control must reference, hint first, then error, then the caller's ids. */
export function describedByIds({ id, hint, error, extraHint }: FieldMessages, ...more: (string | undefined | false)[]): string | undefined {
  const ids = [hint || extraHint ? `${id}-hint` : undefined, error ? `${id}-error` : undefined, ...more].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

export function FieldHint({ id, hint, extraHint }: FieldMessages) {
  if (!hint && !extraHint) return null;
  return (
    <div id={`${id}-hint`} className={styles.hint}>
      {hint && <span className={styles.hintLine}>{hint}</span>}
      {extraHint && <span className={styles.hintLine}>{extraHint}</span>}
    </div>
  );
}

export function FieldError({ id, error }: FieldMessages) {
  const { t } = useFormsTranslation();
  if (!error) return null;
  return (
    <p id={`${id}-error`} className={styles.error}>
      <span className={styles.visuallyHidden}>{t('errorPrefix')} </span>
      {error}
    </p>
  );
}

/** The visible label text; "required" is said in words, not only by a symbol. */
export function LabelText({ children, required }: { children: ReactNode; required?: boolean }) {
  const { t } = useFormsTranslation();
  return (
    <>
      {children}
      {required && <span className={styles.requiredText}> ({t('required')})</span>}
    </>
  );
}

export interface FieldProps extends FieldMessages {
  label: ReactNode;
  required?: boolean;
  /** Set when the control is not a labelable element and is named by `${id}-label` instead. */
  labelAsText?: boolean;
  children: ReactNode;
  /** Rendered after the control, e.g. a live status message. */
  after?: ReactNode;
}

/** Private building block: label, hint, error, then the control (GOV.UK order). */
export function Field({ id, label, hint, error, extraHint, required, labelAsText, children, after }: FieldProps) {
  const labelContent = <LabelText required={required}>{label}</LabelText>;
  return (
    <div className={[styles.group, error ? styles.groupError : ''].join(' ')}>
      {labelAsText ? (
        <span id={`${id}-label`} className={styles.label}>{labelContent}</span>
      ) : (
        <label id={`${id}-label`} htmlFor={id} className={styles.label}>{labelContent}</label>
      )}
      <FieldHint id={id} hint={hint} extraHint={extraHint} />
      <FieldError id={id} error={error} />
      {children}
      {after}
    </div>
  );
}
