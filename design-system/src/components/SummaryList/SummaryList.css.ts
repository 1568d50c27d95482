import { style } from '@vanilla-extract/css';
import { mq, vars } from '@einfach/tokens';

export const list = style({ margin: 0, borderTop: `${vars.border.width} solid ${vars.color.border.field}` });

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xxsmall,
  padding: `${vars.space.small} 0`,
  borderBottom: `${vars.border.width} solid ${vars.color.border.field}`,
  '@media': {
    [mq.tablet]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr) auto', gap: vars.space.large, alignItems: 'baseline' },
  },
});

export const key = style({ margin: 0, fontWeight: vars.font.weight.bold });
export const value = style({ margin: 0, overflowWrap: 'anywhere' });
export const action = style({ margin: 0 });
