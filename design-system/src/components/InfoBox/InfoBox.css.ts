import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@einfach/tokens';
import { messageBox } from '../../styles/box.css';

export const tone = styleVariants({
  info: messageBox(vars.color.border.info, vars.color.surface.infoSoft),
  success: messageBox(vars.color.border.success, vars.color.surface.successSoft),
  warning: messageBox(vars.color.border.critical, vars.color.surface.criticalSoft),
});
export const title = style({ margin: 0, fontSize: vars.fontSize.body, fontWeight: vars.font.weight.bold, lineHeight: vars.lineHeight.tight });
export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall });
