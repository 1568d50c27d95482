import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@einfach/tokens';
import { focusRing } from '../../styles/focus.css';

export const button = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xsmall,
    minHeight: vars.touchableSize,
    minWidth: vars.touchableSize,
    // A long label wraps inside its column instead of pushing the page sideways (200 % text zoom).
    maxWidth: '100%',
    overflowWrap: 'break-word',
    padding: `${vars.space.xsmall} ${vars.space.large}`,
    border: `${vars.border.fieldWidth} solid transparent`,
    borderRadius: vars.radius.small,
    fontSize: vars.fontSize.body,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.lineHeight.tight,
    textAlign: 'center',
    cursor: 'pointer',
    '@media': {
      '(prefers-reduced-motion: no-preference)': {
        transition: `background-color ${vars.motion.durationFast} ${vars.motion.easing}`,
      },
    },
    selectors: {
      '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed' },
      '&:disabled': { opacity: 0.6 },
    },
  },
]);

export const variant = styleVariants({
  primary: {
    backgroundColor: vars.color.surface.brand,
    color: vars.color.text.onBrand,
    borderColor: vars.color.surface.brand,
    selectors: { '&:hover:not(:disabled)': { backgroundColor: vars.color.surface.brandHover } },
  },
  secondary: {
    backgroundColor: vars.color.surface.page,
    color: vars.color.text.link,
    borderColor: vars.color.border.strong,
    selectors: { '&:hover:not(:disabled)': { backgroundColor: vars.color.surface.secondaryHover } },
  },
  warning: {
    backgroundColor: vars.color.surface.critical,
    color: vars.color.text.onCritical,
    borderColor: vars.color.surface.critical,
    selectors: { '&:hover:not(:disabled)': { textDecoration: 'underline' } },
  },
  link: {
    backgroundColor: 'transparent',
    color: vars.color.text.link,
    fontWeight: vars.font.weight.regular,
    textDecoration: 'underline',
    // A link that wraps reads as text: its lines start at the same edge, not centred as a button's.
    textAlign: 'start',
    paddingLeft: vars.space.xxsmall,
    paddingRight: vars.space.xxsmall,
    selectors: { '&:hover:not(:disabled)': { textDecorationThickness: 'max(3px, 0.1875em)' } },
  },
});
