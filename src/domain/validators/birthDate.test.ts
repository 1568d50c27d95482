import { describe, expect, it } from 'vitest';
import { ageOn, birthDateMessageParts, birthDateToIso, validateBirthDate } from './birthDate';
import { validateDate } from './dates';

const today = { year: 2025, month: 6, day: 15 };

describe('validateBirthDate', () => {
  it('accepts a pensioner', () => {
    expect(validateBirthDate('24.12.1950', today)).toBeNull();
    expect(validateBirthDate(' 01.01.1900 ', today)).toBeNull();
  });

  it('requires a value', () => {
    expect(validateBirthDate('', today)).toBe('validation.required');
    expect(validateBirthDate('  ', today)).toBe('validation.required');
    expect(validateBirthDate(undefined, today)).toBe('validation.required');
  });

  it('needs day, month and year with dots', () => {
    for (const bad of ['1950-12-24', '24.12.50', '24/12/1950', '00.01.1950', '01.13.1950', '32.01.1950', '1.0.1950', '123.1.1950', 'TT.MM.JJJJ', '24.12.1950x']) {
      expect(validateBirthDate(bad, today), bad).toBe('validation.birthDate.format');
    }
  });

  it('takes single digits for day and month, as people write them', () => {
    expect(validateBirthDate('1.1.1950', today)).toBeNull();
    expect(validateBirthDate(' 3.11.1950 ', today)).toBeNull();
    expect(validateBirthDate('01.01.1950', today)).toBeNull();
  });

  it('tells a date that does not exist apart from a wrong form', () => {
    for (const impossible of ['31.02.1950', '31.04.1950', '29.02.1951', '30.2.1950', '31.6.1950']) {
      expect(validateBirthDate(impossible, today), impossible).toBe('validation.birthDate.impossible');
    }
    expect(validateBirthDate('29.02.1952', today)).toBeNull();
    expect(validateBirthDate('29.02.2000', today)).toBeNull();
    expect(validateBirthDate('29.02.1900', today)).toBe('validation.birthDate.impossible'); // 1900 is no leap year
    expect(birthDateMessageParts('31.2.1950')).toEqual({ day: 31, month: 2, year: 1950 });
  });

  it('is not before 01.01.1900', () => {
    expect(validateBirthDate('31.12.1899', today)).toBe('validation.birthDate.min');
    expect(validateBirthDate('01.01.1000', today)).toBe('validation.birthDate.min');
  });

  it('is at least 18 years old on the injected today', () => {
    expect(validateBirthDate('15.06.2007', today)).toBeNull(); // 18th birthday today
    expect(validateBirthDate('16.06.2007', today)).toBe('validation.birthDate.age'); // tomorrow
    expect(validateBirthDate('01.01.2030', today)).toBe('validation.birthDate.age'); // in the future
    expect(validateBirthDate('15.06.2007', '2025-06-14')).toBe('validation.birthDate.age');
    expect(validateBirthDate('15.06.2007', '2025-06-15')).toBeNull();
  });

  it('reads an injected instant in Europe/Berlin', () => {
    // 22:30 UTC on 14 June is already 15 June in Berlin (UTC+2).
    expect(validateBirthDate('15.06.2007', new Date('2025-06-14T22:30:00Z'))).toBeNull();
    expect(validateBirthDate('15.06.2007', new Date('2025-06-14T21:30:00Z'))).toBe('validation.birthDate.age');
  });

  it('someone born on 29 February turns 18 on 1 March in a common year', () => {
    expect(ageOn({ year: 2004, month: 2, day: 29 }, { year: 2022, month: 2, day: 28 })).toBe(17);
    expect(ageOn({ year: 2004, month: 2, day: 29 }, { year: 2022, month: 3, day: 1 })).toBe(18);
    expect(validateBirthDate('29.02.2004', '2022-02-28')).toBe('validation.birthDate.age');
    expect(validateBirthDate('29.02.2004', '2022-03-01')).toBeNull();
  });

  it('rejects a malformed today', () => {
    expect(() => validateBirthDate('24.12.1950', '2025-02-30')).toThrow();
  });
});

describe('birthDateToIso', () => {
  it('sends the birth date as YYYY-MM-DD', () => {
    expect(birthDateToIso('24.12.1950')).toBe('1950-12-24');
    expect(birthDateToIso(' 01.02.1900 ')).toBe('1900-02-01');
    expect(birthDateToIso('1.2.1950')).toBe('1950-02-01');
    expect(birthDateToIso('31.02.1950')).toBeNull();
  });
});

describe('validateDate', () => {
  it('checks a generic display date', () => {
    expect(validateDate('01.03.2024')).toBeNull();
    expect(validateDate('30.02.2024')).toBe('validation.date.invalid');
    expect(validateDate('')).toBe('validation.required');
    expect(validateDate('', { required: false })).toBeNull();
  });
});
