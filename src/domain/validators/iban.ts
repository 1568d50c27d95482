// IBAN (ISO 13616): country code, two check digits, BBAN; valid when the mod-97 remainder is 1.
import { ibanLengthOf } from './ibanRegistry';
import type { ValidationKey } from './messages';
import { normalizeIdentifier } from './normalize';

export const GERMAN_IBAN_LENGTH = 22;
const IBAN_SHAPE = /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/;
/** Country code and check digits, then letters and digits of any length: enough to name the country. */
const IBAN_START = /^[A-Z]{2}\d{2}[A-Z0-9]*$/;

/** As people write IBANs: in groups with spaces, dashes or dots, lower case, full-width (see normalize.ts). */
export function normalizeIban(value: string): string {
  return normalizeIdentifier(value);
}

/** IBAN in groups of four: "DE89 3704 0044 0532 0130 00". */
export function formatIban(value: string): string {
  return normalizeIban(value).replace(/(.{4})(?=.)/g, '$1 ');
}

/** Remainder mod 97 of the rearranged IBAN with letters as 10..35, computed in chunks (no bigint). */
function mod97(rearranged: string): number {
  let remainder = 0;
  for (const ch of rearranged) {
    const code = ch.charCodeAt(0);
    const value = code >= 65 ? String(code - 55) : ch;
    for (const digit of value) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder;
}

export function isValidIbanChecksum(iban: string): boolean {
  const normalized = normalizeIban(iban);
  if (!IBAN_SHAPE.test(normalized)) return false;
  return mod97(normalized.slice(4) + normalized.slice(0, 4)) === 1;
}

/** The two check digits for a country code and BBAN. */
export function ibanCheckDigits(country: string, bban: string): string {
  const rem = mod97(normalizeIban(bban) + country.toUpperCase() + '00');
  return String(98 - rem).padStart(2, '0');
}

export interface IbanOptions {
  /** The product needs a domestic account (eligibility); default true. */
  germanOnly?: boolean;
}

/**
 * Required, shape, then for a foreign IBAN its country (SWIFT IBAN Registry) and that country's length,
 * then the mod-97 check; a German IBAN must be DE + 20 digits. `iban.country` and `iban.length` take the
 * placeholders of `ibanMessageParams`.
 */
export function validateIban(value: string | null | undefined, { germanOnly = true }: IbanOptions = {}): ValidationKey | null {
  const iban = normalizeIban(value ?? '');
  if (iban === '') return 'validation.required';
  if (!IBAN_START.test(iban)) return 'validation.iban.invalid';
  const country = iban.slice(0, 2);
  if (country !== 'DE') {
    const length = ibanLengthOf(country);
    if (length === undefined) return 'validation.iban.country';
    if (iban.length !== length) return 'validation.iban.length';
  }
  if (!isValidIbanChecksum(iban)) return 'validation.iban.invalid';
  if (country === 'DE') {
    return iban.length === GERMAN_IBAN_LENGTH && /^DE\d{20}$/.test(iban) ? null : 'validation.iban.invalid';
  }
  return germanOnly ? 'validation.iban.notGerman' : null;
}

/** The placeholders of the IBAN message `key` for `value`: the country code, and its IBAN length. */
export function ibanMessageParams(key: ValidationKey, value: string): Record<string, string | number> | undefined {
  const country = normalizeIban(value).slice(0, 2);
  if (key === 'validation.iban.country') return { country };
  if (key === 'validation.iban.length') return { country, length: ibanLengthOf(country) ?? 0 };
  return undefined;
}
