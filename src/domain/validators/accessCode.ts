// Access code (Freischaltcode) sent by letter: EEZ-XXXX-XXXX-XXXX.
import type { ValidationKey } from './messages';
import { normalizeIdentifier } from './normalize';

export const ACCESS_CODE_PREFIX = 'EEZ';
export const ACCESS_CODE_PATTERN = /^EEZ-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/;
/** Letters and digits without look-alikes (no 0/O, 1/I/L), so a code read from paper is typed right. */
export const ACCESS_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/**
 * Upper case without separators (spaces, dashes, dots; full-width forms made ASCII, see normalize.ts),
 * then the hyphens of the format put back: "eez abcd.2345 wxyz" → "EEZ-ABCD-2345-WXYZ".
 */
export function normalizeAccessCode(value: string): string {
  const compact = normalizeIdentifier(value);
  if (/^EEZ[A-Z0-9]{12}$/.test(compact)) {
    return `EEZ-${compact.slice(3, 7)}-${compact.slice(7, 11)}-${compact.slice(11, 15)}`;
  }
  return compact;
}

export function isAccessCode(value: string): boolean {
  return ACCESS_CODE_PATTERN.test(normalizeAccessCode(value));
}

export function validateAccessCode(value: string | null | undefined): ValidationKey | null {
  const code = normalizeIdentifier(value ?? '');
  if (code === '') return 'validation.required';
  return isAccessCode(code) ? null : 'validation.accessCode.format';
}

/**
 * A new access code from a cryptographic byte source (crypto.getRandomValues in both runtimes).
 * Bytes at or above the largest multiple of the alphabet size are rejected to avoid modulo bias.
 */
export function generateAccessCode(randomBytes: (n: number) => Uint8Array): string {
  const size = ACCESS_CODE_ALPHABET.length;
  const limit = 256 - (256 % size);
  const chars: string[] = [];
  while (chars.length < 12) {
    const bytes = randomBytes(16);
    if (bytes.length === 0) throw new Error('random source returned no bytes');
    for (const b of bytes) {
      if (b >= limit) continue;
      chars.push(ACCESS_CODE_ALPHABET[b % size]);
      if (chars.length === 12) break;
    }
  }
  const s = chars.join('');
  return `${ACCESS_CODE_PREFIX}-${s.slice(0, 4)}-${s.slice(4, 8)}-${s.slice(8, 12)}`;
}
