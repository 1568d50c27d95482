import { keyframes, style } from '@vanilla-extract/css';

/** How long a page may take to be taken over by its script before the notice shows. */
export const SCRIPT_NOTICE_DELAY_MS = 2000;

const hidden = { position: 'absolute', visibility: 'hidden', height: 0, overflow: 'hidden' } as const;
const shown = { position: 'static', visibility: 'visible', height: 'auto', overflow: 'visible' } as const;

// Not `display: none`: an element without a box runs no animation, so it could never be revealed.
const reveal = keyframes({ to: shown });

/**
 * Until the delay has passed the notice takes no space (out of the flow, so no gap in a Stack either)
 * and is not in the accessibility tree, so a fast load neither shows nor reads it; then it shows where
 * it stands. A browser that cannot animate these properties (`position`, `height: auto`: discrete
 * animation) keeps it hidden while the script is merely slow, rather than letting it cover the text
 * below; the <noscript> rule (`shownAtOnce`) still shows it without script.
 */
export const waiting = style({
  ...hidden,
  animation: `${reveal} 0s ${SCRIPT_NOTICE_DELAY_MS}ms forwards`,
});

/** The declarations the <noscript> rule gives `waiting`: shown at once, no delay. */
export const shownAtOnce = `position:static;visibility:visible;height:auto;overflow:visible;animation:none`;
