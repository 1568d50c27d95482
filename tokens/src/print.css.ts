import { assignVars, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { lightColors } from './palette';
import { contrastTheme } from './themes.css';

/**
 * Paper is white: printed, the contrast theme takes the light colours, so a contrast-mode user's
 * summary and confirmation print dark text on white (docs/accessibility-contract.md, "Print").
 * The light theme and `:root` have them already. Comes after the theme in the cascade (it imports it).
 */
globalStyle(contrastTheme, { '@media': { print: { vars: assignVars(vars.color, lightColors) } } });
