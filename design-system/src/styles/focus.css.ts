import type { StyleRule } from '@vanilla-extract/css';
import { focusRingOn } from './focusRing';

export { focusHalo } from './focusRing';

/**
 * The one focus ring (its design and tokens: ./focusRing.ts) for every focusable element, controls and the non-controls that take focus from code (a route
 * change's h1, a dialog title, `main` after the skip link, the error summary; see `focusElement`).
 * `:focus-visible` draws it for the keyboard and after a keyboard action, not after a mouse click,
 * so a heading focused after a click on "Weiter" shows no box while its focus still guides screen
 * readers.
 */
export const focusRing: StyleRule = focusRingOn('&:focus-visible');

/** @deprecated The former name of the ring for elements focused from code; it is `focusRing` now. */
export const focusRingAlways = focusRing;
