// The date contract of docs/architecture.md; the helpers live in src/domain/dates.ts.
import { parseDisplayDate } from '../dates';
import type { ValidationKey } from './messages';

export { parseDisplayDate, toIsoDate, toDisplayDate, formatTimestamp } from '../dates';
export { validateBirthDate, birthDateToIso } from './birthDate';

/** A generic date field shown as DD.MM.YYYY: required when asked, else a real calendar date. */
export function validateDate(value: string | null | undefined, { required = true }: { required?: boolean } = {}): ValidationKey | null {
  const text = (value ?? '').trim();
  if (text === '') return required ? 'validation.required' : null;
  return parseDisplayDate(text) ? null : 'validation.date.invalid';
}
