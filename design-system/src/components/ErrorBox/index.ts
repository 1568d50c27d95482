export { ErrorBox, type ErrorBoxProps } from './ErrorBox';
