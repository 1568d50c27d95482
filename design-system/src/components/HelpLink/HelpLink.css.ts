import { style } from '@vanilla-extract/css';
import { vars } from '@einfach/tokens';
import { focusRing } from '../../styles/focus.css';

export const helpLink = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xsmall,
    minHeight: vars.touchableSize,
    maxWidth: '100%',
    padding: `0 ${vars.space.xxsmall}`,
    background: 'none',
    border: 0,
    borderRadius: vars.radius.small,
    color: vars.color.text.link,
    fontSize: vars.fontSize.body,
    textDecoration: 'underline',
    textAlign: 'left',
    cursor: 'pointer',
    selectors: { '&:hover': { textDecorationThickness: 'max(3px, 0.1875em)' } },
  },
]);

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '1.5em',
  height: '1.5em',
  borderRadius: vars.radius.full,
  border: `${vars.border.fieldWidth} solid currentColor`,
  fontWeight: vars.font.weight.bold,
  fontSize: vars.fontSize.small,
  textDecoration: 'none',
});

/** The text wraps inside the button, also with enlarged text spacing at 320 px. */
export const label = style({ minWidth: 0, overflowWrap: 'anywhere' });
