import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@einfach/tokens';

export const heading = style({
  margin: 0,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text.primary,
  maxWidth: '30em',
});
export const level = styleVariants({
  2: { fontSize: vars.fontSize.h2 },
  3: { fontSize: vars.fontSize.h3 },
  4: { fontSize: vars.fontSize.body },
});
