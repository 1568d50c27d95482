import { useEffect, type ReactNode } from 'react';
import { Field, describedByIds, fieldStyles } from './Field';
import { useFormsTranslation } from './useFormsTranslation';

export interface ReadOnlyChoiceProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
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
    <Field id={id} label={label} hint={hint} error={error}>
      <input
        id={id}
        type="text"
        readOnly
        className={fieldStyles.control}
        value={only ? only.label : t('noChoice')}
        aria-describedby={describedByIds({ id, hint, error }, `${id}-readonly`)}
        aria-invalid={error ? true : undefined}
      />
      <span id={`${id}-readonly`} className={fieldStyles.visuallyHidden}>{t('readOnly')}</span>
    </Field>
  );
}
