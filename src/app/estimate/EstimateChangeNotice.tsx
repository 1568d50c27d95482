import { useTranslation } from 'react-i18next';
import { LiveRegion, Text } from '@einfach/design-system';
import { formatEuro, type EstimateLocale } from './formatMoney';

export interface EstimateChangeNoticeProps {
  /** Estimated total tax before the last change; null before the first estimate. */
  previousTaxCents: number | null;
  currentTaxCents: number;
  /** The topic whose answers made the change (its step title): the notice shows on the next screen, so it names its cause. */
  topic: string;
  locale: EstimateLocale;
}

/**
 * The wizard's note on how the answers of the screen just left changed the estimate, naming that topic;
 * in body text (not small or grey: it is read, not skimmed), announced politely, never focused.
 */
export function EstimateChangeNotice({ previousTaxCents, currentTaxCents, topic, locale }: EstimateChangeNoticeProps) {
  const { t } = useTranslation('estimate');
  const difference = previousTaxCents === null ? 0 : currentTaxCents - previousTaxCents;
  const message =
    difference === 0
      ? ''
      : t(difference < 0 ? 'change.down' : 'change.up', { topic, amount: formatEuro(Math.abs(difference), locale, { dropZeroCents: true }) });
  return (
    <>
      {/* The visible copy is hidden from screen readers: the live region below carries the same text. */}
      {message ? (
        <div aria-hidden="true">
          <Text>{message}</Text>
        </div>
      ) : null}
      {/* Always mounted, so each new message is announced. */}
      <LiveRegion politeness="polite" message={message} />
    </>
  );
}
