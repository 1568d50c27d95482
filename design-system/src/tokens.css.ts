import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@einfach/tokens';

export const table = style({ borderCollapse: 'collapse', width: '100%', fontSize: vars.fontSize.small });
export const caption = style({ textAlign: 'left', fontWeight: vars.font.weight.bold, fontSize: vars.fontSize.body, paddingBottom: vars.space.small });
export const sample = style({ display: 'inline-block', padding: `${vars.space.xxsmall} ${vars.space.xsmall}`, border: `${vars.border.fieldWidth} solid`, borderRadius: vars.radius.small });
globalStyle(`${table} th, ${table} td`, { textAlign: 'left', padding: vars.space.xsmall, borderBottom: `${vars.border.width} solid ${vars.color.border.field}` });
export const swatch = style({ display: 'block', width: vars.space.xlarge, height: vars.space.medium, borderRadius: vars.radius.small });
