import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { colorPairs, contrastRatio, contrastReport, focusRingReport, focusSurfaces, requiredRatio, unpairedColors } from './contrast';
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

  it('checks both themes, every pair in each', () => {
    const report = contrastReport();
    expect(report.filter((row) => row.theme === 'light')).toHaveLength(colorPairs.length);
    expect(report.filter((row) => row.theme === 'contrast')).toHaveLength(colorPairs.length);
  });

  it('asks 7:1 of text and 3:1 of non-text UI', () => {
    expect(requiredRatio({ foreground: 'text.primary', background: 'surface.page', kind: 'text', usedBy: '' })).toBe(7);
    expect(requiredRatio({ foreground: 'border.field', background: 'surface.page', kind: 'non-text', usedBy: '' })).toBe(3);
  });

  it('pairs every colour token the components read, or names why not', () => {
    const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
    const files = ['design-system/src', 'src/app'].flatMap((dir) =>
      (readdirSync(path.join(root, dir), { recursive: true }) as string[]).filter((f) => /\.tsx?$/.test(f) && !/\.(test|stories)\.tsx?$/.test(f)).map((f) => path.join(root, dir, f)),
    );
    const used = new Set(files.flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/vars\.color\.(\w+\.\w+)/g)].map((m) => m[1])));
    const covered = new Set([
      ...colorPairs.flatMap((pair) => [pair.foreground, pair.background]).map((p) => (p === 'surface.focusHalo' ? 'focus.halo' : p)),
      ...focusSurfaces.map((s) => s.surface),
      ...Object.keys(unpairedColors),
    ]);
    expect(used.size).toBeGreaterThan(20);
    expect([...used].filter((token) => !covered.has(token))).toEqual([]);
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
