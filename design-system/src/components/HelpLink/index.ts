export { HelpLink, type HelpLinkProps } from './HelpLink';
