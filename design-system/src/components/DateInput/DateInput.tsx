import { Field, type FieldBaseProps } from '../private/Field';
import { MaskedControl } from '../private/MaskedControl';
import { useFormsTranslation } from '../private/useFormsTranslation';
import * as styles from './DateInput.css';

export interface DateInputProps extends FieldBaseProps {
  /** The display form, DD.MM.YYYY (possibly incomplete while typing). */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** For example `bday` for a birth date. */
  autoComplete?: string;
}

/** One masked text field for a date; the format is in the hint, in the user's language. */
export function DateInput({ id, label, hint, error, required, value, onChange, onBlur, autoComplete }: DateInputProps) {
  const { t } = useFormsTranslation();
  const formatText = t('format.date');
  const formatHint = `${t('format.prefix')} ${formatText}`;
  return (
    <Field id={id} label={label} hint={hint} error={error} extraHint={formatHint} required={required}>
      {(control) => (
        <MaskedControl
          control={control}
          kind="date"
          value={value}
          onChange={(_unmasked, masked) => onChange(masked)}
          onBlur={onBlur}
          formatText={formatText}
          autoComplete={autoComplete}
          className={styles.date}
        />
      )}
    </Field>
  );
}
