import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatIban, ibanCheckDigits, isValidIbanChecksum, normalizeIban, validateIban } from './iban';

describe('validateIban', () => {
  it('accepts valid German IBANs, with spaces and lower case', () => {
    expect(validateIban('DE89370400440532013000')).toBeNull();
    expect(validateIban('DE89 3704 0044 0532 0130 00')).toBeNull();
    expect(validateIban(' de89 3704 0044 0532 0130 00 ')).toBeNull();
    expect(validateIban('DE02120300000000202051')).toBeNull();
    expect(validateIban('DE02500105170137075030')).toBeNull();
  });

  it('rejects a wrong check number, a changed digit and swapped digits', () => {
    expect(validateIban('DE88370400440532013000')).toBe('validation.iban.invalid');
    expect(validateIban('DE89370400440532013001')).toBe('validation.iban.invalid');
    expect(validateIban('DE89370400440532031000')).toBe('validation.iban.invalid');
  });

  it('rejects wrong shapes', () => {
    for (const bad of ['DE8937040044053201300', 'DE893704004405320130000', '89370400440532013000', 'D989370400440532013000', 'DE89-3704-0044-0532-0130-00', 'DEXX370400440532013000', 'DE89370400440532013ÄÖ0']) {
      expect(validateIban(bad), bad).toBe('validation.iban.invalid');
    }
  });

  it('a German IBAN with letters in the BBAN is invalid even when the check digits fit', () => {
    const bban = '37040044053201300A';
    const iban = `DE${ibanCheckDigits('DE', bban)}${bban}`;
    expect(isValidIbanChecksum(iban)).toBe(true);
    expect(validateIban(iban)).toBe('validation.iban.invalid');
  });

  it('requires a value', () => {
    expect(validateIban('')).toBe('validation.required');
    expect(validateIban('   ')).toBe('validation.required');
  });

  it('requires a domestic account unless told otherwise', () => {
    for (const foreign of ['GB82WEST12345698765432', 'AT611904300234573201', 'FR1420041010050500013M02606', 'NL91ABNA0417164300']) {
      expect(validateIban(foreign), foreign).toBe('validation.iban.notGerman');
      expect(validateIban(foreign, { germanOnly: false }), foreign).toBeNull();
    }
    expect(validateIban('GB83WEST12345698765432', { germanOnly: false })).toBe('validation.iban.invalid');
  });
});

describe('formatIban and normalizeIban', () => {
  it('groups in fours', () => {
    expect(formatIban('DE89370400440532013000')).toBe('DE89 3704 0044 0532 0130 00');
    expect(formatIban('de89 3704004405 32013000')).toBe('DE89 3704 0044 0532 0130 00');
    expect(formatIban('DE89')).toBe('DE89');
    expect(normalizeIban(' de89 3704 ')).toBe('DE893704');
  });
});

describe('IBAN check digits (property)', () => {
  const digits = (n: number) => fc.array(fc.integer({ min: 0, max: 9 }), { minLength: n, maxLength: n }).map((a) => a.join(''));

  it('recomputed check digits validate', () => {
    fc.assert(
      fc.property(digits(18), (bban) => {
        const iban = `DE${ibanCheckDigits('DE', bban)}${bban}`;
        expect(validateIban(iban)).toBeNull();
        expect(validateIban(formatIban(iban).toLowerCase())).toBeNull();
      }),
      { numRuns: 500 },
    );
  });

  it('any single changed BBAN digit fails', () => {
    fc.assert(
      fc.property(digits(18), fc.integer({ min: 0, max: 17 }), fc.integer({ min: 1, max: 9 }), (bban, pos, delta) => {
        const iban = `DE${ibanCheckDigits('DE', bban)}${bban}`;
        const i = 4 + pos;
        const changed = iban.slice(0, i) + String((Number(iban[i]) + delta) % 10) + iban.slice(i + 1);
        expect(validateIban(changed)).toBe('validation.iban.invalid');
      }),
      { numRuns: 500 },
    );
  });
});
