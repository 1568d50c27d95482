// Steuernummer per federal state: display format, the 13-digit ELSTER form (FFFF0BBBUUUUP), the
// BUFA prefix and the check-digit procedure (docs/domain-rules.md).
import type { ValidationKey } from './messages';
import { normalizeIdentifier, toHalfWidth } from './normalize';
import { taxNumberStates, type StateCode, type TaxNumberCheck, type TaxNumberState } from './taxNumberStates';

export { federalStates, taxNumberStates, type StateCode, type TaxNumberCheck, type TaxNumberState } from './taxNumberStates';

const byCode = new Map<string, TaxNumberState>(taxNumberStates.map((s) => [s.code, s]));

export function isStateCode(value: unknown): value is StateCode {
  return typeof value === 'string' && byCode.has(value);
}

export function getTaxNumberState(code: string): TaxNumberState | undefined {
  return byCode.get(code);
}

/** Number of digits the user types for a state (the format without separators). */
export function taxNumberLength(state: StateCode): number {
  return byCode.get(state)!.format.replace(/[^0-9A-Z]/g, '').length;
}

/** The placeholders of the tax number message `key` for a state: how many digits, and an example as printed. */
export function taxNumberMessageParams(key: ValidationKey, state: string | undefined): Record<string, string | number> | undefined {
  const info = state ? byCode.get(state) : undefined;
  if (key !== 'validation.taxNumber.length' || !info) return undefined;
  return { digits: taxNumberLength(info.code), example: info.example };
}

/** An imask pattern for the state's display format ("000/000/00000"). */
export function taxNumberMask(state: StateCode): string {
  return byCode.get(state)!.format.replace(/[0-9A-Z]/g, '0');
}

