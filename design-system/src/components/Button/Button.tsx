import { forwardRef, type MouseEvent, type ReactNode } from 'react';
import { useDsTranslation } from '../../i18n/useDsTranslation';
import { spinner } from '../../styles/spinner.css';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css';
import * as styles from './Button.css';

export interface ButtonProps {
  /** Lets error links and labels point at the button. */
  id?: string;
  /** A text that belongs to the button, such as a message that offers it ("… remove it"). */
  'aria-describedby'?: string;
  variant?: 'primary' | 'secondary' | 'warning' | 'link';
  busy?: boolean;
  busyLabel?: string;
  type?: 'button' | 'submit';
  disabled?: boolean;
  onClick?(event: MouseEvent<HTMLButtonElement>): void;
  children: ReactNode;
  /** Marks the safest choice in a Dialog with `initialFocus="safeAction"`. */
  'data-safe-action'?: boolean;
}

/**
 * The one button. While busy it stays focusable (aria-disabled, clicks ignored), shows a spinner
 * and announces `busyLabel` through a polite live region that is mounted whenever `busy` is passed.
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', busy, busyLabel, type = 'button', disabled, onClick, children, 'data-safe-action': safeAction, ...slotProps },
  ref,
) {
  const { t } = useDsTranslation();
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (busy) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <>
      <button
        {...slotProps}
        ref={ref}
        data-safe-action={safeAction ? '' : undefined}
        type={type}
        className={`${styles.button} ${styles.variant[variant]}`}
        disabled={disabled}
        aria-disabled={busy || undefined}
        onClick={handleClick}
      >
        {busy ? <span className={spinner} aria-hidden="true" /> : null}
        {children}
      </button>
      {/*
        Mounted whenever the caller drives `busy`, so the first announcement is not lost. A polite,
        atomic live region without a role: an empty role=status inside a dialog is read out by its
        role ("Statusleiste") whenever the screen reader reads the dialog.
      */}
      {busy !== undefined ? (
        <span aria-live="polite" aria-atomic="true" data-busy-status="" className={visuallyHidden}>
          {busy ? (busyLabel ?? t('busy')) : ''}
        </span>
      ) : null}
    </>
  );
});
