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
  'validation.birthDate.impossible',
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

/**
 * Messages the form layer composes around a field's label (src/domain/forms/errorMessages.ts): what to
 * do when nothing was given, per kind of control (`missing.*`), the checks above with the field named
 * (`labelled.*`), a list entry's or a group's name put in front (`named`), and an empty list entry's
 * one message where the model gives none (`entry.empty`).
 */
export const composedMessageKeys = [
  'validation.missing.text',
  'validation.missing.number',
  'validation.missing.amount',
  'validation.missing.date',
  'validation.missing.yesNo',
  'validation.missing.choice',
  'validation.missing.select',
  'validation.missing.checkboxes',
  'validation.labelled.invalid',
  'validation.labelled.maxLength',
  'validation.labelled.date.invalid',
  'validation.labelled.money.invalid',
  'validation.labelled.money.negative',
  'validation.labelled.money.tooLarge',
  'validation.labelled.number.invalid',
  'validation.labelled.number.integer',
  'validation.labelled.number.range',
  'validation.labelled.number.min',
  'validation.labelled.number.max',
  'validation.named',
  'validation.entry.name',
  'validation.entry.remove',
  'validation.entry.empty',
] as const;

export type ComposedMessageKey = (typeof composedMessageKeys)[number];

/** Interpolation values each parameterised message needs (i18next `{{name}}`). */
export const validationKeyParams: Partial<Record<ValidationKey, readonly string[]>> = {
  'validation.maxLength': ['max'],
  'validation.birthDate.impossible': ['day', 'month', 'year'],
  'validation.iban.country': ['country'],
  'validation.iban.length': ['country', 'length'],
  'validation.number.range': ['min', 'max'],
  'validation.number.min': ['min'],
  'validation.number.max': ['max'],
  'validation.taxNumber.length': ['digits', 'example'],
};

/** Interpolation values of the composed messages; `label`, `name`, `item` and `message` are texts themselves. */
export const composedMessageParams: Record<ComposedMessageKey, readonly string[]> = {
  'validation.missing.text': ['label'],
  'validation.missing.number': ['label'],
  'validation.missing.amount': ['label'],
  'validation.missing.date': ['label'],
  'validation.missing.yesNo': ['label'],
  'validation.missing.choice': ['label'],
  'validation.missing.select': ['label'],
  'validation.missing.checkboxes': ['label'],
  'validation.labelled.invalid': ['label'],
  'validation.labelled.maxLength': ['label', 'max'],
  'validation.labelled.date.invalid': ['label'],
  'validation.labelled.money.invalid': ['label'],
  'validation.labelled.money.negative': ['label'],
  'validation.labelled.money.tooLarge': ['label'],
  'validation.labelled.number.invalid': ['label'],
  'validation.labelled.number.integer': ['label'],
  'validation.labelled.number.range': ['label', 'min', 'max'],
  'validation.labelled.number.min': ['label', 'min'],
  'validation.labelled.number.max': ['label', 'max'],
  'validation.named': ['name', 'message'],
  'validation.entry.name': ['number'],
  'validation.entry.remove': ['item'],
  'validation.entry.empty': ['item', 'remove'],
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
