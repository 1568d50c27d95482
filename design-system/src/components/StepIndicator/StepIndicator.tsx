import { useDsTranslation } from '../../i18n/useDsTranslation';
import * as styles from './StepIndicator.css';

export interface StepIndicatorProps {
  current: number;
  total: number;
  /** The step's name, when the page's heading does not say it (a sub-page of the step): "Schritt 7 von 11: Spenden". */
  topic?: string;
}

/** "Schritt 2 von 7" above the page heading. */
export function StepIndicator({ current, total, topic }: StepIndicatorProps) {
  const { t } = useDsTranslation();
  return <p className={styles.step}>{topic ? t('stepTopic', { current, total, topic }) : t('step', { current, total })}</p>;
}
