import { style } from '@vanilla-extract/css';
import { vars } from '@einfach/tokens';
import { messageBox } from '../../styles/box.css';
import { focusRing } from '../../styles/focus.css';

// Takes focus after a user action far from it (`focusOnShow`): the shared ring shows where focus is.
export const errorBox = style([messageBox(vars.color.border.critical, vars.color.surface.criticalSoft), focusRing, { position: 'relative', scrollMarginBlock: vars.space.small }]);
export const title = style({ margin: 0, fontSize: vars.fontSize.h3, lineHeight: vars.lineHeight.tight, color: vars.color.text.critical });
export const message = style({ margin: 0 });
export const ticket = style({ margin: 0, fontSize: vars.fontSize.small });
export const ticketValue = style({ fontFamily: vars.font.family.mono, fontWeight: vars.font.weight.bold, overflowWrap: 'anywhere' });
export const dismissRow = style({ display: 'flex', justifyContent: 'flex-start' });
export const actionRow = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small });
