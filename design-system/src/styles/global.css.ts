import { globalStyle } from '@vanilla-extract/css';
import { mq, vars } from '@einfach/tokens';

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
  overflowWrap: 'break-word',
});

globalStyle('h1, h2, h3, h4, p, ul, ol, dl, dd, figure, blockquote', { margin: 0 });

globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });

globalStyle('img, svg', { maxWidth: '100%' });

// Every focusable element shows the shared ring; components may refine it.
globalStyle(':where(a, button, input, select, textarea, summary, [tabindex])', {
  outline: `${vars.focusRingSize} solid transparent`,
  outlineOffset: vars.focusRingOffset,
});
globalStyle(':where(a, button, input, select, textarea, summary, [tabindex]):focus-visible', {
  outlineColor: vars.color.focus.ring,
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
