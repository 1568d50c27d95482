import { globalStyle, style } from '@vanilla-extract/css';
import { mq, vars } from '@einfach/tokens';
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
  hyphens: 'auto',
  overflowWrap: 'break-word',
  fontWeight: vars.font.weight.bold,
  fontSize: vars.fontSize.lead,
  paddingBottom: vars.space.small,
});

/** Tighter cells on phones so a two-column table fits 320 px without scrolling. */
const cellPadding = {
  padding: `${vars.space.xsmall} ${vars.space.xxsmall}`,
  '@media': { [mq.tablet]: { padding: `${vars.space.xsmall} ${vars.space.small}` } },
} as const;

export const headerCell = style({
  ...cellPadding,
  textAlign: 'start',
  verticalAlign: 'bottom',
  fontWeight: vars.font.weight.bold,
  borderBottom: `${vars.border.fieldWidth} solid ${vars.color.border.strong}`,
});

export const cell = style({
  ...cellPadding,
  textAlign: 'start',
  verticalAlign: 'top',
  borderBottom: `${vars.border.width} solid ${vars.color.border.subtle}`,
});

/** Long German compounds hyphenate (by the page's lang) instead of forcing the table wider. */
export const rowHeader = style({ fontWeight: vars.font.weight.regular, hyphens: 'auto', overflowWrap: 'break-word' });

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
