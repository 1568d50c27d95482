import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@einfach/tokens';

export const stack = style({ display: 'flex', flexDirection: 'column', minWidth: 0, padding: 0, listStyle: 'none' });
export const space = styleVariants(vars.space, (gap) => ({ gap }));
