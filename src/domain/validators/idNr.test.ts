import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatIdNr, generateValidIdNr, hasValidIdNrRepetition, idNrCheckDigit, isTestIdNr, normalizeIdNr, validateIdNr } from './idNr';

const real = { testMode: false };
const test = { testMode: true };

/** A deterministic [0,1) source for fast-check driven generation. */
const seededRandom = (seed: number) => {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 2 ** 32;
  };
};

describe('validateIdNr', () => {
  it('accepts the example of domain-rules.md', () => {
    expect(validateIdNr('36574261809', real)).toBeNull();
    expect(validateIdNr(' 36574261809 ', real)).toBeNull();
  });

  it('accepts the official test IdNrs only in test mode', () => {
    for (const id of ['02476291358', '04452397687']) {
      expect(validateIdNr(id, test)).toBeNull();
      expect(validateIdNr(id, real)).toBe('validation.idNr.testId');
      expect(isTestIdNr(id)).toBe(true);
    }
    expect(isTestIdNr('36574261809')).toBe(false);
  });

  it('requires a value', () => {
    expect(validateIdNr('', real)).toBe('validation.required');
    expect(validateIdNr('   ', real)).toBe('validation.required');
    expect(validateIdNr(undefined, real)).toBe('validation.required');
    expect(validateIdNr(null, real)).toBe('validation.required');
  });

  it('accepts the IdNr as printed on letters and typed: grouped with spaces, dashes, dots; full-width digits', () => {
    for (const typed of [
      '36 574 261 809',
      ' 36 574 261 809 ',
      '36-574-261-809',
      '36.574.261.809',
      '36 574\u00a0261\u202f809',
      '３６５７４２６１８０９',
      '３６　５７４　２６１　８０９',
      '36–574–261–809',
    ]) {
      expect(normalizeIdNr(typed), typed).toBe('36574261809');
      expect(validateIdNr(typed, real), typed).toBeNull();
    }
    expect(validateIdNr('02 476 291 358', test)).toBeNull();
    expect(isTestIdNr('02 476 291 358')).toBe(true);
    expect(validateIdNr(' - . ', real)).toBe('validation.required');
    // Separators never hide a wrong digit or a letter.
    expect(validateIdNr('36 574 261 808', real)).toBe('validation.idNr.checksum');
    expect(validateIdNr('36 574 261 8O9', real)).toBe('validation.idNr.length');
    expect(validateIdNr('36/574/261/809', real)).toBe('validation.idNr.length');
  });

  it('formats 11 digits as printed on letters and leaves anything else as it is', () => {
    expect(formatIdNr('36574261809')).toBe('36 574 261 809');
    expect(formatIdNr('36-574-261-809')).toBe('36 574 261 809');
    expect(formatIdNr('3657426180')).toBe('3657426180');
    expect(formatIdNr('')).toBe('');
  });

  it('needs exactly 11 digits', () => {
    expect(validateIdNr('3657426180', real)).toBe('validation.idNr.length');
    expect(validateIdNr('365742618091', real)).toBe('validation.idNr.length');
    expect(validateIdNr('3657426180a', real)).toBe('validation.idNr.length');
    expect(validateIdNr('365 7426180', real)).toBe('validation.idNr.length');
  });

  it('checks the digit-repetition rule', () => {
    // All ten digits different: no digit repeated.
    expect(hasValidIdNrRepetition('1234567890')).toBe(false);
    // Two digits repeated.
    expect(hasValidIdNrRepetition('1123456788')).toBe(false);
    // One digit three times, not in a row: allowed.
    expect(hasValidIdNrRepetition('1213145678')).toBe(true);
    // One digit three times in a row: not allowed.
    expect(hasValidIdNrRepetition('1112345678')).toBe(false);
    // One digit four times.
    expect(hasValidIdNrRepetition('1213141567')).toBe(false);
    const noRepeat = '1234567890';
    expect(validateIdNr(noRepeat + idNrCheckDigit(noRepeat), real)).toBe('validation.idNr.repetition');
    const tripleInRow = '1112345678';
    expect(validateIdNr(tripleInRow + idNrCheckDigit(tripleInRow), real)).toBe('validation.idNr.repetition');
    const triple = '1213145678';
    expect(validateIdNr(triple + idNrCheckDigit(triple), real)).toBeNull();
  });

  it('checks the ISO 7064 MOD 11,10 check digit', () => {
    expect(idNrCheckDigit('3657426180')).toBe(9);
    expect(idNrCheckDigit('0247629135')).toBe(8);
    expect(idNrCheckDigit('0445239768')).toBe(7);
    expect(validateIdNr('36574261808', real)).toBe('validation.idNr.checksum');
    expect(validateIdNr('02476291357', test)).toBe('validation.idNr.checksum');
    expect(() => idNrCheckDigit('123')).toThrow();
  });

  it('maps a check result of 10 to 0', () => {
    // Search a prefix whose final p is 1 (check 11 - 1 = 10 -> 0) and verify the mapping.
    const prefix = Array.from({ length: 10000 }, (_, i) => `12345${String(i).padStart(5, '0')}`).find((p) => {
      let q = 10;
      for (const ch of p) {
        let s = (Number(ch) + q) % 10;
        if (s === 0) s = 10;
        q = (2 * s) % 11;
      }
      return q === 1;
    });
    expect(prefix).toBeDefined();
    expect(idNrCheckDigit(prefix!)).toBe(0);
  });
});

describe('generateValidIdNr (property)', () => {
  it('generated real IdNrs validate and start with 1..9', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), (seed) => {
        const id = generateValidIdNr(seededRandom(seed));
        expect(id).toMatch(/^[1-9]\d{10}$/);
        expect(validateIdNr(id, real)).toBeNull();
      }),
      { numRuns: 500 },
    );
  });

  it('generated test IdNrs validate only in test mode', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), (seed) => {
        const id = generateValidIdNr(seededRandom(seed), { test: true });
        expect(validateIdNr(id, test)).toBeNull();
        expect(validateIdNr(id, real)).toBe('validation.idNr.testId');
      }),
      { numRuns: 200 },
    );
  });

  it('any other check digit fails', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), fc.integer({ min: 1, max: 9 }), (seed, delta) => {
        const id = generateValidIdNr(seededRandom(seed));
        const wrong = id.slice(0, 10) + String((Number(id[10]) + delta) % 10);
        expect(validateIdNr(wrong, real)).toBe('validation.idNr.checksum');
      }),
      { numRuns: 500 },
    );
  });

  it('a single changed digit in the first ten never validates', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), fc.integer({ min: 0, max: 9 }), fc.integer({ min: 0, max: 9 }), (seed, pos, delta) => {
        const id = generateValidIdNr(seededRandom(seed));
        fc.pre(delta !== 0);
        const changed = id.slice(0, pos) + String((Number(id[pos]) + delta) % 10) + id.slice(pos + 1);
        expect(validateIdNr(changed, test)).not.toBeNull();
      }),
      { numRuns: 500 },
    );
  });
});
