import { style } from '@vanilla-extract/css';
import { mq, vars } from '@einfach/tokens';
import { focusRing } from '../../styles/focus.css';
import { hiddenBelowSmall } from '../../styles/hiddenBelowSmall';

export const header = style({
  backgroundColor: vars.color.surface.brand,
  color: vars.color.text.onBrand,
  borderBottom: `${vars.space.xxsmall} solid ${vars.color.border.strong}`,
});

export const inner = style({
  maxWidth: vars.contentMaxWidth,
  margin: '0 auto',
  // One row below 375 px: tight padding and gaps, so logo and three tools fit 320 px.
  padding: `${vars.space.xxsmall} ${vars.space.small}`,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xxsmall,
  '@media': {
    [mq.small]: { padding: `${vars.space.small} ${vars.space.medium}`, gap: vars.space.small },
    [mq.tablet]: { padding: `${vars.space.small} ${vars.space.large}` },
  },
});

export const home = style([
  // The one ring: its halo bands stand out from the blue and the yellow bar alike.
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xsmall,
    minHeight: vars.touchableSize,
    minWidth: vars.touchableSize,
    justifyContent: 'center',
    color: vars.color.text.onBrand,
    fontSize: vars.fontSize.lead,
    fontWeight: vars.font.weight.bold,
    textDecoration: 'none',
    borderRadius: vars.radius.small,
    selectors: { '&:hover': { textDecoration: 'underline' }, '&:visited': { color: vars.color.text.onBrand } },
  },
]);

export const logo = style({ width: '2rem', height: '2rem', flexShrink: 0 });

export const tools = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  '@media': { [mq.small]: { gap: vars.space.xsmall } },
});

/** The product name beside the logo; below 375 px only its accessible name stays (the home link keeps it). */
export const productName = style(hiddenBelowSmall);

/** The contrast toggle's words: below 375 px hidden visually (its symbol shows), still its accessible name. */
export const contrastLabel = style(hiddenBelowSmall);

/** Positions the contrast toggle's hidden words inside it. */
export const contrastTool = style({ position: 'relative' });

export const tool = style([
  // The one ring: its halo bands stand out from the blue and the yellow bar alike.
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xsmall,
    minHeight: vars.touchableSize,
    minWidth: vars.touchableSize,
    justifyContent: 'center',
    padding: `0 ${vars.space.xsmall}`,
    border: `${vars.border.fieldWidth} solid ${vars.color.text.onBrand}`,
    borderRadius: vars.radius.small,
    background: 'transparent',
    color: vars.color.text.onBrand,
    fontSize: vars.fontSize.small,
    fontWeight: vars.font.weight.bold,
    textDecoration: 'none',
    cursor: 'pointer',
    selectors: {
      '&:hover': { textDecoration: 'underline' },
      '&:visited': { color: vars.color.text.onBrand },
      '&[aria-pressed="true"]': { backgroundColor: vars.color.text.onBrand, color: vars.color.surface.brand },
    },
    '@media': { [mq.small]: { padding: `0 ${vars.space.small}` } },
  },
]);

/** The contrast symbol; below 375 px it stands alone for the toggle (its words stay the name). */
export const switchMark = style({ width: '1.25rem', height: '1.25rem', flexShrink: 0 });

export const extra = style({ flexBasis: '100%', fontSize: vars.fontSize.body });
