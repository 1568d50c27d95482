import { style } from '@vanilla-extract/css';
import { mq, vars } from '@einfach/tokens';

// Mobile: full-width buttons stacked, primary on top; wider: a wrapping row, primary on the left.
export const group = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space.medium,
  marginTop: vars.space.large,
  '@media': { [mq.tablet]: { flexDirection: 'row', flexWrap: 'wrap', alignItems: 'center' } },
});
