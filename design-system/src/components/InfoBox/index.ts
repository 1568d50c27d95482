export { InfoBox, type InfoBoxProps } from './InfoBox';
