import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '@einfach/tokens';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

/** A ring with one solid quarter; it only turns when the user allows motion. */
export const spinner = style({
  display: 'inline-block',
  flexShrink: 0,
  width: '1.25em',
  height: '1.25em',
  borderRadius: vars.radius.full,
  border: '0.1875em solid currentColor',
  borderRightColor: 'transparent',
  '@media': {
    '(prefers-reduced-motion: no-preference)': { animation: `${spin} 0.9s linear infinite` },
  },
});
