import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@einfach/tokens';

export const inline = style({ display: 'flex', flexDirection: 'row', alignItems: 'center', minWidth: 0 });
export const wrap = styleVariants({ wrap: { flexWrap: 'wrap' }, nowrap: { flexWrap: 'nowrap' } });
export const space = styleVariants(vars.space, (gap) => ({ gap }));
