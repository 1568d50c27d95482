// IBAN (ISO 13616): country code, two check digits, BBAN; valid when the mod-97 remainder is 1.
import type { ValidationKey } from './messages';

export const GERMAN_IBAN_LENGTH = 22;
const IBAN_SHAPE = /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/;

/** Remove spaces and upper-case, as users paste IBANs in groups and lower case. */
export function normalizeIban(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
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

export function validateIban(value: string | null | undefined, { germanOnly = true }: IbanOptions = {}): ValidationKey | null {
  const iban = normalizeIban(value ?? '');
  if (iban === '') return 'validation.required';
  if (!isValidIbanChecksum(iban)) return 'validation.iban.invalid';
  if (iban.startsWith('DE')) {
    return iban.length === GERMAN_IBAN_LENGTH && /^DE\d{20}$/.test(iban) ? null : 'validation.iban.invalid';
  }
  return germanOnly ? 'validation.iban.notGerman' : null;
}
