import { globalStyle } from '@vanilla-extract/css';
import { mq, vars } from '@einfach/tokens';
// What prints, and how (docs/accessibility-contract.md, Print).
import './print.css';
import { focusRingDeclarations } from './focusRing';

// Imported once by the app and by Storybook: reset, body type, focus, reduced motion.
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
  backgroundColor: vars.color.surface.page,
  color: vars.color.text.primary,
});

globalStyle('body', {
  margin: 0,
  minHeight: '100vh',
  fontFamily: vars.font.family.body,
  fontSize: vars.fontSize.body,
  lineHeight: vars.lineHeight.body,
  fontWeight: vars.font.weight.regular,
  color: vars.color.text.primary,
  backgroundColor: vars.color.surface.page,
  // Long German compounds break at a syllable with a hyphen (the page's lang picks the rules), not at
  // the last letter that fits ("Steuererkläru / ng"). Browsers without a dictionary for the language
  // (Chromium on Linux without its downloaded hyphenation data) honour only the soft hyphens the texts
  // carry (U+00AD, docs/content-guide.md); overflow-wrap stays the last resort.
  hyphens: 'auto',
  overflowWrap: 'break-word',
});

// Codes, numbers and what a person typed are never hyphenated: a hyphen there would read as part of it.
globalStyle('input, textarea, code, kbd, samp, [translate="no"]', { hyphens: 'manual' });

globalStyle('h1, h2, h3, h4, p, ul, ol, dl, dd, figure, blockquote', { margin: 0 });

globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });

globalStyle('img, svg', { maxWidth: '100%' });

// Every focusable element shows the shared ring on keyboard focus and nothing at rest; components
// compose the same ring (styles/focus.css.ts) and may refine it.
const ring = focusRingDeclarations();
globalStyle(':where(a, button, input, select, textarea, summary, [tabindex]):focus-visible', {
  ...ring.drawn,
  '@media': { [mq.forcedColors]: ring.forced },
});

globalStyle('*, *::before, *::after', {
  '@media': {
    [mq.reducedMotion]: {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
});
