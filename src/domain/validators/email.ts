import type { ValidationKey } from './messages';

export const EMAIL_MAX_LENGTH = 60;

// WHATWG "valid e-mail address" syntax, plus at least one dot in the domain (a real mailbox).
const LOCAL = "[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+";
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
export const EMAIL_PATTERN = new RegExp(`^${LOCAL}@${LABEL}(?:\\.${LABEL})+$`);

export function validateEmail(value: string | null | undefined): ValidationKey | null {
  const email = (value ?? '').trim();
  if (email === '') return 'validation.required';
  if (email.length > EMAIL_MAX_LENGTH) return 'validation.email.length';
  return EMAIL_PATTERN.test(email) ? null : 'validation.email.invalid';
}
