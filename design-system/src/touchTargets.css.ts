import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@einfach/tokens';
import { focusRing } from './styles/focus.css';

/** A deliberately small icon button: 24 x 24 passes WCAG 2.5.8 but not our 44 px rule. */
export const tooSmall = style([
  focusRing,
  {
    width: vars.space.large,
    height: vars.space.large,
    padding: 0,
    border: `${vars.border.width} solid ${vars.color.border.strong}`,
    borderRadius: vars.radius.small,
    color: vars.color.text.primary,
    backgroundColor: vars.color.surface.page,
    font: 'inherit',
    lineHeight: 1,
    cursor: 'pointer',
  },
]);

/** The legend's samples draw the outlines exactly as the debug view does. */
const swatch = style({ display: 'inline-block', flexShrink: 0, width: vars.space.xlarge, height: vars.space.large, marginRight: vars.space.xsmall, verticalAlign: 'middle' });
export const legendSwatch = styleVariants({
  ok: [swatch, { border: `${vars.border.fieldWidth} dashed ${vars.color.border.success}` }],
  small: [swatch, { border: `${vars.border.fieldWidth} solid ${vars.color.border.critical}` }],
  exempt: [swatch, { border: `${vars.border.fieldWidth} dotted ${vars.color.border.success}` }],
});
