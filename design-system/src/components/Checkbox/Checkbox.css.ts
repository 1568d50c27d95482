import { style } from '@vanilla-extract/css';
import { vars } from '@einfach/tokens';
import { focusRing } from '../../styles/focus.css';

export const legend = style({ padding: 0, marginBlockEnd: vars.space.xsmall });
export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small });

export const single = style({ fontFamily: vars.font.family.body, color: vars.color.text.primary });

export const option = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.small });

/** A 44 px square; the tick is drawn with borders so forced-colours mode keeps it. */
export const box = style([focusRing, {
  appearance: 'none',
  flex: 'none',
  boxSizing: 'border-box',
  width: vars.touchableSize,
  height: vars.touchableSize,
  margin: 0,
  display: 'grid',
  placeItems: 'center',
  border: `${vars.border.fieldWidth} solid ${vars.color.border.field}`,
  borderRadius: 0,
  backgroundColor: vars.color.surface.raised,
  cursor: 'pointer',
  selectors: {
    '&[aria-invalid="true"]': { borderColor: vars.color.border.critical },
    '&::after': {
      content: '""',
      boxSizing: 'border-box',
      width: `calc(${vars.touchableSize} / 2)`,
      height: `calc(${vars.touchableSize} / 4)`,
      marginBlockStart: `calc(${vars.touchableSize} / -10)`,
      borderInlineStart: `calc(${vars.border.fieldWidth} * 2.5) solid ${vars.color.text.primary}`,
      borderBlockEnd: `calc(${vars.border.fieldWidth} * 2.5) solid ${vars.color.text.primary}`,
      transform: 'rotate(-45deg)',
      visibility: 'hidden',
    },
    '&:checked::after': { visibility: 'visible' },
  },
}]);

export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall, paddingBlockStart: vars.space.xsmall, minWidth: 0 });

export const label = style({
  fontSize: vars.fontSize.body,
  lineHeight: vars.lineHeight.tight,
  cursor: 'pointer',
  overflowWrap: 'anywhere',
});
