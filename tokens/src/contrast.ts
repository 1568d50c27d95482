import { contrastColors, lightColors, type Palette } from './palette';

/** A foreground/background pair the components actually render, with the ratio WCAG asks of it. */
export interface ColorPair {
  foreground: string;
  background: string;
  kind: 'text' | 'non-text';
  usedBy: string;
}

const text = (foreground: string, background: string, usedBy: string): ColorPair => ({ foreground, background, kind: 'text', usedBy });
const ui = (foreground: string, background: string, usedBy: string): ColorPair => ({ foreground, background, kind: 'non-text', usedBy });

/** Token paths (`group.name` inside `color`) of every pair in use; keep in sync with the components. */
export const colorPairs: ColorPair[] = [
  ...(['page', 'raised', 'sunken'] as const).flatMap((surface) => [
    text('text.primary', `surface.${surface}`, 'body text, headings'),
    text('text.secondary', `surface.${surface}`, 'hints, footer text'),
    text('text.link', `surface.${surface}`, 'Link, HelpLink, Footer'),
    text('text.linkVisited', `surface.${surface}`, 'visited Link'),
    text('text.critical', `surface.${surface}`, 'field errors, Text tone critical'),
    text('text.success', `surface.${surface}`, 'Text tone success'),
  ]),
  text('text.primary', 'surface.selected', 'Timeline current step'),
  text('text.link', 'surface.selected', 'Timeline current step link'),
  text('text.link', 'surface.secondaryHover', 'secondary Button hover'),
  text('text.primary', 'surface.criticalSoft', 'ErrorBox, ErrorSummary body'),
  text('text.critical', 'surface.criticalSoft', 'ErrorSummary title'),
  text('text.link', 'surface.criticalSoft', 'ErrorSummary links'),
  text('text.primary', 'surface.successSoft', 'InfoBox success'),
  text('text.success', 'surface.successSoft', 'InfoBox success title'),
  text('text.primary', 'surface.infoSoft', 'InfoBox info'),
  text('text.link', 'surface.infoSoft', 'links inside InfoBox'),
  text('text.onBrand', 'surface.brand', 'primary Button, Header bar'),
  text('text.onBrand', 'surface.brandHover', 'primary Button hover'),
  text('text.onCritical', 'surface.critical', 'warning Button'),
  text('text.onBanner', 'surface.banner', 'test-mode Banner'),
  text('text.link', 'surface.page', 'link Button'),
  text('text.primary', 'surface.focusHalo', 'focused Link and SkipLink text'),
  ui('border.field', 'surface.page', 'input borders'),
  ui('border.field', 'surface.sunken', 'input borders on sunken areas'),
  ui('border.strong', 'surface.page', 'secondary Button border, Dialog border'),
  ui('border.critical', 'surface.page', 'error bar next to a field'),
  ui('border.critical', 'surface.criticalSoft', 'ErrorBox/ErrorSummary border'),
  ui('border.success', 'surface.successSoft', 'InfoBox success border'),
  ui('border.info', 'surface.infoSoft', 'InfoBox info border'),
  ui('border.info', 'surface.page', 'Timeline current marker'),
  ui('focus.ring', 'surface.page', 'focus ring'),
  ui('focus.ring', 'surface.sunken', 'focus ring in the footer'),
  ui('focus.ring', 'surface.focusHalo', 'focus ring around its halo'),
  ui('surface.brand', 'surface.page', 'primary Button shape, spinner'),
  ui('surface.critical', 'surface.page', 'warning Button shape'),
  ui('text.secondary', 'surface.page', 'Timeline unvisited marker'),
];

/**
 * The ratio a pair needs: 7:1 for text in both themes (WCAG 1.4.6, AAA, which
 * docs/accessibility-contract.md promises for all text, large or not), 3:1 for non-text UI (1.4.11).
 */
export const requiredRatio = (pair: ColorPair) => (pair.kind === 'text' ? 7 : 3);

/**
 * Colour tokens that are in no pair on purpose, with the reason. Every other colour a component
 * reads must be in a pair (tokens/src/contrast.test.ts greps the components for `vars.color.*`).
 */
