import { style } from '@vanilla-extract/css';
import { vars } from '@einfach/tokens';

// The route area is at least one screen tall from the first paint, so the footer starts below the
// fold and a lazy screen replacing its loading indicator does not push it (layout shift).
export const routeArea = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  // On paper the content is as tall as it is: a short confirmation is one page.
  '@media': { print: { minHeight: 0 } },
});
