// Printed, every theme is dark on white (its own rule, after the themes).
import './print.css';
export { vars } from './contract.css';
export { themes, lightTheme, contrastTheme, type ThemeName } from './themes.css';
export { breakpoints, mq, contentMaxWidthPx, type Breakpoint } from './breakpoints';
export { lightColors, contrastColors, type Palette } from './palette';
export { sprinkles, type Sprinkles, type SpaceToken } from './sprinkles.css';
export { colorPairs, contrastRatio, contrastReport, focusRingReport, focusSurfaces, requiredRatio, resolveColor, unpairedColors, type ColorPair } from './contrast';
