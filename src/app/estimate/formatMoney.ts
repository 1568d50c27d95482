export type EstimateLocale = 'de' | 'en';

// Building an Intl.NumberFormat is costly; the estimate panel formats dozens of amounts per render.
const formats = new Map<string, Intl.NumberFormat>();
function euroFormat(locale: EstimateLocale, digits: number): Intl.NumberFormat {
  const key = `${locale}:${digits}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale === 'de' ? 'de-DE' : 'en-GB', {
      style: 'currency',
      currency: 'EUR',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formats.set(key, format);
  }
  return format;
}

/** Euro amount from integer cents, formatted for the locale ("1.234,50 €" / "€1,234.50"). */
export function formatEuro(cents: number, locale: EstimateLocale, { dropZeroCents = false } = {}): string {
  const whole = cents % 100 === 0;
  const digits = dropZeroCents && whole ? 0 : 2;
  // Display only: the value was computed in integer cents; dividing by 100 is exact to the cent.
  return euroFormat(locale, digits).format(cents / 100);
}
