import { style } from '@vanilla-extract/css';
import { vars } from '@einfach/tokens';
import { focusRing } from '../../styles/focus.css';

export const link = style([
  focusRing,
  {
    color: vars.color.text.link,
    textDecoration: 'underline',
    textDecorationThickness: 'max(1px, 0.0625em)',
    textUnderlineOffset: '0.15em',
    borderRadius: vars.radius.small,
    selectors: {
      '&:visited': { color: vars.color.text.linkVisited },
      '&:hover': { textDecorationThickness: 'max(3px, 0.1875em)' },
      '&:focus-visible': { textDecoration: 'none', backgroundColor: vars.color.focus.halo, color: vars.color.text.primary },
    },
  },
]);

export const externalIcon = style({ display: 'inline-block', marginLeft: vars.space.xxsmall, fontSize: '0.8em' });

/** A link that stands alone (not in running text) is a 44 px target like a button. */
export const standalone = style({ display: 'inline-flex', alignItems: 'center', minHeight: vars.touchableSize });

/** A link drawn as a button (`Button.css`'s classes): no underline at rest, as on a button; one on hover. */
export const asButton = style({
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});
