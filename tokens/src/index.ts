export { vars } from './contract.css';
export { themes, lightTheme, contrastTheme, type ThemeName } from './themes.css';
export { breakpoints, mq, contentMaxWidthPx, type Breakpoint } from './breakpoints';
export { lightColors, contrastColors, type Palette } from './palette';
