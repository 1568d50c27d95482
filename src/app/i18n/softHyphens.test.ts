import { describe, expect, it } from 'vitest';
import { COMPOUND_PARTS, withSoftHyphens } from './softHyphens';

describe('soft hyphens in long compounds', () => {
  it('puts a soft hyphen between the parts and changes nothing else', () => {
    expect(withSoftHyphens('Einkommensteuererklärung 2025 · Erika Mustermann', 'de')).toBe('Einkommen\u00adsteuer\u00aderklärung 2025 · Erika Mustermann');
    expect(withSoftHyphens('Ihre Steuererklärung', 'de')).toBe('Ihre Steuer\u00aderklärung');
    expect(withSoftHyphens('Income tax return 2025', 'en')).toBe('Income tax return 2025');
  });

  it('keeps every word as it is spelled once the soft hyphens are taken out', () => {
    for (const [word, parts] of Object.entries(COMPOUND_PARTS)) {
      expect(parts.join('')).toBe(word);
      expect(withSoftHyphens(word, 'de').replaceAll('\u00ad', '')).toBe(word);
    }
  });
});
