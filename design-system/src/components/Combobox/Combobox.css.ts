import { style } from '@vanilla-extract/css';
import { vars } from '@einfach/tokens';
import { focusRingDrawn } from '../../styles/focusRing';

export const wrapper = style({ position: 'relative', maxWidth: '100%' });

export const listbox = style({
  position: 'absolute',
  zIndex: 10,
  insetInline: 0,
  insetBlockStart: '100%',
  marginBlock: vars.space.xxsmall,
  marginInline: 0,
  padding: 0,
  listStyle: 'none',
  // Ten lines tall at most, in text units so it grows with the font size.
  maxHeight: `calc(${vars.touchableSize} * 7)`,
  overflowY: 'auto',
  backgroundColor: vars.color.surface.raised,
  color: vars.color.text.primary,
  border: `${vars.border.fieldWidth} solid ${vars.color.border.strong}`,
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.touchableSize,
  paddingInline: vars.space.small,
  paddingBlock: vars.space.xxsmall,
  fontSize: vars.fontSize.body,
  lineHeight: vars.lineHeight.tight,
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surface.secondaryHover },
    '&[aria-selected="true"]': { fontWeight: vars.font.weight.bold },
  },
});

/** The option the arrow keys point at: the focus ring (inside, the list scrolls), not only a colour. */
export const active = style([focusRingDrawn('inside'), { backgroundColor: vars.color.surface.selected }]);

export const noResults = style({
  marginBlockStart: vars.space.xxsmall,
  padding: vars.space.small,
  fontSize: vars.fontSize.body,
  color: vars.color.text.primary,
  border: `${vars.border.fieldWidth} solid ${vars.color.border.subtle}`,
});
