import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { afterPaint } from '../afterPaint';
import { useValidationText } from './useValidationText';

/** Validation keys (namespace `validation`) per field; a field without an entry is valid. */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

export interface ValidatedFormOptions<V extends Record<F, string>, F extends string> {
  /** The fields in screen order (each the id of its control); the error summary lists them so. */
  fields: readonly F[];
  initialValues: V;
  /** Checks the values on submit. */
  validate: (values: V) => FieldErrors<F>;
  /** The `app` key of a field's label, which leads its link in the error summary. */
  labelKey: (field: F) => string;
  /** Interpolation values of the validation texts, such as a maximum length. */
  messageOptions?: Record<string, unknown>;
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
  messageOptions,
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
  const [attempt, setAttempt] = useState(0);
  const invalid = fields.filter((field) => errors[field]);

  useEffect(() => {
    // After the error is painted, so a screen reader hears the field with its error once (see useWizardNavigation).
    if (attempt > 0 && invalid.length === 1) {
      const target = invalid[0];
      afterPaint(() => document.getElementById(target)?.focus());
    }
    // Only a new submit moves focus, not typing after it.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once per submit attempt, not on every error change
  }, [attempt]);

  /** The field's message in the user's language, or undefined while it is valid. */
  const error = (field: F): string | undefined => {
    const key = errors[field];
    return key ? validationText(key, messageOptions) : undefined;
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
    setAttempt((n) => n + 1);
    if (fields.some((field) => found[field])) return;
    await onValid(current);
  };

  // The field's name leads each link, so a list of links read alone still says which field.
  const summary = invalid.map((field) => ({ fieldId: field as string, label: t(labelKey(field)), message: error(field) ?? '' }));

  return { values, set, error, summary, onSubmit };
}
