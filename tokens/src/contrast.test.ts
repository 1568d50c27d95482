import { describe, expect, it } from 'vitest';
import { colorPairs, contrastRatio, contrastReport, requiredRatio } from './contrast';

describe('contrastRatio', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });
});

describe('token colour pairs', () => {
  it('lists text and non-text pairs', () => {
    expect(colorPairs.some((p) => p.kind === 'text')).toBe(true);
    expect(colorPairs.some((p) => p.kind === 'non-text')).toBe(true);
  });

  for (const row of contrastReport()) {
    it(`${row.theme}: ${row.foreground} on ${row.background} (${row.kind}) >= ${requiredRatio(row)}:1`, () => {
      expect(row.ratio, `${row.fg} on ${row.bg} = ${row.ratio.toFixed(2)}:1 (${row.usedBy})`).toBeGreaterThanOrEqual(requiredRatio(row));
    });
  }
});
