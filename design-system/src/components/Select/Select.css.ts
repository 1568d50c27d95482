import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@einfach/tokens';
import { focusRingOn } from '../../styles/focusRing';

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  textAlign: 'start',
  cursor: 'pointer',
});

// A long chosen value wraps inside the field instead of pushing the page sideways at 320 px.
globalStyle(`${trigger} > span:first-child`, { minWidth: 0, overflowWrap: 'anywhere' });

export const native = style({ cursor: 'pointer' });

/** A chevron drawn with borders (visible in forced-colours mode). */
export const chevron = style({
  flex: 'none',
  width: vars.space.small,
  height: vars.space.small,
  borderInlineEnd: `${vars.border.fieldWidth} solid currentColor`,
  borderBlockEnd: `${vars.border.fieldWidth} solid currentColor`,
  transform: 'translateY(-25%) rotate(45deg)',
});

export const content = style({
  zIndex: 10,
  minWidth: 'var(--radix-select-trigger-width)',
  maxHeight: 'var(--radix-select-content-available-height)',
  backgroundColor: vars.color.surface.raised,
  color: vars.color.text.primary,
  border: `${vars.border.fieldWidth} solid ${vars.color.border.strong}`,
  fontFamily: vars.font.family.body,
});

export const viewport = style({ padding: vars.space.xxsmall });

/** The highlighted option holds focus: the focus ring, drawn inside (the list scrolls). */
export const item = style([focusRingOn('&[data-highlighted]', 'inside'), {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  minHeight: vars.touchableSize,
  paddingInline: vars.space.small,
  fontSize: vars.fontSize.body,
  cursor: 'pointer',
  selectors: {
    '&[data-highlighted]': { backgroundColor: vars.color.surface.selected },
  },
}]);

export const check = style({
  width: vars.space.xsmall,
  height: vars.space.medium,
  borderInlineEnd: `calc(${vars.border.fieldWidth} * 1.5) solid currentColor`,
  borderBlockEnd: `calc(${vars.border.fieldWidth} * 1.5) solid currentColor`,
  transform: 'rotate(45deg)',
});
