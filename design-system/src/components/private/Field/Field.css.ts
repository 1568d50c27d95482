import { style } from '@vanilla-extract/css';
import { mq, vars } from '@einfach/tokens';
import { focusRing } from '../../../styles/focus.css';
import { focusHalo } from '../../../styles/focusRing';

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  marginBlockEnd: vars.space.large,
  maxWidth: '100%',
  fontFamily: vars.font.family.body,
  color: vars.color.text.primary,
});

/** GOV.UK style: a thick critical bar on the left of a field in error. */
export const groupError = style({
  borderBlock: 0,
  borderInlineEnd: 0,
  borderInlineStart: `calc(${vars.border.fieldWidth} * 2.5) solid ${vars.color.border.critical}`,
  paddingInlineStart: vars.space.medium,
});

export const label = style({
  fontSize: vars.fontSize.body,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const requiredText = style({
  fontWeight: vars.font.weight.regular,
});

export const hint = style({
  fontSize: vars.fontSize.body,
  lineHeight: vars.lineHeight.body,
  color: vars.color.text.secondary,
  overflowWrap: 'anywhere',
  margin: 0,
});

export const hintLine = style({ display: 'block' });

export const error = style({
  fontSize: vars.fontSize.body,
  lineHeight: vars.lineHeight.body,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text.critical,
  overflowWrap: 'anywhere',
  margin: 0,
});

export const status = style({
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.body,
  color: vars.color.text.primary,
});

/** Hidden text of fields (the "Fehler:" prefix, the euro unit): the design system's one hidden-text style. */
export { visuallyHidden } from '../../VisuallyHidden/VisuallyHidden.css';

/** Shared look of every text-like control (input, select trigger, read-only value). */
export const control = style([focusRing, {
  boxSizing: 'border-box',
  minHeight: vars.touchableSize,
  width: '100%',
  maxWidth: '100%',
  padding: `${vars.space.xxsmall} ${vars.space.xsmall}`,
  fontFamily: vars.font.family.body,
  fontSize: vars.fontSize.body,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text.primary,
  backgroundColor: vars.color.surface.raised,
  border: `${vars.border.fieldWidth} solid ${vars.color.border.field}`,
  borderRadius: 0,
  selectors: {
    // The one ring, and the field's border doubled inside it (GOV.UK's focused input).
    '&:focus-visible': { boxShadow: `${focusHalo}, inset 0 0 0 ${vars.border.fieldWidth} ${vars.color.border.field}` },
    '&[aria-invalid="true"]': { borderColor: vars.color.border.critical },
    '&[readonly]': { backgroundColor: vars.color.surface.sunken },
  },
}]);

export const width = {
  full: style({}),
  medium: style({ '@media': { [mq.small]: { maxWidth: '20em' } } }),
  short: style({ '@media': { [mq.small]: { maxWidth: '10em' } } }),
};

/** A fieldset without its default frame; the error bar of `groupError` still shows. */
export const fieldset = style({
  minWidth: 0,
  marginInline: 0,
  paddingBlock: 0,
  paddingInlineEnd: 0,
  selectors: { [`&:not(${groupError})`]: { border: 0, paddingInlineStart: 0 } },
});
