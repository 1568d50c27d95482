export { Footer, type FooterProps, type FooterLink } from './Footer';
