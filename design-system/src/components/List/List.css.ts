import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@einfach/tokens';

export const list = style({
  margin: 0,
  paddingLeft: vars.space.large,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  maxWidth: '40em',
});
export const type = styleVariants({ bullet: { listStyleType: 'disc' }, number: { listStyleType: 'decimal' } });
export const item = style({ paddingLeft: vars.space.xxsmall });
