import { themeColors, type ThemeColors } from './tokenSet';

/**
 * Colour values per theme as CSS strings, read from tokens/tokens/light.tokens.json and
 * contrast.tokens.json (the one source; tokens/README.md). Only the theme files, the contrast test
 * and the Storybook token pages read these; components use the semantic `vars` from the contract.
 */
export const lightColors: Palette = themeColors.light;
export const contrastColors: Palette = themeColors.contrast;

/** Both themes fill the same names (the `color` group of the token files) with any colour string. */
export type Palette = ThemeColors;
