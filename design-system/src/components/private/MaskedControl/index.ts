export { MaskedControl, inputDebounceMs, type MaskedControlProps, type RejectReason } from './MaskedControl';
