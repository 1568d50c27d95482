// Every message key a validator in src/domain can return; the i18n parity test checks each one
// exists in src/domain/i18n/de.json and en.json (namespace `validation`, file keys without the prefix).

export const validationKeys = [
  'validation.required',
  'validation.invalid',
  'validation.maxLength',
  'validation.idNr.length',
  'validation.idNr.testId',
  'validation.idNr.repetition',
  'validation.idNr.checksum',
  'validation.birthDate.format',
  'validation.birthDate.min',
  'validation.birthDate.age',
  'validation.date.invalid',
  'validation.email.invalid',
  'validation.email.length',
  'validation.accessCode.format',
  'validation.iban.invalid',
  'validation.iban.notGerman',
  'validation.iban.country',
  'validation.iban.length',
  'validation.taxNumber.state',
  'validation.taxNumber.length',
  'validation.taxNumber.format',
  'validation.taxNumber.district',
  'validation.taxNumber.checksum',
  'validation.taxNumber.office',
  'validation.bufa.format',
  'validation.bufa.unknown',
  'validation.bufa.state',
  'validation.money.invalid',
  'validation.money.negative',
  'validation.money.tooLarge',
  'validation.number.invalid',
  'validation.number.integer',
  'validation.number.range',
  'validation.number.min',
  'validation.number.max',
] as const;

export type ValidationKey = (typeof validationKeys)[number];

/** Interpolation values each parameterised message needs (i18next `{{name}}`). */
export const validationKeyParams: Partial<Record<ValidationKey, readonly string[]>> = {
  'validation.maxLength': ['max'],
  'validation.iban.country': ['country'],
  'validation.iban.length': ['country', 'length'],
  'validation.number.range': ['min', 'max'],
  'validation.number.min': ['min'],
  'validation.number.max': ['max'],
};

export const VALIDATION_NAMESPACE = 'validation';

/**
 * The i18next key for a validation key: the JSON files hold the keys without the `validation.`
 * prefix, so `validation.idNr.length` becomes `validation:idNr.length` (namespace separator `:`).
 */
export function toI18nKey(key: ValidationKey): string {
  return `${VALIDATION_NAMESPACE}:${key.slice(VALIDATION_NAMESPACE.length + 1)}`;
}

export function isValidationKey(value: unknown): value is ValidationKey {
  return typeof value === 'string' && (validationKeys as readonly string[]).includes(value);
}
