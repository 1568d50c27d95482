import { style } from '@vanilla-extract/css';
import { mq } from '@einfach/tokens';

// Room for "DD.MM.YYYY" plus padding, so the width hints at the expected length.
export const date = style({ '@media': { [mq.small]: { maxWidth: '8em' } } });
