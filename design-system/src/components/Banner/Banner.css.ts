import { style } from '@vanilla-extract/css';
import { vars } from '@einfach/tokens';

export const banner = style({
  backgroundColor: vars.color.surface.banner,
  color: vars.color.text.onBanner,
  borderBottom: `${vars.border.fieldWidth} solid ${vars.color.text.onBanner}`,
});

export const inner = style({
  maxWidth: vars.contentMaxWidth,
  margin: '0 auto',
  padding: `${vars.space.xsmall} ${vars.space.medium}`,
  display: 'flex',
  flexWrap: 'wrap',
  gap: `0 ${vars.space.small}`,
  alignItems: 'baseline',
});

export const title = style({ margin: 0, fontSize: vars.fontSize.body, fontWeight: vars.font.weight.bold });
export const body = style({ fontSize: vars.fontSize.body });
