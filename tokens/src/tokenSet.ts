import base from '../tokens/base.tokens.json';
import light from '../tokens/light.tokens.json';
import contrast from '../tokens/contrast.tokens.json';
import { cssTree, loadTokenSet, toPx, TokenFormatError, type CssOf, type TokenSetSources } from './dtcg';

/**
 * The design tokens as design tools read and write them (tokens/tokens/*.tokens.json, tokens/README.md):
 * the one source of every value below. A file that breaks the format stops the build, Storybook and
 * the tests with a message naming the token (TokenFormatError). An edit reaches every story through
 * Vite's hot reload of these imports.
 */
export const tokenFiles = {
  shared: [{ name: 'base.tokens.json', tree: base }],
  themes: {
    light: { name: 'light.tokens.json', tree: light },
    contrast: { name: 'contrast.tokens.json', tree: contrast },
  },
} satisfies TokenSetSources;

/** Every token of each theme (the shared ones included), resolved. */
export const resolvedTokens = loadTokenSet(tokenFiles);

/** The CSS values of the shared tokens (type, space, radii, borders, focus geometry, motion, breakpoints). */
export const baseCss = cssTree(new Map([...resolvedTokens.light].filter(([, token]) => token.file === 'base.tokens.json'))) as unknown as CssOf<typeof base>;

/** The colours of a theme as CSS values, shaped like the `color` group of the contract. */
export type ThemeColors = CssOf<(typeof light)['color']>;
export const themeColors = {
  light: cssTree(resolvedTokens.light, 'color') as unknown as ThemeColors,
  contrast: cssTree(resolvedTokens.contrast, 'color') as unknown as ThemeColors,
};

function px(path: string) {
  const token = resolvedTokens.light.get(path);
  if (!token) throw new TokenFormatError([{ file: 'base.tokens.json', path, problem: 'missing; tokens/src/breakpoints.ts reads it' }]);
  return toPx(token);
}

/** Breakpoints and the layout width in px, for media queries. */
export const breakpointPx = {
  mobile: px('breakpoint.mobile'),
  small: px('breakpoint.small'),
  tablet: px('breakpoint.tablet'),
  desktop: px('breakpoint.desktop'),
};
export const contentMaxWidthPx = px('contentMaxWidth');
