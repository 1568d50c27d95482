export { BusyIndicator, type BusyIndicatorProps } from './BusyIndicator';