export const unpairedColors: Record<string, string> = {
  'surface.overlay': 'translucent scrim behind a dialog; the dialog, not the scrim, carries text and controls',
  'border.subtle': 'dividers and panel edges (table rows, disclosure panel, list popup) whose content already marks them; never the only sign of a control or its state',
};

/** Looks up `group.name` in a palette; `surface.focusHalo` means the focus halo colour. */
export function resolveColor(palette: Palette, path: string): string {
  if (path === 'surface.focusHalo') return palette.focus.halo;
  const [group, name] = path.split('.') as [keyof Palette, string];
  const value = (palette[group] as Record<string, string>)[name];
  if (!value) throw new Error(`Unknown colour token ${path}`);
  return value;
}

function channels(hex: string): [number, number, number] {
  const m = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!m) throw new Error(`Only opaque #rrggbb colours can be checked: ${hex}`);
  const n = parseInt(m[1], 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** Relative luminance as defined by WCAG 2.x. */
export function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

export const palettes = { light: lightColors, contrast: contrastColors } as const;

/**
 * Every colour the focus ring may sit on or surround: the page and its boxes outside the ring, the
 * element's own fill inside it. The ring is `focus.ring` between two bands of `focus.halo`; where one
 * of the two colours is close to the surface, the other must stand out from it by 3:1 (WCAG 1.4.11,
 * 2.4.13: the changed pixels, each band at least 2 px thick).
 */
export const focusSurfaces: { surface: string; usedBy: string }[] = [
  { surface: 'surface.page', usedBy: 'page background, around most controls' },
  { surface: 'surface.raised', usedBy: 'dialogs, inputs, radios, checkboxes' },
  { surface: 'surface.sunken', usedBy: 'footer, read-only values' },
  { surface: 'surface.brand', usedBy: 'header bar; primary Button fill' },
  { surface: 'surface.banner', usedBy: 'test-mode Banner' },
  { surface: 'surface.criticalSoft', usedBy: 'error box, error summary' },
  { surface: 'surface.infoSoft', usedBy: 'info box' },
  { surface: 'surface.successSoft', usedBy: 'success info box' },
  { surface: 'surface.selected', usedBy: 'current step in the wizard menu, active list option' },
  { surface: 'surface.secondaryHover', usedBy: 'secondary Button under the pointer' },
  { surface: 'surface.critical', usedBy: 'warning Button fill' },
  { surface: 'border.field', usedBy: 'input, radio and checkbox borders' },
];

/**
 * The focus ring against each surface in both themes: ring and halo colour, their ratios against the
 * surface, the better of the two, and the ring against its own halo. A ring/halo pair of at least 9:1
 * stands out 3:1 from any colour whatever (the two ratios against a colour multiply to at least 9).
 */
export function focusRingReport() {
  return (Object.keys(palettes) as (keyof typeof palettes)[]).flatMap((theme) => {
    const palette = palettes[theme];
    const ring = palette.focus.ring;
    const halo = palette.focus.halo;
    return focusSurfaces.map(({ surface, usedBy }) => {
      const bg = resolveColor(palette, surface);
      const ringRatio = contrastRatio(ring, bg);
      const haloRatio = contrastRatio(halo, bg);
      return { theme, surface, usedBy, ring, halo, bg, ringRatio, haloRatio, ratio: Math.max(ringRatio, haloRatio), ringOnHalo: contrastRatio(ring, halo) };
    });
  });
}

/** Every pair resolved in both themes with its ratio, for tests and the Storybook token page. */
export function contrastReport() {
  return (Object.keys(palettes) as (keyof typeof palettes)[]).flatMap((theme) =>
    colorPairs.map((pair) => {
      const fg = resolveColor(palettes[theme], pair.foreground);
      const bg = resolveColor(palettes[theme], pair.background);
      const ratio = contrastRatio(fg, bg);
      return { theme, ...pair, fg, bg, ratio, passes: ratio >= requiredRatio(pair) };
    }),
  );
}
