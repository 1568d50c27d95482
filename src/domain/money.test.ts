import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAX_MONEY_CENTS,
  formatMoney,
  formatMoneyDisplay,
  formatMoneyEnglish,
  formatMoneyGerman,
  isCanonicalMoney,
  parseCanonicalMoney,
  parseMoney,
  parseMoneyResult,
  sumCents,
  toCanonicalMoney,
} from './money';

describe('parseMoney', () => {
  it('reads the data format', () => {
    expect(parseMoney('1234.50')).toBe(123450);
    expect(parseMoney('1234.5')).toBe(123450);
    expect(parseMoney('1234')).toBe(123400);
    expect(parseMoney('0.01')).toBe(1);
    expect(parseMoney('0.00')).toBe(0);
    expect(parseMoney('-12.30')).toBe(-1230);
  });

  it('reads German input', () => {
    expect(parseMoney('1.234,50')).toBe(123450);
    expect(parseMoney('1234,50')).toBe(123450);
    expect(parseMoney('1.234')).toBe(123400);
    expect(parseMoney('12.345.678,9')).toBe(1234567890);
    expect(parseMoney(' 1.234,50 € ')).toBe(123450);
    expect(parseMoney('0,1')).toBe(10);
  });

  it('reads English grouped input', () => {
    expect(parseMoney('1,234.50')).toBe(123450);
    expect(parseMoney('1,234,567')).toBe(123456700);
    expect(parseMoney('12,345')).toBeNull(); // German reading: three decimals
  });

  it('avoids floating-point error', () => {
    // 0.1 + 0.2 in floats is 0.30000000000000004; in cents it is exact.
    expect(sumCents([parseMoney('0.10')!, parseMoney('0.20')!])).toBe(30);
    expect(formatMoney(sumCents([parseMoney('0,10')!, parseMoney('0,20')!]))).toBe('0.30');
    expect(parseMoney('1.15')).toBe(115); // 1.15 * 100 is 114.99999999999999 in floats
    expect(parseMoney('4.35')).toBe(435);
  });

  it('rejects what is not an amount', () => {
    for (const bad of ['', ' ', 'abc', '1.234,567', '1,2,3', '1.23.4', '1,23,4', '12,3.4', '1 000,00x', '--1', '1e3', '.5', ',5', '5.', '5,', 'Infinity', 'NaN']) {
      expect(parseMoney(bad), bad).toBeNull();
    }
    expect(parseMoney('12.345')).toBe(1234500); // German grouping: 12.345 €
  });

  it('tells an over-long amount apart', () => {
    expect(parseMoneyResult('99999999999999')).toBe('tooLarge');
    expect(parseMoneyResult('9999999999999.99')).toBe(MAX_MONEY_CENTS);
    expect(parseMoneyResult('x')).toBe('invalid');
  });

  it('parses only the data format strictly', () => {
    expect(parseCanonicalMoney('1234.50')).toBe(123450);
    expect(parseCanonicalMoney('1234.5')).toBeNull();
    expect(parseCanonicalMoney('1.234,50')).toBeNull();
    expect(isCanonicalMoney('0.00')).toBe(true);
    expect(isCanonicalMoney(12)).toBe(false);
  });
});

describe('formatting', () => {
  it('formats each way', () => {
    expect(formatMoney(123450)).toBe('1234.50');
    expect(formatMoneyGerman(123450)).toBe('1.234,50');
    expect(formatMoneyEnglish(123450)).toBe('1,234.50');
    expect(formatMoneyGerman(5)).toBe('0,05');
    expect(formatMoneyGerman(-123456789)).toBe('-1.234.567,89');
    expect(formatMoneyGerman(100000)).toBe('1.000,00');
    expect(formatMoneyGerman(99999)).toBe('999,99');
    expect(formatMoneyDisplay(123450, 'de')).toBe('1.234,50');
    expect(formatMoneyDisplay(123450, 'en')).toBe('1,234.50');
    expect(toCanonicalMoney('1.234,5')).toBe('1234.50');
    expect(toCanonicalMoney('x')).toBeNull();
  });

  it('refuses fractional cents', () => {
    expect(() => formatMoney(1.5)).toThrow();
  });
});

describe('round trips (property)', () => {
  const cents = fc.integer({ min: -MAX_MONEY_CENTS, max: MAX_MONEY_CENTS });

  it('data format', () => {
    fc.assert(fc.property(cents, (c) => {
      expect(parseMoney(formatMoney(c))).toBe(c);
    }), { numRuns: 1000 });
    fc.assert(fc.property(cents, (c) => {
      expect(parseCanonicalMoney(formatMoney(c))).toBe(c);
    }), { numRuns: 1000 });
  });

  it('German display', () => {
    fc.assert(fc.property(cents, (c) => {
      expect(parseMoney(formatMoneyGerman(c))).toBe(c);
    }), { numRuns: 1000 });
  });

  it('English display', () => {
    fc.assert(fc.property(cents, (c) => {
      expect(parseMoney(formatMoneyEnglish(c))).toBe(c);
    }), { numRuns: 1000 });
  });

  it('sums of parsed amounts equal parsed sums', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 10_000_000 }), { maxLength: 50 }), (list) => {
        const total = sumCents(list.map((c) => parseMoney(formatMoneyGerman(c))!));
        expect(formatMoney(total)).toBe(formatMoney(list.reduce((a, b) => a + b, 0)));
      }),
    );
  });
});
