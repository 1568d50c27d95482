export { Link, type LinkProps } from './Link';
export { link as linkStyle } from './Link.css';
