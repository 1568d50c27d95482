import { style } from '@vanilla-extract/css';
import { vars } from '@einfach/tokens';
import { messageBox } from '../../styles/box.css';
import { focusRing } from '../../styles/focus.css';

export const summary = style([
  messageBox(vars.color.border.critical, vars.color.surface.criticalSoft),
  focusRing,
  { borderWidth: vars.space.xxsmall, borderLeftWidth: vars.space.xsmall },
]);
export const title = style({ margin: 0, fontSize: vars.fontSize.h3, lineHeight: vars.lineHeight.tight, color: vars.color.text.critical });
export const list = style({ margin: 0, padding: 0, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall });
export const link = style({
  fontWeight: vars.font.weight.bold,
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.touchableSize,
  maxWidth: '100%',
  // Long German field names must wrap, also under the WCAG 1.4.12 text-spacing override.
  overflowWrap: 'anywhere',
});
