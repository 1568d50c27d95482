import { style } from '@vanilla-extract/css';
import { mq, vars } from '@einfach/tokens';

export const panel = style({
  padding: vars.space.small,
  '@media': { [mq.tablet]: { padding: vars.space.medium } },
  border: `${vars.border.width} solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surface.raised,
  color: vars.color.text.primary,
});

/** The key figure: large, with tabular digits so changing amounts do not jump. */
export const outcome = style({ fontVariantNumeric: 'tabular-nums' });
