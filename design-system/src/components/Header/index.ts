export { Header, HEADER_SWITCH_FIELDS, type HeaderProps } from './Header';
