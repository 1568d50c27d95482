import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeIdentifier, toHalfWidth } from './normalize';

describe('toHalfWidth', () => {
  it('maps full-width digits (U+FF10–U+FF19), latin letters and punctuation to ASCII', () => {
    expect(toHalfWidth('０１２３４５６７８９')).toBe('0123456789');
    expect(toHalfWidth('ＡＢＣＸＹＺａｂｃｘｙｚ')).toBe('ABCXYZabcxyz');
    expect(toHalfWidth('－．／＠')).toBe('-./@');
    expect(toHalfWidth('\u3000')).toBe(' ');
  });

  it('leaves everything else alone', () => {
    expect(toHalfWidth('Ä ß 36 ①')).toBe('Ä ß 36 ①');
  });
});

describe('normalizeIdentifier', () => {
  it.each([
    ['36 574 261 809', '36574261809'],
    ['36-574-261-809', '36574261809'],
    ['36.574.261.809', '36574261809'],
    ['３６５７４２６１８０９', '36574261809'],
    ['36\u00a0574\u2009261\u202f809', '36574261809'],
    ['36\u2013574\u2014261\u2212809', '36574261809'],
    ['\t36574261809\n', '36574261809'],
    ['de89 3704 0044 0532 0130 00', 'DE89370400440532013000'],
    ['ｄｅ８９－３７０４', 'DE893704'],
    ['eez-ab12-cd34-ef56', 'EEZAB12CD34EF56'],
  ])('%j → %s', (typed, canonical) => {
    expect(normalizeIdentifier(typed)).toBe(canonical);
  });

  it('keeps what is not a separator, for the validators to reject', () => {
    expect(normalizeIdentifier('181/815/08155')).toBe('181/815/08155');
    expect(normalizeIdentifier('36_574')).toBe('36_574');
    expect(normalizeIdentifier('3657426180ä')).toBe('3657426180Ä');
  });

  it('is idempotent and never leaves a separator (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('3', '6', 'a', 'Z', ' ', '-', '.', '\u00a0', '\u2013', '３', 'ｚ', '\u3000', '/') }), (text) => {
        const once = normalizeIdentifier(text);
        expect(normalizeIdentifier(once)).toBe(once);
        expect(once).not.toMatch(/[\s.\-\u2013\uFF10-\uFF5A]/);
      }),
      { numRuns: 300 },
    );
  });
});
