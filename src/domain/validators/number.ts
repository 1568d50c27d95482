import type { ValidationKey } from './messages';

export interface NumberOptions {
  required?: boolean;
  integer?: boolean;
  min?: number;
  max?: number;
}

/** Parse a plain number typed with a decimal point or comma ("12", "-3", "2,5"); null otherwise. */
export function parseNumber(value: string): number | null {
  const text = value.trim();
  if (!/^-?\d+(?:[.,]\d+)?$/.test(text)) return null;
  const n = Number(text.replace(',', '.'));
  return Number.isFinite(n) ? n : null;
}

/**
 * A number field. Returns `validation.number.range` ({{min}}, {{max}}), `.min` or `.max` when out of
 * bounds; the caller passes the bounds as interpolation values.
 */
export function validateNumber(value: string | number | null | undefined, { required = true, integer = false, min, max }: NumberOptions = {}): ValidationKey | null {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) {
    return required ? 'validation.required' : null;
  }
  const n = typeof value === 'number' ? (Number.isFinite(value) ? value : null) : parseNumber(value);
  if (n === null) return 'validation.number.invalid';
  if (integer && !Number.isInteger(n)) return 'validation.number.integer';
  const belowMin = min !== undefined && n < min;
  const aboveMax = max !== undefined && n > max;
  if (belowMin || aboveMax) {
    if (min !== undefined && max !== undefined) return 'validation.number.range';
    return belowMin ? 'validation.number.min' : 'validation.number.max';
  }
  return null;
}
