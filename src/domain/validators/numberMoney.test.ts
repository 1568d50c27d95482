import { describe, expect, it } from 'vitest';
import { validateMoney } from './money';
import { parseNumber, validateNumber } from './number';
import { validateMaxLength, validateRequired } from './required';

describe('validateMoney', () => {
  it('accepts amounts in data and display form', () => {
    expect(validateMoney('1234.50')).toBeNull();
    expect(validateMoney('1.234,50')).toBeNull();
    expect(validateMoney('0')).toBeNull();
  });

  it('reports missing, malformed, negative and too large amounts', () => {
    expect(validateMoney('')).toBe('validation.required');
    expect(validateMoney('', { required: false })).toBeNull();
    expect(validateMoney('12,345')).toBe('validation.money.invalid');
    expect(validateMoney('zwölf')).toBe('validation.money.invalid');
    expect(validateMoney('-5,00')).toBe('validation.money.negative');
    expect(validateMoney('-5,00', { allowNegative: true })).toBeNull();
    expect(validateMoney('123456789012345')).toBe('validation.money.tooLarge');
    expect(validateMoney('1.000,01', { maxCents: 100000 })).toBe('validation.money.tooLarge');
    expect(validateMoney('1.000,00', { maxCents: 100000 })).toBeNull();
  });
});

describe('validateNumber', () => {
  it('parses plain numbers', () => {
    expect(parseNumber('12')).toBe(12);
    expect(parseNumber('-2,5')).toBe(-2.5);
    expect(parseNumber('1e3')).toBeNull();
    expect(parseNumber('1.000,5')).toBeNull();
  });

  it('checks type and bounds', () => {
    expect(validateNumber('50', { integer: true, min: 20, max: 100 })).toBeNull();
    expect(validateNumber(50, { integer: true, min: 20, max: 100 })).toBeNull();
    expect(validateNumber('')).toBe('validation.required');
    expect(validateNumber(undefined, { required: false })).toBeNull();
    expect(validateNumber('fünf')).toBe('validation.number.invalid');
    expect(validateNumber(Number.NaN)).toBe('validation.number.invalid');
    expect(validateNumber('2,5', { integer: true })).toBe('validation.number.integer');
    expect(validateNumber('10', { min: 20, max: 100 })).toBe('validation.number.range');
    expect(validateNumber('110', { min: 20, max: 100 })).toBe('validation.number.range');
    expect(validateNumber('10', { min: 20 })).toBe('validation.number.min');
    expect(validateNumber('110', { max: 100 })).toBe('validation.number.max');
  });
});

describe('required and maxLength', () => {
  it('treats blank as missing', () => {
    expect(validateRequired('')).toBe('validation.required');
    expect(validateRequired('  ')).toBe('validation.required');
    expect(validateRequired(null)).toBe('validation.required');
    expect(validateRequired([])).toBe('validation.required');
    expect(validateRequired('x')).toBeNull();
    expect(validateRequired(0)).toBeNull();
  });

  it('counts characters, not UTF-16 units', () => {
    expect(validateMaxLength('Müller', 6)).toBeNull();
    expect(validateMaxLength('Müllers', 6)).toBe('validation.maxLength');
    expect(validateMaxLength('😀😀', 2)).toBeNull();
    expect(validateMaxLength(undefined, 2)).toBeNull();
  });
});
