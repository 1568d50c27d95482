import { createGlobalTheme, createTheme } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { contrastColors, lightColors, type Palette } from './palette';
import { contentMaxWidthPx } from './breakpoints';

const shared = {
  font: {
    family: {
      body: '"Atkinson Hyperlegible", "Segoe UI", system-ui, -apple-system, "Helvetica Neue", Arial, sans-serif',
      mono: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace',
    },
    weight: { regular: '400', bold: '700' },
  },
  // Body text is 19 px (1.1875 rem) and everything is in rem so text-only zoom works.
  fontSize: {
    small: '1rem',
    body: '1.1875rem',
    lead: '1.375rem',
    h3: '1.375rem',
    h2: '1.75rem',
    h1: '2.25rem',
  },
  lineHeight: { tight: '1.25', body: '1.5' },
  space: {
    none: '0',
    xxsmall: '0.25rem',
    xsmall: '0.5rem',
    small: '0.75rem',
    medium: '1rem',
    large: '1.5rem',
    xlarge: '2rem',
    xxlarge: '3rem',
  },
  radius: { small: '4px', medium: '8px', full: '9999px' },
  border: { width: '1px', fieldWidth: '2px' },
  // WCAG 2.4.13 asks for a 2 px perimeter at 3:1; the ring alone is 3 px and each halo band 2 px.
  focus: { width: '3px', offset: '2px', haloWidth: '2px', forcedColor: 'Highlight' },
  touchableSize: '44px',
  contentMaxWidth: `${contentMaxWidthPx}px`,
  motion: { durationFast: '120ms', durationMedium: '200ms', easing: 'cubic-bezier(0.2, 0, 0, 1)' },
};

const fill = (color: Palette) => ({ ...shared, color });

/** Light is the default on :root; `lightTheme` re-applies it under a contrast ancestor. */
createGlobalTheme(':root', vars, fill(lightColors));
export const lightTheme = createTheme(vars, fill(lightColors), 'light');
export const contrastTheme = createTheme(vars, fill(contrastColors), 'contrast');

export const themes = { light: lightTheme, contrast: contrastTheme } as const;
export type ThemeName = keyof typeof themes;
