import { compareDates, displayDateParts, isRealDate, normalizeDisplayDate, parseIsoDate, toIsoDate, todayInBerlin, type CalendarDate } from '../dates';
import type { ValidationKey } from './messages';

export const MIN_BIRTH_DATE: CalendarDate = { year: 1900, month: 1, day: 1 };
export const MIN_AGE_YEARS = 18;
export const BIRTH_DATE_LENGTH = 10;

/** Full years between two dates; someone born on 29 Feb turns a year older on 1 March in common years. */
export function ageOn(birth: CalendarDate, today: CalendarDate): number {
  const beforeBirthday = today.month < birth.month || (today.month === birth.month && today.day < birth.day);
  return today.year - birth.year - (beforeBirthday ? 1 : 0);
}

function toCalendarDate(today: CalendarDate | Date | string): CalendarDate {
  if (typeof today === 'string') {
    const parsed = parseIsoDate(today);
    if (!parsed) throw new Error(`today must be YYYY-MM-DD, got ${today}`);
    return parsed;
  }
  return today instanceof Date ? todayInBerlin(today) : today;
}

/**
 * A day and month that could be on a calendar (1 to 31, 1 to 12) but not together in that year, such
 * as 31.02.1950: the message names the date ("Den 31. Februar 1950 gibt es nicht").
 */
function isImpossibleDate(date: CalendarDate): boolean {
  return date.month >= 1 && date.month <= 12 && date.day >= 1 && date.day <= 31 && !isRealDate(date);
}

/**
 * Birth date as displayed (DD.MM.YYYY, single digits allowed: 1.1.1950): required, a date that exists,
 * not before 01.01.1900, at least 18 years old on `today` (a calendar date, an ISO string, or an
 * instant read in Europe/Berlin).
 */
export function validateBirthDate(value: string | null | undefined, today: CalendarDate | Date | string): ValidationKey | null {
  const text = (value ?? '').trim();
  if (text === '') return 'validation.required';
  const birth = displayDateParts(text);
  if (!birth) return 'validation.birthDate.format';
  if (isImpossibleDate(birth)) return 'validation.birthDate.impossible';
  if (!isRealDate(birth)) return 'validation.birthDate.format';
  if (compareDates(birth, MIN_BIRTH_DATE) < 0) return 'validation.birthDate.min';
  if (ageOn(birth, toCalendarDate(today)) < MIN_AGE_YEARS) return 'validation.birthDate.age';
  return null;
}

/** The day, month (1 to 12) and year that `validation.birthDate.impossible` names; the caller writes the month as a word. */
export function birthDateMessageParts(value: string): CalendarDate | null {
  return displayDateParts(value);
}

/** The registration payload sends the birth date as ISO (YYYY-MM-DD); null when not a real date. */
export function birthDateToIso(display: string): string | null {
  return toIsoDate(normalizeDisplayDate(display));
}