/** Strip separators from user input: slashes, and the spaces, dashes and dots of normalize.ts (full-width digits too). */
export function taxNumberDigits(value: string): string {
  return normalizeIdentifier(value).replace(/\//g, '');
}

/** Digits in the state's display format; a partial number is formatted as far as it goes. */
export function formatTaxNumber(state: StateCode, digits: string): string {
  const info = byCode.get(state);
  if (!info) throw new Error(`Unknown federal state ${state}`);
  const clean = taxNumberDigits(digits);
  let out = '';
  let i = 0;
  for (const ch of info.format) {
    if (i >= clean.length) break;
    if (/[0-9A-Z]/.test(ch)) out += clean[i++];
    else out += ch;
  }
  return out + clean.slice(i);
}

/**
 * The 13-digit ELSTER form: drop the state's fixed leading digit, put the prefix in front and
 * insert "0" after the 4th digit. Null when the digits do not fit the state.
 */
export function toElster13(state: StateCode, digits: string): string | null {
  const info = byCode.get(state);
  if (!info) return null;
  const clean = taxNumberDigits(digits);
  if (!/^\d+$/.test(clean) || clean.length !== taxNumberLength(state)) return null;
  if (info.droppedDigit !== undefined && clean[0] !== info.droppedDigit) return null;
  const twelve = info.prefix + (info.droppedDigit !== undefined ? clean.slice(1) : clean);
  return `${twelve.slice(0, 4)}0${twelve.slice(4)}`;
}

/** Back from the 13-digit form to state and regional digits; null when no state's prefix fits. */
export function fromElster13(elster13: string): { state: StateCode; digits: string } | null {
  if (!/^\d{13}$/.test(elster13) || elster13[4] !== '0') return null;
  const twelve = elster13.slice(0, 4) + elster13.slice(5);
  // The prefixes are prefix-free, so at most one state matches.
  const info = taxNumberStates.find((s) => twelve.startsWith(s.prefix));
  if (!info) return null;
  const digits = (info.droppedDigit ?? '') + twelve.slice(info.prefix.length);
  return { state: info.code, digits };
}

const WEIGHTS: Record<Exclude<TaxNumberCheck, '2er' | 'RP'>, readonly number[]> = {
  '11er': [0, 5, 4, 3, 0, 2, 7, 6, 5, 4, 3, 2],
  'HB/HH': [0, 0, 4, 3, 0, 2, 7, 6, 5, 4, 3, 2],
  NI: [0, 0, 2, 9, 0, 8, 7, 6, 5, 4, 3, 2],
  BerlinB: [0, 0, 2, 9, 0, 8, 7, 6, 5, 4, 3, 2],
  BerlinA: [0, 0, 0, 0, 0, 7, 6, 5, 8, 4, 3, 2],
  NW: [0, 3, 2, 1, 0, 7, 6, 5, 4, 3, 2, 1],
};
const RP_WEIGHTS = [0, 0, 1, 2, 0, 1, 2, 1, 2, 1, 2, 1];
const ZWEIER_SUMMANDS = [0, 0, 9, 8, 0, 7, 6, 5, 4, 3, 2, 1];
const ZWEIER_WEIGHTS = [0, 0, 512, 256, 0, 128, 64, 32, 16, 8, 4, 2];

/** Repeated digit sum (0 stays 0, 9 stays 9). */
const digitRoot = (n: number) => (n === 0 ? 0 : 1 + ((n - 1) % 9));

/** The check digit a procedure expects for the first 12 digits of the 13-digit form; null when impossible (10). */
export function taxNumberCheckDigit(check: TaxNumberCheck, first12: string): number | null {
  if (!/^\d{12}$/.test(first12)) throw new Error('taxNumberCheckDigit needs exactly 12 digits');
  const d = [...first12].map(Number);
  let result: number;
  if (check === 'RP') {
    const sum = d.reduce((acc, digit, i) => {
      const p = digit * RP_WEIGHTS[i];
      return acc + (p >= 10 ? (p % 10) + 1 : p);
    }, 0);
    result = (10 - (sum % 10)) % 10;
  } else if (check === '2er') {
    const sum = d.reduce((acc, digit, i) => acc + (ZWEIER_WEIGHTS[i] === 0 ? 0 : digitRoot(((digit + ZWEIER_SUMMANDS[i]) % 10) * ZWEIER_WEIGHTS[i])), 0);
    result = (10 - (sum % 10)) % 10;
  } else {
    const sum = d.reduce((acc, digit, i) => acc + digit * WEIGHTS[check][i], 0);
    if (check === 'NW') result = sum % 11;
    else result = (11 - (sum % 11)) % 11; // 11 - 0 = 11 counts as 0
  }
  return result === 10 ? null : result;
}

/** District numbers never issued (ELSTER, chapter 5): BBB of the 13-digit form, for NW its four-digit BBBB. */
const INVALID_DISTRICTS = new Set(['000', '998', '999']);
const INVALID_NW_DISTRICTS = new Set(['0000', '0998', '0999']);

/**
 * ELSTER's formal district checks on the 13-digit form (docs/domain-rules.md, "District numbers"):
 * FFFF0BBBUUUUP with BBB not 000/998/999 and, where the state says so, not below 100; for NW
 * (FFFF0BBBBUUUP) BBBB not 0000/0998/0999.
 */
function isIssuedDistrict(info: TaxNumberState, elster13: string): boolean {
  if (info.code === 'NW') return !INVALID_NW_DISTRICTS.has(elster13.slice(5, 9));
  const district = elster13.slice(5, 8);
  return !INVALID_DISTRICTS.has(district) && Number(district) >= (info.districtMin ?? 0);
}

/** NW: the distinguishing number with the check digit (UUUP) is always greater than 0009 (ELSTER, chapter 5). */
const isPlausibleNwEnding = (elster13: string) => Number(elster13.slice(9)) > 9;

/** The BUFA (4-digit tax office number) of a tax number: the first 4 digits of its 13-digit form. */
export function bufaOfTaxNumber(state: StateCode, digits: string): string | null {
  return toElster13(state, digits)?.slice(0, 4) ?? null;
}

export interface TaxNumberOptions {
  /**
   * Offices known to exist, e.g. from tax-offices.json; when given, the BUFA must be one of them.
   * Off by default: the office list is a snapshot and offices merge, while older numbers stay valid.
   */
  knownBufas?: ReadonlySet<string>;
}

/** Digits without separators (as stored); returns a `validation.*` key or null. */
export function validateTaxNumber(state: string | null | undefined, digits: string | null | undefined, options: TaxNumberOptions = {}): ValidationKey | null {
  if (!state) return 'validation.taxNumber.state';
  const info = byCode.get(state);
  if (!info) return 'validation.taxNumber.state';
  const clean = taxNumberDigits(digits ?? '');
  if (clean === '') return 'validation.required';
  if (!/^\d+$/.test(clean) || clean.length !== taxNumberLength(info.code)) return 'validation.taxNumber.length';
  const elster13 = toElster13(info.code, clean);
  if (!elster13) return 'validation.taxNumber.format';
  if (!isIssuedDistrict(info, elster13)) return 'validation.taxNumber.district';
  if (info.code === 'NW' && !isPlausibleNwEnding(elster13)) return 'validation.taxNumber.checksum';
  const first12 = elster13.slice(0, 12);
  const actual = Number(elster13[12]);
  if (!info.checks.some((check) => taxNumberCheckDigit(check, first12) === actual)) return 'validation.taxNumber.checksum';
  if (options.knownBufas && !options.knownBufas.has(elster13.slice(0, 4))) return 'validation.taxNumber.office';
  return null;
}

/**
 * The stored form of a tax number (docs/product-spec.md §3): the digits without separators, "@", then the state
 * code. The state code is the two-letter code of this table (BW, BY, …, TH), e.g. "18181508155@BY".
 */
export function storeTaxNumber(state: StateCode, digits: string): string {
  if (!byCode.has(state)) throw new Error(`Unknown federal state ${state}`);
  return `${taxNumberDigits(digits)}@${state}`;
}

/**
 * A stored tax number as a client may send it ("181/815/08155@by", full-width digits): the digits
 * without separators, "@", the state code in upper case. Text without "@" is returned unchanged.
 */
export function normalizeStoredTaxNumber(stored: string): string {
  const text = toHalfWidth(stored);
  const at = text.lastIndexOf('@');
  if (at < 0) return stored;
  return `${taxNumberDigits(text.slice(0, at))}@${normalizeIdentifier(text.slice(at + 1))}`;
}

/** Inverse of storeTaxNumber; null when the text is not "digits@STATE" with a known state. */
export function parseStoredTaxNumber(stored: string | null | undefined): { state: StateCode; digits: string } | null {
  const m = /^(\d+)@([A-Z]{2})$/.exec((stored ?? '').trim());
  if (!m || !isStateCode(m[2])) return null;
  return { state: m[2], digits: m[1] };
}
