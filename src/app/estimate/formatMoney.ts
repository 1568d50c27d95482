export type EstimateLocale = 'de' | 'en';

/** Euro amount from integer cents, formatted for the locale ("1.234,50 €" / "€1,234.50"). */
export function formatEuro(cents: number, locale: EstimateLocale, { dropZeroCents = false } = {}): string {
  const whole = cents % 100 === 0;
  const digits = dropZeroCents && whole ? 0 : 2;
  return new Intl.NumberFormat(locale === 'de' ? 'de-DE' : 'en-GB', {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    // Display only: the value was computed in integer cents; dividing by 100 is exact to the cent.
  }).format(cents / 100);
}
