import { describe, expect, it } from 'vitest';
import { colorPairs, contrastRatio, contrastReport, focusRingReport, requiredRatio } from './contrast';
import { contrastColors, lightColors } from './palette';

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

describe('focus ring', () => {
  for (const [theme, palette] of Object.entries({ light: lightColors, contrast: contrastColors })) {
    it(`${theme}: ring ${palette.focus.ring} on its halo ${palette.focus.halo} >= 9:1, so one of them stands out 3:1 from any colour`, () => {
      expect(contrastRatio(palette.focus.ring, palette.focus.halo)).toBeGreaterThanOrEqual(9);
    });
  }

  for (const row of focusRingReport()) {
    it(`${row.theme}: ring or halo on ${row.surface} (${row.usedBy}) >= 3:1`, () => {
      expect(row.ratio, `ring ${row.ring} ${row.ringRatio.toFixed(2)}:1, halo ${row.halo} ${row.haloRatio.toFixed(2)}:1 on ${row.bg}`).toBeGreaterThanOrEqual(3);
    });
  }

  it('covers the page, the header, the error box and the info box', () => {
    const surfaces = new Set(focusRingReport().map((row) => row.surface));
    for (const surface of ['surface.page', 'surface.brand', 'surface.criticalSoft', 'surface.infoSoft']) expect(surfaces).toContain(surface);
  });
});
