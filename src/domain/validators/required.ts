import type { ValidationKey } from './messages';

/** Values are trimmed before checking (docs/product-spec.md §5); null, undefined and blank strings are missing. */
export function isBlank(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

export function validateRequired(value: unknown): ValidationKey | null {
  if (isBlank(value)) return 'validation.required';
  if (Array.isArray(value) && value.length === 0) return 'validation.required';
  return null;
}

/** Length counted in Unicode code points so umlauts and emoji count as one character each. */
export function validateMaxLength(value: string | null | undefined, max: number): ValidationKey | null {
  if (value === null || value === undefined) return null;
  return [...value].length > max ? 'validation.maxLength' : null;
}
