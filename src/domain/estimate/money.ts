/** Integer-cent helpers; money never passes through floating point. */

/** Parses a document money string ("1234.50", "1234", "1234.5") into cents; anything else is null. */
export function parseMoneyCents(value: unknown): number | null {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return value * 100;
  if (typeof value !== 'string') return null;
  const match = /^\s*(-?)(\d{1,13})(?:[.,](\d{1,2}))?\s*$/.exec(value);
  if (!match) return null;
  const euros = Number(match[2]);
  const cents = Number((match[3] ?? '').padEnd(2, '0'));
  const total = euros * 100 + cents;
  return match[1] === '-' ? -total : total;
}

/** floor(cents · numerator / denominator) for non-negative values, computed exactly. */
export function mulDivFloor(cents: number, numerator: number, denominator: number): number {
  if (cents <= 0 || numerator <= 0) return 0;
  return Number((BigInt(cents) * BigInt(numerator)) / BigInt(denominator));
}

/** Cents rounded down to a full euro, still in cents (zvE, § 32a (1) sentence 1). */
export function floorToEuroCents(cents: number): number {
  if (cents <= 0) return 0;
  return cents - (cents % 100);
}

export function sumCents(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

export function clampNonNegative(cents: number): number {
  return cents > 0 ? cents : 0;
}
