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
  const [visible, setVisible] = useState(active && delayMs <= 0);
  useEffect(() => {
    if (!active) {
      setVisible(false);
      return;
    }
    if (delayMs <= 0) {
      setVisible(true);
      return;
    }
    const timer = setTimeout(() => setVisible(true), delayMs);
    return () => clearTimeout(timer);
  }, [active, delayMs]);

  const content = (
    <>
      <span className={`${spinner} ${styles.spinnerColor}`} aria-hidden="true" />
      <span>{label}</span>
    </>
  );
  return (
    <>
      <div role="status" className={visuallyHidden}>
        {visible ? label : ''}
      </div>
      {visible ? (
        <div aria-hidden="true" className={variant === 'overlay' ? styles.overlay : styles.inline} data-testid="busy-visual">
          {variant === 'overlay' ? <div className={styles.panel}>{content}</div> : content}
        </div>
      ) : null}
    </>
  );
}
