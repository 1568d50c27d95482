import { useTranslation } from 'react-i18next';
import { LiveRegion, Text } from '@einfach/design-system';
import { formatEuro, type EstimateLocale } from './formatMoney';

export interface EstimateChangeNoticeProps {
  /** Estimated total tax before the last change; null before the first estimate. */
  previousTaxCents: number | null;
  currentTaxCents: number;
  locale: EstimateLocale;
}

/** The wizard's small note on how the last answer changed the estimate; announced politely, never focused. */
export function EstimateChangeNotice({ previousTaxCents, currentTaxCents, locale }: EstimateChangeNoticeProps) {
  const { t } = useTranslation('estimate');
  const difference = previousTaxCents === null ? 0 : currentTaxCents - previousTaxCents;
  const message =
    difference === 0 ? '' : t(difference < 0 ? 'change.down' : 'change.up', { amount: formatEuro(Math.abs(difference), locale, { dropZeroCents: true }) });
  return (
    <>
      {/* The visible copy is hidden from screen readers: the live region below carries the same text. */}
      {message ? (
        <div aria-hidden="true">
          <Text size="small" tone="secondary">
            {message}
          </Text>
        </div>
      ) : null}
      {/* Always mounted, so each new message is announced. */}
      <LiveRegion politeness="polite" message={message} />
    </>
  );
}
