import { style } from '@vanilla-extract/css';
import { vars } from '@einfach/tokens';
import { focusRing } from '../../styles/focus.css';

export const pageHeading = style([
  focusRing,
  {
    margin: 0,
    fontSize: vars.fontSize.h1,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.lineHeight.tight,
    color: vars.color.text.primary,
    maxWidth: '24em',
    scrollMarginTop: vars.space.large,
  },
]);
