import type { StyleRule } from '@vanilla-extract/css';
import { vars } from '@einfach/tokens';

/**
 * The one focus ring: a transparent outline at rest (so forced-colours mode shows it)
 * that turns into the ring colour with a halo on keyboard focus.
 */
export const focusRing: StyleRule = {
  outline: `${vars.focusRingSize} solid transparent`,
  outlineOffset: vars.focusRingOffset,
  selectors: {
    '&:focus-visible': {
      outlineColor: vars.color.focus.ring,
      boxShadow: `0 0 0 ${vars.focusRingOffset} ${vars.color.focus.halo}`,
    },
  },
};

/** Same ring for elements focused programmatically (headings, summaries, main). */
export const focusRingAlways: StyleRule = {
  outline: `${vars.focusRingSize} solid transparent`,
  outlineOffset: vars.focusRingOffset,
  selectors: {
    '&:focus': {
      outlineColor: vars.color.focus.ring,
      boxShadow: `0 0 0 ${vars.focusRingOffset} ${vars.color.focus.halo}`,
    },
  },
};
