import type { FieldBaseProps } from '../private/Field';
import { MaskedField } from '../private/MaskedControl';
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
export function DateInput({ onChange, ...field }: DateInputProps) {
  const { t } = useFormsTranslation();
  return <MaskedField {...field} kind="date" onChange={(_unmasked, masked) => onChange(masked)} formatText={t('format.date')} className={styles.date} />;
}
