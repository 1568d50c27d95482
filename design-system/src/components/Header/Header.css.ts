import { style } from '@vanilla-extract/css';
import { mq, vars } from '@einfach/tokens';

export const header = style({
  backgroundColor: vars.color.surface.brand,
  color: vars.color.text.onBrand,
  borderBottom: `${vars.space.xxsmall} solid ${vars.color.border.strong}`,
});

export const inner = style({
  maxWidth: vars.contentMaxWidth,
  margin: '0 auto',
  padding: `${vars.space.small} ${vars.space.medium}`,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  '@media': { [mq.tablet]: { padding: `${vars.space.small} ${vars.space.large}` } },
});

const onBrandFocus = {
  outline: `${vars.focusRingSize} solid transparent`,
  outlineOffset: vars.focusRingOffset,
  selectors: {
    '&:focus-visible': {
      outlineColor: vars.color.text.onBrand,
      boxShadow: `0 0 0 ${vars.focusRingOffset} ${vars.color.surface.brand}`,
    },
  },
} as const;

export const home = style([
  onBrandFocus,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xsmall,
    minHeight: vars.touchableSize,
    color: vars.color.text.onBrand,
    fontSize: vars.fontSize.lead,
    fontWeight: vars.font.weight.bold,
    textDecoration: 'none',
    borderRadius: vars.radius.small,
    selectors: { '&:hover': { textDecoration: 'underline' }, '&:visited': { color: vars.color.text.onBrand } },
  },
]);

export const logo = style({ width: '2rem', height: '2rem', flexShrink: 0 });

export const tools = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xsmall });

export const tool = style([
  onBrandFocus,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xsmall,
    minHeight: vars.touchableSize,
    minWidth: vars.touchableSize,
    padding: `0 ${vars.space.small}`,
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
  },
]);

export const switchMark = style({ width: '1.25rem', height: '1.25rem', flexShrink: 0 });

export const extra = style({ flexBasis: '100%', fontSize: vars.fontSize.body });
