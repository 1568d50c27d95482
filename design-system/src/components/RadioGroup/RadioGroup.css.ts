import { style } from '@vanilla-extract/css';
import { vars } from '@einfach/tokens';
import { focusRing } from '../../styles/focus.css';

export const legend = style({ padding: 0, marginBlockEnd: vars.space.xsmall });

export const legendHeading = style({ padding: 0, marginBlockEnd: vars.space.small });

/** A page's h1 as the legend: it takes focus on a route change and shows the one ring, as PageHeading does. */
export const heading = style([
  focusRing,
  {
    margin: 0,
    fontSize: vars.fontSize.h1,
    lineHeight: vars.lineHeight.tight,
    fontWeight: vars.font.weight.bold,
    overflowWrap: 'anywhere',
  },
]);

export const vertical = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small });

export const horizontal = style({ display: 'flex', flexWrap: 'wrap', columnGap: vars.space.large, rowGap: vars.space.small });

export const option = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.small });

/** A 44 px circle drawn with borders so it stays visible in forced-colours mode. */
export const radio = style([focusRing, {
  flex: 'none',
  boxSizing: 'border-box',
  width: vars.touchableSize,
  height: vars.touchableSize,
  padding: 0,
  borderRadius: vars.radius.full,
  border: `${vars.border.fieldWidth} solid ${vars.color.border.field}`,
  backgroundColor: vars.color.surface.raised,
  display: 'grid',
  placeItems: 'center',
  cursor: 'pointer',
  selectors: {
    '[aria-invalid="true"] &': { borderColor: vars.color.border.critical },
  },
}]);

/** The dot: a plain element shown by the radio's checked state (no Radix Indicator, which measures its styles on every mount). */
export const indicator = style({
  display: 'none',
  width: 0,
  height: 0,
  borderRadius: vars.radius.full,
  // A thick border instead of a background: forced-colours mode keeps borders.
  border: `calc(${vars.touchableSize} / 4) solid ${vars.color.text.primary}`,
  selectors: {
    [`${radio}[data-state="checked"] &`]: { display: 'block' },
  },
});

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  paddingBlockStart: vars.space.xsmall,
  minWidth: 0,
});

export const label = style({
  fontSize: vars.fontSize.body,
  lineHeight: vars.lineHeight.tight,
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  // Extends the click target of the label to the full 44 px row height.
  paddingBlock: vars.space.xxsmall,
  marginBlock: `calc(-1 * ${vars.space.xxsmall})`,
});
