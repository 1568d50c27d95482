import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatIban, ibanCheckDigits, ibanMessageParams, isValidIbanChecksum, normalizeIban, validateIban } from './iban';
import { ibanLengthOf, ibanLengths } from './ibanRegistry';

describe('validateIban', () => {
  it('accepts valid German IBANs, with spaces and lower case', () => {
    expect(validateIban('DE89370400440532013000')).toBeNull();
    expect(validateIban('DE89 3704 0044 0532 0130 00')).toBeNull();
    expect(validateIban(' de89 3704 0044 0532 0130 00 ')).toBeNull();
    expect(validateIban('DE02120300000000202051')).toBeNull();
    expect(validateIban('DE02500105170137075030')).toBeNull();
  });

  it('accepts IBANs written with spaces, dashes or dots, and full-width letters and digits', () => {
    for (const typed of [
      'DE89-3704-0044-0532-0130-00',
      'DE89.3704.0044.0532.0130.00',
      'DE89 – 3704 – 0044 – 0532 – 0130 – 00',
      'DE89\u00a03704\u00a00044\u00a00532\u00a00130\u00a000',
      'ＤＥ８９　３７０４　００４４　０５３２　０１３０　００',
      'ｄｅ８９３７０４００４４０５３２０１３０００',
    ]) {
      expect(normalizeIban(typed), typed).toBe('DE89370400440532013000');
      expect(validateIban(typed), typed).toBeNull();
    }
    expect(formatIban('DE89-3704-0044-0532-0130-00')).toBe('DE89 3704 0044 0532 0130 00');
  });

  it('rejects a wrong check number, a changed digit and swapped digits', () => {
    expect(validateIban('DE88370400440532013000')).toBe('validation.iban.invalid');
    expect(validateIban('DE89370400440532013001')).toBe('validation.iban.invalid');
    expect(validateIban('DE89370400440532031000')).toBe('validation.iban.invalid');
  });

  it('rejects wrong shapes', () => {
    for (const bad of ['DE8937040044053201300', 'DE893704004405320130000', '89370400440532013000', 'D989370400440532013000', 'DE89/3704/0044/0532/0130/00', 'DEXX370400440532013000', 'DE89370400440532013ÄÖ0']) {
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

  it('rejects a country code that issues no IBANs, before anything else about a foreign IBAN', () => {
    // US, JP and XX have no IBAN; "UK" is not the code of the United Kingdom (GB).
    for (const unknown of ['US64SVBKUS6S3300958879', 'JP1234567890123456', 'XX89370400440532013000', 'UK82WEST12345698765432']) {
      expect(validateIban(unknown), unknown).toBe('validation.iban.country');
      expect(validateIban(unknown, { germanOnly: false }), unknown).toBe('validation.iban.country');
    }
    expect(ibanMessageParams('validation.iban.country', 'us64 svbk')).toEqual({ country: 'US' });
  });

  it('rejects a foreign IBAN with the wrong length for its country, naming the length', () => {
    const cases: [string, string, number][] = [
      ['FR1420041010050500013M0260', 'FR', 27], // one character short
      ['FR1420041010050500013M026066', 'FR', 27], // one too many
      ['GB82WEST1234569876543', 'GB', 22],
      ['NO938601111794', 'NO', 15],
      ['AT6119043002345732012', 'AT', 20],
      ['LC55HEMM000100010012001200023015X', 'LC', 32],
      ['FR14', 'FR', 27],
    ];
    for (const [iban, country, length] of cases) {
      expect(validateIban(iban, { germanOnly: false }), iban).toBe('validation.iban.length');
      expect(validateIban(iban), iban).toBe('validation.iban.length');
      expect(ibanMessageParams('validation.iban.length', iban)).toEqual({ country, length });
    }
    expect(ibanMessageParams('validation.iban.invalid', 'DE00')).toBeUndefined();
  });

  it('accepts valid foreign IBANs of the registry when asked, each at its country’s length', () => {
    const examples = [
      'AT611904300234573201', 'BE68539007547034', 'CH9300762011623852957', 'ES9121000418450200051332',
      'FR1420041010050500013M02606', 'GB29NWBK60161331926819', 'IT60X0542811101000000123456', 'LU280019400644750000',
      'NL91ABNA0417164300', 'NO9386011117947', 'PL61109010140000071219812874', 'MT84MALT011000012345MTLCAST001S',
    ];
    for (const iban of examples) {
      expect(iban.length, iban).toBe(ibanLengthOf(iban.slice(0, 2)));
      expect(validateIban(iban, { germanOnly: false }), iban).toBeNull();
      expect(validateIban(iban), iban).toBe('validation.iban.notGerman');
    }
  });
});

describe('the SWIFT IBAN registry table', () => {
  it('has the 89 country codes of release 100 with lengths between 15 and 34', () => {
    const codes = Object.keys(ibanLengths);
    expect(codes).toHaveLength(89);
    expect([...codes].sort()).toEqual(codes);
    for (const code of codes) {
      expect(code).toMatch(/^[A-Z]{2}$/);
      expect(ibanLengths[code]).toBeGreaterThanOrEqual(15);
      expect(ibanLengths[code]).toBeLessThanOrEqual(34);
    }
    expect([ibanLengthOf('DE'), ibanLengthOf('NO'), ibanLengthOf('LC'), ibanLengthOf('RU'), ibanLengthOf('YE')]).toEqual([22, 15, 32, 33, 30]);
    expect(ibanLengthOf('US')).toBeUndefined();
    expect(ibanLengthOf('constructor')).toBeUndefined();
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
