import './global.css';
export { focusRing } from './focus.css';
export { focusHalo, focusRingDrawn, focusRingOn } from './focusRing';
