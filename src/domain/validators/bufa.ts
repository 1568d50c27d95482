// Bundesfinanzamtsnummer (BUFA): the 4-digit number of a tax office.
import { findTaxOffice } from '../taxOffices';
import type { ValidationKey } from './messages';

/** 4 digits, a known tax office, and in `state` when one is given. */
export function validateBufa(bufa: string | null | undefined, state?: string | null): ValidationKey | null {
  const value = (bufa ?? '').trim();
  if (value === '') return 'validation.required';
  if (!/^\d{4}$/.test(value)) return 'validation.bufa.format';
  const office = findTaxOffice(value);
  if (!office) return 'validation.bufa.unknown';
  if (state && office.state !== state) return 'validation.bufa.state';
  return null;
}
