import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@einfach/tokens';

export const text = style({ margin: 0, maxWidth: '40em' });
export const size = styleVariants({
  small: { fontSize: vars.fontSize.small, lineHeight: vars.lineHeight.body },
  body: { fontSize: vars.fontSize.body, lineHeight: vars.lineHeight.body },
  lead: { fontSize: vars.fontSize.lead, lineHeight: vars.lineHeight.body },
});
export const tone = styleVariants({
  primary: { color: vars.color.text.primary },
  secondary: { color: vars.color.text.secondary },
  critical: { color: vars.color.text.critical },
  success: { color: vars.color.text.success },
});
export const weight = styleVariants({
  regular: { fontWeight: vars.font.weight.regular },
  bold: { fontWeight: vars.font.weight.bold },
});
