import { globalStyle, style } from '@vanilla-extract/css';
import { mq, vars } from '@einfach/tokens';

export const footer = style({
  marginTop: vars.space.xxlarge,
  backgroundColor: vars.color.surface.sunken,
  borderTop: `${vars.space.xxsmall} solid ${vars.color.surface.brand}`,
  color: vars.color.text.primary,
});

export const inner = style({
  maxWidth: vars.contentMaxWidth,
  margin: '0 auto',
  padding: `${vars.space.large} ${vars.space.medium}`,
  '@media': { [mq.tablet]: { padding: `${vars.space.large} ${vars.space.large}` } },
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  '@media': { [mq.tablet]: { flexDirection: 'row', flexWrap: 'wrap', gap: `${vars.space.xsmall} ${vars.space.large}` } },
});

export const item = style({ display: 'flex', alignItems: 'center', minHeight: vars.touchableSize });

// The link itself is the 44 px target, not only its list item.
globalStyle(`${item} a`, { display: 'inline-flex', alignItems: 'center', minHeight: vars.touchableSize });
