import { breakpointPx, contentMaxWidthPx } from './tokenSet';

/**
 * Named responsive conditions in px (the `breakpoint` group of tokens/tokens/base.tokens.json).
 * `mobile` is the default, designed at 375 px.
 */
export const breakpoints: { readonly [K in keyof typeof breakpointPx]: number } = breakpointPx;

export type Breakpoint = keyof typeof breakpoints;

/** Media queries for use in `.css.ts` files (`'@media': { [mq.tablet]: {...} }`). */
export const mq = {
  small: `screen and (min-width: ${breakpoints.small}px)`,
  tablet: `screen and (min-width: ${breakpoints.tablet}px)`,
  desktop: `screen and (min-width: ${breakpoints.desktop}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
  coarsePointer: '(pointer: coarse)',
  forcedColors: '(forced-colors: active)',
} as const;

/** The maximum layout width of docs/product-spec.md §2 (`contentMaxWidth` in base.tokens.json). */
export { contentMaxWidthPx };
