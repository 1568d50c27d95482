import { style } from '@vanilla-extract/css';
import { mq, vars } from '@einfach/tokens';
import { hiddenBelowSmall } from '../../styles/hiddenBelowSmall';

export const banner = style({
  backgroundColor: vars.color.surface.banner,
  color: vars.color.text.onBanner,
  borderBottom: `${vars.border.fieldWidth} solid ${vars.color.text.onBanner}`,
});

export const inner = style({
  maxWidth: vars.contentMaxWidth,
  margin: '0 auto',
  padding: `${vars.space.xxsmall} ${vars.space.small}`,
  '@media': { [mq.small]: { padding: `${vars.space.xsmall} ${vars.space.medium}` } },
  display: 'flex',
  flexWrap: 'wrap',
  gap: `0 ${vars.space.small}`,
  alignItems: 'baseline',
});

export const title = style({ margin: 0, fontSize: vars.fontSize.body, fontWeight: vars.font.weight.bold });
/**
 * Below 375 px (a phone, or 1280 px at 400 % zoom) the banner is one short line, its title; the text
 * stays for screen readers, so the first screen is left to the content.
 */
export const body = style([{ fontSize: vars.fontSize.body }, hiddenBelowSmall]);
