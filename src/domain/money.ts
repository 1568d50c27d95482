// Money as integer euro cents: exact sums, no floating-point arithmetic on amounts. The data format
// is "1234.50" (decimal point, two decimals); German display is "1.234,50".

/** Largest amount accepted anywhere: 13 integer digits keep every cent value a safe integer. */
export const MAX_MONEY_CENTS = 9_999_999_999_999_99;

const CANONICAL = /^(-)?(\d+)(?:\.(\d{1,2}))?$/;
const GERMAN_GROUPED = /^(-)?(\d{1,3}(?:\.\d{3})+)(?:,(\d{1,2}))?$/;
const GERMAN_PLAIN = /^(-)?(\d+)(?:,(\d{1,2}))?$/;
// English grouping only when unambiguous: "12,345" alone could be a German 12,345 (a typo), so it needs
// a decimal point part or a second group.
const ENGLISH_GROUPED = /^(-)?(\d{1,3}(?:(?:,\d{3}){2,}|(?:,\d{3})+(?=\.)))(?:\.(\d{1,2}))?$/;

export type MoneyParseResult = number | 'invalid' | 'tooLarge';

function toCents(sign: string | undefined, integer: string, fraction: string | undefined): MoneyParseResult {
  const digits = integer.replace(/[.,]/g, '').replace(/^0+(?=\d)/, '');
  if (digits.length > 13) return 'tooLarge';
  const cents = Number(digits) * 100 + Number((fraction ?? '').padEnd(2, '0'));
  if (!Number.isSafeInteger(cents) || cents > MAX_MONEY_CENTS) return 'tooLarge';
  return sign && cents !== 0 ? -cents : cents;
}

/**
 * An amount typed or stored, to cents: "1234.50", "1234,5", "1.234,50", "1,234.50", "1234",
 * optionally with "€". "1.234" reads as German grouping (1234 €), since a third decimal is not money.
 * Null when not an amount.
 */
export function parseMoney(input: string): number | null {
  const result = parseMoneyResult(input);
  return typeof result === 'number' ? result : null;
}

/** Like parseMoney, but tells an over-long amount apart from text that is no amount. */
export function parseMoneyResult(input: string): MoneyParseResult {
  const text = input.trim().replace(/\s*€$/, '').replace(/^€\s*/, '').replace(/[\s\u00a0\u202f]/g, '');
  if (text === '') return 'invalid';
  for (const pattern of [CANONICAL, GERMAN_GROUPED, GERMAN_PLAIN, ENGLISH_GROUPED]) {
    const m = pattern.exec(text);
    if (m) return toCents(m[1], m[2], m[3]);
  }
  return 'invalid';
}

/** A document value (text, or a number some clients send) to cents; null when it is no amount. */
export function moneyCents(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? parseMoney(String(value)) : null;
  return typeof value === 'string' ? parseMoney(value) : null;
}

/** Only the data format "1234.50" (two decimals, no grouping). */
export function parseCanonicalMoney(value: string): number | null {
  const m = /^(-)?(\d+)\.(\d{2})$/.exec(value);
  const result = m ? toCents(m[1], m[2], m[3]) : 'invalid';
  return typeof result === 'number' ? result : null;
}

export function isCanonicalMoney(value: unknown): value is string {
  return typeof value === 'string' && parseCanonicalMoney(value) !== null;
}

function split(cents: number): { sign: string; euros: string; rest: string } {
  if (!Number.isSafeInteger(cents)) throw new Error(`Money must be whole cents, got ${cents}`);
  const abs = Math.abs(cents);
  const euros = String(Math.floor(abs / 100));
  const rest = String(abs % 100).padStart(2, '0');
  return { sign: cents < 0 ? '-' : '', euros, rest };
}

const group = (euros: string, separator: string) => euros.replace(/\B(?=(\d{3})+(?!\d))/g, separator);

/** Cents to the data format "1234.50". */
export function formatMoney(cents: number): string {
  const { sign, euros, rest } = split(cents);
  return `${sign}${euros}.${rest}`;
}

/** Cents to German display "1.234,50". */
export function formatMoneyGerman(cents: number): string {
  const { sign, euros, rest } = split(cents);
  return `${sign}${group(euros, '.')},${rest}`;
}

/** Cents to English display "1,234.50". */
export function formatMoneyEnglish(cents: number): string {
  const { sign, euros, rest } = split(cents);
  return `${sign}${group(euros, ',')}.${rest}`;
}

/** Display form per locale, without the euro sign (the input shows it as a suffix). */
export function formatMoneyDisplay(cents: number, locale: 'de' | 'en'): string {
  return locale === 'de' ? formatMoneyGerman(cents) : formatMoneyEnglish(cents);
}

/** Any accepted input to the data format, or null. */
export function toCanonicalMoney(input: string): string | null {
  const cents = parseMoney(input);
  return cents === null ? null : formatMoney(cents);
}

/** Sum of amounts in cents, exact. */
export function sumCents(amounts: readonly number[]): number {
  return amounts.reduce((a, b) => a + b, 0);
}
