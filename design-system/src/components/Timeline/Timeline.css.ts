import { style, styleVariants } from '@vanilla-extract/css';
import { mq, vars } from '@einfach/tokens';
import { focusRing } from '../../styles/focus.css';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' });

export const item = style({
  position: 'relative',
  paddingLeft: vars.space.xlarge,
  selectors: {
    // The vertical line joining the markers.
    '&:not(:last-child)::before': {
      content: '""',
      position: 'absolute',
      left: `calc(${vars.space.small} - 1px)`,
      top: vars.touchableSize,
      bottom: 0,
      borderLeft: `${vars.border.fieldWidth} solid ${vars.color.text.secondary}`,
    },
  },
});

export const marker = style({
  position: 'absolute',
  left: 0,
  top: `calc((${vars.touchableSize} - ${vars.space.large}) / 2)`,
  width: vars.space.large,
  height: vars.space.large,
  borderRadius: vars.radius.full,
  border: `${vars.border.fieldWidth} solid ${vars.color.text.secondary}`,
  backgroundColor: vars.color.surface.page,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  fontSize: vars.fontSize.small,
  lineHeight: 1,
});

export const markerState = styleVariants({
  current: {
    borderColor: vars.color.border.info,
    backgroundColor: vars.color.border.info,
    color: vars.color.surface.page,
    // Forced colours replace the fill by Canvas; a system colour is kept, so the current marker stays filled.
    '@media': { [mq.forcedColors]: { backgroundColor: 'CanvasText', borderColor: 'CanvasText' } },
  },
  visited: { borderColor: vars.color.text.success, color: vars.color.text.success },
  unvisited: {},
});

const entry = {
  display: 'flex',
  alignItems: 'center',
  width: '100%',
  minHeight: vars.touchableSize,
  padding: `${vars.space.xxsmall} ${vars.space.xsmall}`,
  fontSize: vars.fontSize.body,
  lineHeight: vars.lineHeight.tight,
  textAlign: 'left',
  borderRadius: vars.radius.small,
  // Long German compounds ("Handwerkerleistungen") must wrap inside the narrow menu column
  // instead of running into the form beside it (WCAG 1.4.10, 1.4.12).
  overflowWrap: 'anywhere',
  hyphens: 'auto',
} as const;

export const button = style([
  focusRing,
  {
    ...entry,
    background: 'none',
    border: 0,
    color: vars.color.text.link,
    textDecoration: 'underline',
    cursor: 'pointer',
    selectors: { '&:hover': { textDecorationThickness: 'max(3px, 0.1875em)' } },
  },
]);

export const label = style({ ...entry, color: vars.color.text.secondary });

// The current step: bold, not underlined, on the selected surface, and a bar at its start edge. The bar
// is a border, so it stays in forced colours (as CanvasText), where the surface colour is lost.
export const current = style({
  fontWeight: vars.font.weight.bold,
  color: vars.color.text.primary,
  backgroundColor: vars.color.surface.selected,
  textDecoration: 'none',
  borderInlineStart: `${vars.space.xxsmall} solid ${vars.color.border.info}`,
});
