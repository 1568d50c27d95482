import { style } from '@vanilla-extract/css';
import { vars } from '@einfach/tokens';
import { focusRingOn } from '../../styles/focusRing';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css';

export const skipLink = style([
  visuallyHidden,
  {
    selectors: {
      '&:focus': {
        position: 'static',
        width: 'auto',
        height: 'auto',
        margin: 0,
        clip: 'auto',
        clipPath: 'none',
        whiteSpace: 'normal',
        display: 'block',
        padding: `${vars.space.small} ${vars.space.medium}`,
        backgroundColor: vars.color.focus.halo,
        color: vars.color.text.primary,
        fontWeight: vars.font.weight.bold,
        textDecoration: 'underline',
      },
    },
  },
  // Shown whenever it has focus (it is invisible otherwise); the ring inside, at the top edge of the page.
  focusRingOn('&:focus', 'inside'),
]);
