import { style } from '@vanilla-extract/css';
import { mq, vars } from '@einfach/tokens';

export const wrapper = style({
  display: 'flex',
  alignItems: 'stretch',
  maxWidth: '100%',
  '@media': { [mq.small]: { maxWidth: '14em' } },
});

export const input = style({
  textAlign: 'end',
  fontVariantNumeric: 'tabular-nums',
  minWidth: 0,
});

export const unit = style({
  display: 'flex',
  alignItems: 'center',
  paddingInline: vars.space.small,
  fontSize: vars.fontSize.body,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text.primary,
  backgroundColor: vars.color.surface.sunken,
  border: `${vars.border.fieldWidth} solid ${vars.color.border.field}`,
  borderInlineStart: 0,
});
