import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@einfach/tokens';
import { focusRing } from '../../styles/focus.css';

// Becomes focusable (tabIndex 0) only when it overflows; the ring shows on keyboard focus.
export const scroller = style([focusRing, { maxWidth: '100%', overflowX: 'auto' }]);

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.body,
  lineHeight: vars.lineHeight.body,
  color: vars.color.text.primary,
});

export const caption = style({
  textAlign: 'start',
  fontWeight: vars.font.weight.bold,
  fontSize: vars.fontSize.lead,
  paddingBottom: vars.space.small,
});

export const headerCell = style({
  textAlign: 'start',
  verticalAlign: 'bottom',
  fontWeight: vars.font.weight.bold,
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderBottom: `${vars.border.fieldWidth} solid ${vars.color.border.strong}`,
});

export const cell = style({
  textAlign: 'start',
  verticalAlign: 'top',
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderBottom: `${vars.border.width} solid ${vars.color.border.subtle}`,
});

export const rowHeader = style({ fontWeight: vars.font.weight.regular });

/** Amounts line up on their decimal places and never wrap inside the number. */
export const numeric = style({
  textAlign: 'end',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const emphasisRow = style({});

globalStyle(`${emphasisRow} > th, ${emphasisRow} > td`, {
  fontWeight: vars.font.weight.bold,
  borderTop: `${vars.border.fieldWidth} solid ${vars.color.border.strong}`,
});
