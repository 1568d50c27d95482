import { Field, type FieldBaseProps } from '../Field';
import { useFormsTranslation } from '../useFormsTranslation';
import { MaskedControl, type MaskedControlProps } from './MaskedControl';

export interface MaskedFieldProps extends FieldBaseProps, Omit<MaskedControlProps, 'control'> {}

/** A Field around a masked control; the format is the hint's last line ("Format: TT.MM.JJJJ"). */
export function MaskedField({ id, label, hint, error, required, formatText, ...controlProps }: MaskedFieldProps) {
  const { t } = useFormsTranslation();
  return (
    <Field id={id} label={label} hint={hint} error={error} extraHint={`${t('format.prefix')} ${formatText}`} required={required}>
      {(control) => <MaskedControl control={control} formatText={formatText} {...controlProps} />}
    </Field>
  );
}
