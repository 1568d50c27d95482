// Below the 375 px breakpoint, text that the compact header and banner hide visually but keep as the
// accessible name (the hidden-text rule of VisuallyHidden, without its padding spaces: the words stay
// part of their control's name). A plain module: a `.css.ts` file may only export styles.
import { breakpoints } from '@einfach/tokens';

export const hiddenBelowSmall = {
  '@media': {
    [`screen and (max-width: ${breakpoints.small - 0.02}px)`]: {
      position: 'absolute',
      width: '1px',
      height: '1px',
      margin: '-1px',
      overflow: 'hidden',
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
    },
  },
} as const;
