import { style } from '@vanilla-extract/css';

export const box = style({ minWidth: 0 });
