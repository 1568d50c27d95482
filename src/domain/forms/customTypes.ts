// Adapters from the model's custom types to the shared validators in src/domain/validators and src/domain/money.
import { normalizeStoredTaxNumber, parseStoredTaxNumber, validateTaxNumber } from '../validators/taxNumber';
import { normalizeIdNr } from '../validators/idNr';
import { normalizeIban } from '../validators/iban';
import { validateBufa } from '../validators/bufa';
import { toCanonicalMoney } from '../money';
import { validateMoney } from '../validators/money';
import type { ValidationKey } from '../validators/messages';

/** A Steuernummer stored as `digits@STATE` (separators tolerated); its state must be the one chosen in the state field. */
export function validateStoredTaxNumber(stored: string, selectedState?: string): ValidationKey | null {
  const parsed = parseStoredTaxNumber(normalizeStoredTaxNumber(stored));
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

/**
 * IdNr, IBAN and Steuernummer in their canonical form (validators/normalize.ts): what a person typed
 * ("36 574 261 809", "DE89-3704-…", full-width digits) becomes what is validated and stored.
 */
export function canonicalIdentifier(type: string, value: unknown): unknown {
  if (typeof value !== 'string') return value;
  if (type === 'IDNr') return normalizeIdNr(value);
  if (type === 'IBAN') return normalizeIban(value);
  if (type === 'Steuernummer') return normalizeStoredTaxNumber(value.trim());
  return value;
}
