import { useDsTranslation } from '../../i18n/useDsTranslation';
import * as styles from './StepIndicator.css';

export interface StepIndicatorProps {
  current: number;
  total: number;
}

/** "Schritt 2 von 7" above the page heading. */
export function StepIndicator({ current, total }: StepIndicatorProps) {
  const { t } = useDsTranslation();
  return <p className={styles.step}>{t('step', { current, total })}</p>;
}
