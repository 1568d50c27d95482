import './global.css';
export { focusRing, focusRingAlways } from './focus.css';
