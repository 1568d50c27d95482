/** Integer-cent arithmetic of the estimate; money never passes through floating point. Parsing is src/domain/money.ts. */
export { sumCents } from '../money';

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

export function clampNonNegative(cents: number): number {
  return cents > 0 ? cents : 0;
}
