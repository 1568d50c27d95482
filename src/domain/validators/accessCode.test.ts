import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ACCESS_CODE_ALPHABET, ACCESS_CODE_PATTERN, generateAccessCode, isAccessCode, normalizeAccessCode, validateAccessCode } from './accessCode';

const cryptoBytes = (n: number) => globalThis.crypto.getRandomValues(new Uint8Array(n));

describe('validateAccessCode', () => {
  it('accepts EEZ and three groups of four upper-case letters or digits', () => {
    expect(validateAccessCode('EEZ-AB12-CD34-EF56')).toBeNull();
    expect(validateAccessCode('EEZ-0000-OOOO-1IL1')).toBeNull(); // look-alikes are legal input, only never generated
  });

  it('trims and upper-cases before checking', () => {
    expect(validateAccessCode('  eez-ab12-cd34-ef56 ')).toBeNull();
    expect(normalizeAccessCode('  eez-ab12-cd34-ef56 ')).toBe('EEZ-AB12-CD34-EF56');
    expect(normalizeAccessCode('eezab12cd34ef56')).toBe('EEZ-AB12-CD34-EF56');
  });

  it('accepts the code as people type it: spaces, dashes, dots anywhere, full-width forms', () => {
    for (const typed of [
      'EEZ AB12 CD34 EF56',
      'eez.ab12.cd34.ef56',
      'EEZ–AB12–CD34–EF56', // en dashes
      'EEZ-AB12-CD34-EF56-', // a trailing dash
      'EEZ\u00a0AB12\u202fCD34 EF56', // no-break spaces
      'ＥＥＺ－ＡＢ１２－ＣＤ３４－ＥＦ５６', // full-width
      'EEZ ab12 cd34 ef56',
    ]) {
      expect(normalizeAccessCode(typed), typed).toBe('EEZ-AB12-CD34-EF56');
      expect(validateAccessCode(typed), typed).toBeNull();
    }
    expect(validateAccessCode(' - . ')).toBe('validation.required');
  });

  it('requires a value', () => {
    expect(validateAccessCode('')).toBe('validation.required');
    expect(validateAccessCode('  ')).toBe('validation.required');
    expect(validateAccessCode(undefined)).toBe('validation.required');
  });

  it('rejects other shapes', () => {
    for (const bad of ['EEZ-AB12-CD34', 'EEX-AB12-CD34-EF56', 'EEZ-AB12-CD34-EF5', 'EEZ-AB12-CD34-EF567', 'EEZ_AB12_CD34_EF56', 'EEZ-AB1Ä-CD34-EF56', 'XEEZ-AB12-CD34-EF56', 'EEZ/AB12/CD34/EF56']) {
      expect(validateAccessCode(bad), bad).toBe('validation.accessCode.format');
    }
  });
});

describe('generateAccessCode', () => {
  it('has no look-alikes in its alphabet', () => {
    for (const ch of '01OIL') expect(ACCESS_CODE_ALPHABET).not.toContain(ch);
    expect(new Set(ACCESS_CODE_ALPHABET).size).toBe(ACCESS_CODE_ALPHABET.length);
  });

  it('always matches the format and never contains look-alikes (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 255 }), { minLength: 1, maxLength: 64 }), (pool) => {
        let i = 0;
        // Cycles through arbitrary bytes; the rejection loop must still finish when some byte is usable.
        const bytes = (n: number) => Uint8Array.from({ length: n }, () => pool[i++ % pool.length]);
        fc.pre(pool.some((b) => b < 248));
        const code = generateAccessCode(bytes);
        expect(code).toMatch(ACCESS_CODE_PATTERN);
        expect(code.slice(4)).not.toMatch(/[01OIL]/);
        expect(isAccessCode(code)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('rejects biased bytes instead of folding them with modulo', () => {
    // 248..255 lie above the largest multiple of 31 and must be skipped.
    const queue = [248, 255, 0, 250, 30, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];
    const bytes = (n: number) => Uint8Array.from(queue.splice(0, n));
    const code = generateAccessCode(bytes);
    const a = ACCESS_CODE_ALPHABET;
    expect(code).toBe(`EEZ-${a[0]}${a[30]}${a[1]}${a[2]}-${a[3]}${a[4]}${a[5]}${a[6]}-${a[7]}${a[8]}${a[9]}${a[10]}`);
  });

  it('uses each symbol about equally often with a crypto source', () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < 3000; i++) {
      for (const ch of generateAccessCode(cryptoBytes).slice(4).replace(/-/g, '')) counts.set(ch, (counts.get(ch) ?? 0) + 1);
    }
    expect(counts.size).toBe(ACCESS_CODE_ALPHABET.length);
    const expected = (3000 * 12) / ACCESS_CODE_ALPHABET.length;
    for (const n of counts.values()) expect(Math.abs(n - expected) / expected).toBeLessThan(0.15);
  });
});
