import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@einfach/tokens';

export const summary = style({ margin: 0, fontSize: vars.fontSize.body });
export const table = style({ borderCollapse: 'collapse', width: '100%', fontSize: vars.fontSize.small, lineHeight: vars.lineHeight.body });
export const caption = style({ textAlign: 'left', fontWeight: vars.font.weight.bold, fontSize: vars.fontSize.lead, paddingBottom: vars.space.small });
globalStyle(`${table} th, ${table} td`, { textAlign: 'left', verticalAlign: 'top', padding: vars.space.xsmall, borderBottom: `${vars.border.width} solid ${vars.color.border.field}` });
/** A failing row: a thick critical bar at its start, besides the word and the shape. */
export const failingRow = style({ boxShadow: `inset ${vars.space.xxsmall} 0 0 ${vars.color.border.critical}` });
export const token = style({ display: 'flex', alignItems: 'center', gap: vars.space.xsmall });
export const chip = style({
  flex: 'none',
  width: vars.space.large,
  height: vars.space.large,
  borderRadius: vars.radius.small,
  // The page's field border around every chip, so a chip the colour of the page still shows its edge.
  border: `${vars.border.width} solid ${vars.color.border.field}`,
});
export const names = style({ display: 'flex', flexDirection: 'column' });
export const sample = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '5rem',
  minHeight: vars.space.xlarge,
  padding: `${vars.space.xxsmall} ${vars.space.xsmall}`,
  borderRadius: vars.radius.small,
  border: `${vars.border.width} solid ${vars.color.border.field}`,
  fontSize: vars.fontSize.body,
  fontWeight: vars.font.weight.bold,
});
export const bar = style({ display: 'block', width: vars.space.xlarge, height: vars.space.small, borderRadius: vars.radius.small });
export const verdict = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xxsmall, fontWeight: vars.font.weight.bold, whiteSpace: 'nowrap' });
export const fails = style({ color: vars.color.text.critical });
export const icon = style({ flex: 'none', width: '1.25em', height: '1.25em' });
export const number = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });
