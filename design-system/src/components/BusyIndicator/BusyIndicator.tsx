import { useEffect, useState } from 'react';
import { spinner } from '../../styles/spinner.css';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css';
import * as styles from './BusyIndicator.css';

export interface BusyIndicatorProps {
  active: boolean;
  label: string;
  delayMs?: number;
  variant?: 'inline' | 'overlay';
}

/**
 * Shows a spinner and label only when work takes longer than `delayMs`, so quick calls do not flash.
 * The status region stays mounted so screen readers pick up the text when it appears.
 */
export function BusyIndicator({ active, label, delayMs = 400, variant = 'inline' }: BusyIndicatorProps) {
  const [delayPassed, setDelayPassed] = useState(false);
  useEffect(() => {
    if (!active || delayMs <= 0) return;
    const timer = setTimeout(() => setDelayPassed(true), delayMs);
    return () => {
      clearTimeout(timer);
      setDelayPassed(false);
    };
  }, [active, delayMs]);
  const visible = active && (delayMs <= 0 || delayPassed);

  const content = (
    <>
      <span className={`${spinner} ${styles.spinnerColor}`} aria-hidden="true" />
      <span>{label}</span>
    </>
  );
  return (
    <>
      {/* output has the implicit role status; aria-live makes older screen readers listen too. */}
      <output aria-live="polite" className={visuallyHidden}>
        {visible ? label : ''}
      </output>
      {visible ? (
        <div aria-hidden="true" className={variant === 'overlay' ? styles.overlay : styles.inline} data-testid="busy-visual">
          {variant === 'overlay' ? <div className={styles.panel}>{content}</div> : content}
        </div>
      ) : null}
    </>
  );
}
