// The focus ring's declarations; `focus.css.ts` exports the ring itself (a .css.ts file exports no functions).
import type { StyleRule } from '@vanilla-extract/css';
import { mq, vars } from '@einfach/tokens';

/**
 * The one focus ring (docs/accessibility-contract.md, "Every page"), from the `focus` tokens:
 *
 * - a ring of `color.focus.ring`, `focus.width` thick, between two bands of `color.focus.halo`
 *   (`focus.offset` inside, `focus.haloWidth` outside). Ring and halo are at least 9:1 apart, so on
 *   any surface (page, blue or yellow header, error and info boxes, a button's own fill) one of them
 *   stands out by 3:1 (tokens/src/contrast.test.ts);
 * - nothing at rest: no outline, not even a transparent one, because forced colours would paint it;
 * - in forced colours (`@media (forced-colors: active)`) box shadows vanish and author colours are
 *   replaced, so the ring is an outline in the system colour `focus.forcedColor` (Highlight).
 *
 * The outline draws the ring; one box shadow under it fills both halo bands.
 */
const haloSpread = `calc(${vars.focus.offset} + ${vars.focus.width} + ${vars.focus.haloWidth})`;

/** The halo as a box shadow, for a component that adds a shadow of its own to the focused state. */
export const focusHalo = `0 0 0 ${haloSpread} ${vars.color.focus.halo}`;

export type FocusRingPlacement = 'outside' | 'inside';

/**
 * `outside` rings the element (the default). `inside` draws the same bands within its edge, for an
 * element that has no room around it: the skip link at the top of the page, options in a scrolling list.
 */
const drawn = {
  outside: {
    outline: `${vars.focus.width} solid ${vars.color.focus.ring}`,
    outlineOffset: vars.focus.offset,
    boxShadow: focusHalo,
  },
  inside: {
    outline: `${vars.focus.width} solid ${vars.color.focus.ring}`,
    outlineOffset: `calc(-1 * (${vars.focus.width} + ${vars.focus.haloWidth}))`,
    boxShadow: `inset 0 0 0 ${vars.focus.haloWidth} ${vars.color.focus.halo}`,
  },
} as const;

const forced = {
  outside: { outline: `${vars.focus.width} solid ${vars.focus.forcedColor}`, outlineOffset: vars.focus.offset, boxShadow: 'none' },
  inside: { outline: `${vars.focus.width} solid ${vars.focus.forcedColor}`, outlineOffset: `calc(-1 * ${vars.focus.width})`, boxShadow: 'none' },
} as const;

/** The declarations of the drawn ring, normal and in forced colours (for a global style). */
export function focusRingDeclarations(placement: FocusRingPlacement = 'outside') {
  return { drawn: drawn[placement], forced: forced[placement] };
}

/** The ring while `selector` matches (`&:focus-visible`, `&:focus`, `&[data-highlighted]`), forced colours included. */
export function focusRingOn(selector: string, placement: FocusRingPlacement = 'outside'): StyleRule {
  return {
    selectors: { [selector]: drawn[placement] },
    '@media': { [mq.forcedColors]: { selectors: { [selector]: forced[placement] } } },
  };
}

/** The ring drawn all the time: for a state class (the active option of a list) and the Focus ring story's samples. */
export function focusRingDrawn(placement: FocusRingPlacement = 'outside'): StyleRule {
  return { ...drawn[placement], '@media': { [mq.forcedColors]: forced[placement] } };
}

