export { MaskedControl, inputDebounceMs, type MaskedControlProps, type RejectReason } from './MaskedControl';
export { MaskedField, type MaskedFieldProps } from './MaskedField';
