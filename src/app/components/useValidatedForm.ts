import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { afterPaint } from '../afterPaint';
import { useValidationText } from './useValidationText';

/** Validation keys (namespace `validation`) per field; a field without an entry is valid. */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** An `app` text with its values. */
export interface AppText {
  key: string;
  params?: Record<string, unknown>;
}

/**
 * An answer of the server about several fields at once (a wrong tax ID or access code): each field is
 * marked invalid; the first says the message, the others `otherTexts` (no two fields of a screen say
 * the same); the error summary has one entry, led to the first field.
 */
export interface FormError<F extends string> {
  fields: readonly F[];
  /** Sentences of the message, in order. */
  texts: AppText[];
  /** What the other fields say (default: the message). */
  otherTexts?: AppText[];
}

export interface ValidatedFormOptions<V extends Record<F, string>, F extends string> {
  /** The fields in screen order (each the id of its control); the error summary lists them so. */
  fields: readonly F[];
  initialValues: V;
  /** Checks the values on submit. */
  validate: (values: V) => FieldErrors<F>;
  /** The `app` key of a field's label: it names the field in a message built for it (`validation.missing.text`). */
  labelKey: (field: F) => string;
  /**
   * A field's own messages: validation key (`validation.required`) to an `app` key ("Geben Sie Ihre
   * Steuer-Identifikationsnummer ein."), which may use `{{label}}`. An empty field without one reads
   * "Füllen Sie „<label>“ aus." (never the generic "Dieses Feld …").
   */
  errorMessages?: Partial<Record<F, Record<string, string>>>;
  /** Interpolation values of the validation texts, such as a maximum length. */
  messageOptions?: Record<string, unknown>;
  /** Values a field's message needs from what was checked (the date a "does not exist" message names). */
  messageParams?: (field: F, key: string, checked: V) => Record<string, unknown> | undefined;
  /** While true a submit does nothing: the last one is still under way. */
  busy: boolean;
  /** Runs once the values are valid. */
  onValid: (values: V) => unknown;
}

/**
 * A small form of text fields (login, registration): its values, validation on submit, the inline
 * messages and the error summary's entries. After a submit with one error the field takes focus;
 * with two or more the ErrorSummary does (its autoFocus), as docs/accessibility-contract.md (Forms) asks.
 */
export function useValidatedForm<V extends Record<F, string>, F extends string>({
  fields,
  initialValues,
  validate,
  labelKey,
  errorMessages,
  messageOptions,
  messageParams,
  busy,
  onValid,
}: ValidatedFormOptions<V, F>) {
  const { t } = useTranslation('app');
  const validationText = useValidationText();
  const [values, setValues] = useState<V>(initialValues);
  // The values as last handed over, also within the event that submits: a masked field hands over its
  // debounced value on submit, before React has rendered it into `values`.
  const latest = useRef<V>(initialValues);
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  // The values the messages are about: typing after a submit does not change what a message says.
  const [checked, setChecked] = useState<V>(initialValues);
  const [formError, setFormError] = useState<FormError<F> | null>(null);
  const [attempt, setAttempt] = useState(0);
  const invalid = fields.filter((field) => errors[field] || formError?.fields.includes(field));

  useEffect(() => {
    // The server's answer arrives after the submit: its first field takes focus and says the message.
    const target = formError?.fields[0];
    if (target) afterPaint(() => document.getElementById(target)?.focus());
  }, [formError]);

  useEffect(() => {
    // After the error is painted, so a screen reader hears the field with its error once (see useWizardNavigation).
    if (attempt > 0 && invalid.length === 1) {
      const target = invalid[0];
      afterPaint(() => document.getElementById(target)?.focus());
    }
    // Only a new submit moves focus, not typing after it.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once per submit attempt, not on every error change
  }, [attempt]);

  const formErrorText = formError ? formError.texts.map(({ key, params }) => t(key, params)).join(' ') : undefined;

  /** The field's message in the user's language, or undefined while it is valid; it names the field, read alone too. */
  const error = (field: F): string | undefined => {
    const key = errors[field];
    if (!key) {
      if (!formError?.fields.includes(field)) return undefined;
      if (field === formError.fields[0] || !formError.otherTexts) return formErrorText;
      return formError.otherTexts.map(({ key: textKey, params }) => t(textKey, params)).join(' ');
    }
    const label = t(labelKey(field));
    const own = errorMessages?.[field]?.[key];
    if (own) return t(own, { ...messageOptions, label });
    if (key === 'validation.required') return validationText('validation.missing.text', { label });
    return validationText(key, { ...messageOptions, ...messageParams?.(field, key, checked) });
  };

  /** `onChange` of a field's control. */
  const set = (field: F) => (value: string) => {
    latest.current = { ...latest.current, [field]: value };
    setValues(latest.current);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const current = latest.current;
    const found = validate(current);
    setErrors(found);
    setChecked(current);
    setFormError(null);
    setAttempt((n) => n + 1);
    if (fields.some((field) => found[field])) return;
    await onValid(current);
  };

  // Each link is the message itself, word for word as inline: it names its field (docs/decisions.md, Forms).
  const summary = formError
    ? [{ fieldId: formError.fields[0] as string, message: formErrorText ?? '' }]
    : invalid.map((field) => ({ fieldId: field as string, message: error(field) ?? '' }));

  return { values, set, error, summary, onSubmit, showFormError: setFormError };
}
