import { useDsTranslation } from '../../i18n/useDsTranslation';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './Timeline.css';

export interface TimelineItem {
  id: string;
  title: string;
  state: 'current' | 'visited' | 'unvisited';
  onSelect?(): void;
}

export interface TimelineProps {
  label: string;
  items: TimelineItem[];
}

/** The wizard menu: a vertical list of steps; the current one carries aria-current="step". */
export function Timeline({ label, items }: TimelineProps) {
  const { t } = useDsTranslation();
  return (
    <nav aria-label={label}>
      <ol className={styles.list}>
        {items.map((item) => {
          const isCurrent = item.state === 'current';
          const status = isCurrent ? t('timelineCurrent') : item.state === 'visited' ? t('timelineVisited') : null;
          const content = (
            <>
              {item.title}
              {status ? <VisuallyHidden>{` (${status})`}</VisuallyHidden> : null}
            </>
          );
          return (
            <li key={item.id} className={styles.item}>
              <span className={`${styles.marker} ${styles.markerState[item.state]}`} aria-hidden="true">
                {item.state === 'visited' ? '✓' : null}
              </span>
              {item.onSelect ? (
                <button
                  type="button"
                  className={`${styles.button} ${isCurrent ? styles.current : ''}`}
                  aria-current={isCurrent ? 'step' : undefined}
                  onClick={item.onSelect}
                >
                  {content}
                </button>
              ) : (
                <span className={`${styles.label} ${isCurrent ? styles.current : ''}`} aria-current={isCurrent ? 'step' : undefined}>
                  {content}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
