import { keyframes, style } from '@vanilla-extract/css';

/** How long a page may take to be taken over by its script before the notice shows. */
export const SCRIPT_NOTICE_DELAY_MS = 2000;

// `display` in keyframes (Chromium 116, Firefox 129, Safari 17.4): an older browser never reaches the
// end state, so there the notice stays hidden while the script is merely slow (the <noscript> rule still
// shows it without script), rather than flashing on every load or covering the text below it.
const reveal = keyframes({ to: { display: 'block' } });

/**
 * Until the delay has passed the notice is not there at all: no space (also no gap in a Stack), not in
 * the accessibility tree, so a fast load neither shows nor reads it. Then it shows where it stands.
 */
export const waiting = style({
  display: 'none',
  animation: `${reveal} 0s ${SCRIPT_NOTICE_DELAY_MS}ms forwards`,
});
