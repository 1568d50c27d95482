import { style } from '@vanilla-extract/css';
import { mq, vars } from '@einfach/tokens';
import { focusRing } from '../../styles/focus.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small });

export const heading = style({ margin: 0, fontSize: vars.fontSize.body });

export const button = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xsmall,
    alignSelf: 'flex-start',
    minHeight: vars.touchableSize,
    padding: `${vars.space.xxsmall} ${vars.space.xsmall}`,
    marginInlineStart: `calc(-1 * ${vars.space.xsmall})`,
    border: 'none',
    borderRadius: vars.radius.small,
    background: 'none',
    color: vars.color.text.link,
    fontFamily: 'inherit',
    fontSize: vars.fontSize.body,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.lineHeight.tight,
    textAlign: 'start',
    textDecoration: 'underline',
    textUnderlineOffset: '0.2em',
    cursor: 'pointer',
    selectors: {
      '&:hover': { textDecorationThickness: '0.15em' },
    },
  },
]);

/** A chevron drawn with borders in the text colour, so it follows the theme and forced colours. */
export const icon = style({
  flexShrink: 0,
  width: '0.5em',
  height: '0.5em',
  borderRight: `${vars.border.fieldWidth} solid currentColor`,
  borderBottom: `${vars.border.fieldWidth} solid currentColor`,
  transform: 'rotate(-45deg)',
  '@media': {
    '(prefers-reduced-motion: no-preference)': {
      transition: `transform ${vars.motion.durationFast} ${vars.motion.easing}`,
    },
  },
});

export const iconOpen = style({ transform: 'rotate(45deg)' });

export const content = style({
  paddingInlineStart: vars.space.xsmall,
  borderInlineStart: `${vars.border.fieldWidth} solid ${vars.color.border.subtle}`,
  '@media': {
    [mq.tablet]: { paddingInlineStart: vars.space.medium },
  },
});
