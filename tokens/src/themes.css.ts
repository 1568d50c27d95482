import { createGlobalTheme, createTheme } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { contrastColors, lightColors, type Palette } from './palette';
import { baseCss } from './tokenSet';

// Every value comes from tokens/tokens/*.tokens.json (tokens/src/tokenSet.ts); only the system colour
// of the focus ring in forced colours is not a design token. Breakpoints are media queries, not vars.
const { breakpoint: _breakpoints, ...contractValues } = baseCss;
const shared = {
  ...contractValues,
  // In forced colours only outlines survive: the ring is drawn in the system colour Highlight.
  focus: { ...contractValues.focus, forcedColor: 'Highlight' },
};

const fill = (color: Palette) => ({ ...shared, color });

/** Light is the default on :root; `lightTheme` re-applies it under a contrast ancestor. */
createGlobalTheme(':root', vars, fill(lightColors));
export const lightTheme = createTheme(vars, fill(lightColors), 'light');
export const contrastTheme = createTheme(vars, fill(contrastColors), 'contrast');

export const themes = { light: lightTheme, contrast: contrastTheme } as const;
export type ThemeName = keyof typeof themes;
