import { style } from '@vanilla-extract/css';

// The one hidden-text style of the design system (GOV.UK Frontend's): off screen, still read by
// screen readers. Absolute positioning drops the white space around the text from the accessibility
// tree, so Chromium glued "Hilfe" and " (öffnet in neuem Tab)" into "Hilfe(öffnet in neuem Tab)";
// a no-break space before and after keeps hidden text a separate word (heard with GNOME Orca).
// Only around text: an empty live region stays empty, else a screen reader can park its reading
// point in it and lose the next page's heading when the region goes.
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
  selectors: {
    '&:not(:empty)::before': { content: '"\\00a0"' },
    '&:not(:empty)::after': { content: '"\\00a0"' },
  },
});
