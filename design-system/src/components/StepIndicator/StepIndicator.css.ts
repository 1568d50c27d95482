import { style } from '@vanilla-extract/css';
import { vars } from '@einfach/tokens';

export const step = style({ margin: 0, fontSize: vars.fontSize.body, color: vars.color.text.secondary });
