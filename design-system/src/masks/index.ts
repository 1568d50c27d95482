export { maskSpec, maskKey, prepareAccessCode, type MaskKind, type MaskName, type MaskSpec, type Normalize } from './masks';
export { taxNumberFormats, taxNumberPattern, taxNumberFormatText, stateCodes, type StateCode } from './taxNumberFormats';
export { applyMask } from './applyMask';
