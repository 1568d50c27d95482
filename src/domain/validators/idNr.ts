// Steuerliche Identifikationsnummer (IdNr, § 139b AO): 11 digits, digit-repetition rule, ISO 7064 MOD 11,10.
import type { ValidationKey } from './messages';
import { normalizeIdentifier } from './normalize';

export const ID_NR_LENGTH = 11;

export interface IdNrOptions {
  /** In test mode the official test IdNrs (leading 0) are accepted (docs/product-spec.md §5). */
  testMode: boolean;
}

/** ISO 7064 MOD 11,10 check digit over the first 10 digits. */
export function idNrCheckDigit(first10: string): number {
  if (!/^\d{10}$/.test(first10)) throw new Error('idNrCheckDigit needs exactly 10 digits');
  let p = 10;
  for (const ch of first10) {
    let s = (Number(ch) + p) % 10;
    if (s === 0) s = 10;
    p = (2 * s) % 11;
  }
  const check = 11 - p;
  return check === 10 ? 0 : check;
}

/** The IdNr as printed on letters ("36 574 261 809") or typed with dashes, dots or full-width digits: 11 ASCII digits. */
export function normalizeIdNr(value: string): string {
  return normalizeIdentifier(value);
}

/** The IdNr grouped as printed on letters ("36 574 261 809"); anything that is not 11 digits is returned unchanged. */
export function formatIdNr(value: string): string {
  const idNr = normalizeIdNr(value);
  return /^\d{11}$/.test(idNr) ? `${idNr.slice(0, 2)} ${idNr.slice(2, 5)} ${idNr.slice(5, 8)} ${idNr.slice(8)}` : value;
}

/** Official test IdNrs start with 0; real ones never do. */
export function isTestIdNr(value: string): boolean {
  return /^0\d{10}$/.test(normalizeIdNr(value));
}

/**
 * In the first 10 digits exactly one digit occurs twice or three times, all others at most once,
 * and a digit occurring three times must not stand three in a row.
 */
export function hasValidIdNrRepetition(first10: string): boolean {
  const counts = new Map<string, number>();
  for (const ch of first10) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  const repeated = [...counts.entries()].filter(([, n]) => n > 1);
  if (repeated.length !== 1) return false;
  const [digit, n] = repeated[0];
  if (n > 3) return false;
  if (n === 3 && first10.includes(digit.repeat(3))) return false;
  return true;
}

export function validateIdNr(value: string | null | undefined, { testMode }: IdNrOptions): ValidationKey | null {
  const idNr = normalizeIdNr(value ?? '');
  if (idNr === '') return 'validation.required';
  if (!/^\d+$/.test(idNr) || idNr.length !== ID_NR_LENGTH) return 'validation.idNr.length';
  if (idNr[0] === '0' && !testMode) return 'validation.idNr.testId';
  const first10 = idNr.slice(0, 10);
  if (!hasValidIdNrRepetition(first10)) return 'validation.idNr.repetition';
  if (idNrCheckDigit(first10) !== Number(idNr[10])) return 'validation.idNr.checksum';
  return null;
}

/**
 * A random IdNr that passes every rule, for tests and fixtures. `random` returns a float in [0, 1)
 * like Math.random; `test: true` gives an official-style test IdNr (leading 0).
 */
export function generateValidIdNr(random: () => number, { test = false }: { test?: boolean } = {}): string {
  const pick = (n: number) => Math.min(n - 1, Math.floor(random() * n));
  for (;;) {
    const pool = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];
    for (let i = pool.length - 1; i > 0; i--) {
      const j = pick(i + 1);
      [pool[i], pool[j]] = [pool[j], pool[i]];
    }
    const digits = pool.slice(0, 9);
    // Occasionally a digit occurs three times, which the rule also allows (not all in a row).
    const copies = pick(4) === 0 ? 2 : 1;
    const repeated = digits[pick(digits.length)];
    for (let c = 0; c < copies; c++) digits.splice(pick(digits.length + 1), 0, repeated);
    let first10 = digits.slice(0, 10).join('');
    if (test) first10 = '0' + first10.slice(1);
    if (first10.length !== 10) continue;
    if ((first10[0] === '0') !== test) continue;
    if (!hasValidIdNrRepetition(first10)) continue;
    return first10 + String(idNrCheckDigit(first10));
  }
}
