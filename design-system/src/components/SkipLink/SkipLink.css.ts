import { style } from '@vanilla-extract/css';
import { vars } from '@einfach/tokens';
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
        outline: `${vars.focusRingSize} solid ${vars.color.focus.ring}`,
        outlineOffset: `calc(-1 * ${vars.focusRingSize})`,
      },
    },
  },
]);
