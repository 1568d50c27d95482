export { MaskedInput, type MaskedInputProps } from './MaskedInput';
export type { RejectReason } from '../private/MaskedControl';
