import { useEffect } from 'react';
import { Field, fieldStyles, type FieldBaseProps } from './Field';
import { useFormsTranslation } from './useFormsTranslation';

/** A read-only value asks nothing of the user: it is never marked required. */
export interface ReadOnlyChoiceProps extends Omit<FieldBaseProps, 'required'> {
  options: { value: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
}

/**
 * What a select or combobox becomes with one or no option: a read-only text field showing the
 * only value (or "no choice available"), which screen readers still find, unlike a disabled one.
 */
export function ReadOnlyChoice({ id, label, hint, error, options, value, onChange }: ReadOnlyChoiceProps) {
  const { t } = useFormsTranslation();
  const only = options[0];
  // The only option is the answer; report it so the form holds what the screen shows.
  useEffect(() => {
    if (only && value !== only.value) onChange(only.value);
  }, [only, value, onChange]);
  return (
    <Field id={id} label={label} hint={hint} error={error} describedBy={`${id}-readonly`}>
      {(control) => (
        <>
          <input {...control} type="text" readOnly className={fieldStyles.control} value={only ? only.label : t('noChoice')} />
          <span id={`${id}-readonly`} className={fieldStyles.visuallyHidden}>{t('readOnly')}</span>
        </>
      )}
    </Field>
  );
}
