/**
 * German money text ("1.234,50") to the data form ("1234.50"), or null when it is not a
 * plain amount. Accepts an optional € sign, spaces, thousands dots, and up to two decimals.
 */
export function parseGermanMoney(text: string): string | null {
  const trimmed = text.replace(/\s|€|EUR/gi, '');
  if (trimmed === '') return '';
  const match = /^(-?)(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d{1,2}))?$/.exec(trimmed);
  if (!match) return null;
  const [, sign, whole, cents = ''] = match;
  const euros = whole.replace(/\./g, '').replace(/^0+(?=\d)/, '');
  return `${sign}${euros}.${cents.padEnd(2, '0')}`;
}

/** "1234.5" or "1234.50" to "1.234,50"; anything else is returned unchanged. */
export function formatGermanMoney(value: string): string {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(value);
  if (!match) return value;
  const [, sign, whole, cents = ''] = match;
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${sign}${grouped},${cents.padEnd(2, '0')}`;
}
