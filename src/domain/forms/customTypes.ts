// Adapters from the model's custom types to the shared validators in src/domain/validators and src/domain/money.
import { parseStoredTaxNumber, validateTaxNumber } from '../validators/taxNumber';
import { validateBufa } from '../validators/bufa';
import { parseMoney, toCanonicalMoney } from '../money';
import { validateMoney } from '../validators/money';
import type { ValidationKey } from '../validators/messages';

/** A Steuernummer stored as `digits@STATE`; its state must be the one chosen in the state field. */
export function validateStoredTaxNumber(stored: string, selectedState?: string): ValidationKey | null {
  const parsed = parseStoredTaxNumber(stored);
  if (!parsed) return 'validation.taxNumber.format';
  if (selectedState && parsed.state !== selectedState) return 'validation.taxNumber.state';
  return validateTaxNumber(parsed.state, parsed.digits);
}

export function validateTaxOffice(bufa: string, state?: string): ValidationKey | null {
  return validateBufa(bufa, state);
}

export function validateMoneyValue(value: unknown): ValidationKey | null {
  if (typeof value === 'number') return Number.isFinite(value) ? validateMoney(String(value)) : 'validation.money.invalid';
  return typeof value === 'string' ? validateMoney(value) : 'validation.money.invalid';
}

/** A money value in the document's format "1234.50", or the value unchanged when it is not an amount. */
export function canonicalMoney(value: unknown): unknown {
  if (typeof value === 'number' && Number.isFinite(value)) return toCanonicalMoney(String(value)) ?? value;
  return typeof value === 'string' ? (toCanonicalMoney(value) ?? value) : value;
}

/** Cents of a document money value, or null when it is not one. */
export function moneyToCents(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? parseMoney(String(value)) : null;
  return typeof value === 'string' ? parseMoney(value) : null;
}
