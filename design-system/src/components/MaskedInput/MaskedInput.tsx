import { maskSpec, type MaskKind, type Normalize } from '../../masks';
import { Field, type FieldBaseProps } from '../private/Field';
import { MaskedControl, type RejectReason } from '../private/MaskedControl';
import { useFormsTranslation } from '../private/useFormsTranslation';
import * as styles from './MaskedInput.css';

export interface MaskedInputProps extends FieldBaseProps {
  mask: MaskKind;
  /** The unmasked value (the masked form is understood too). */
  value: string;
  /** Called 30 ms after the last accepted change. */
  onChange: (unmasked: string, masked: string) => void;
  onRejected?: (reason: RejectReason) => void;
  onBlur?: () => void;
  /**
   * Makes typed and pasted text what the mask expects: full-width digits and letters to ASCII, the spaces,
   * dashes and dots people put between groups dropped. The app passes its domain's normaliser (one for
   * browser and server); a stable function, not a new one per render.
   */
  normalize?: Normalize;
}

const widthOf = (mask: MaskKind) => (typeof mask === 'string' ? styles.width[mask] : styles.width.taxNumber);

/** A text input that formats as the user types (IdNr, access code, IBAN, Steuernummer …). */
export function MaskedInput({ id, label, hint, error, required, mask, value, onChange, onRejected, onBlur, normalize }: MaskedInputProps) {
  const { t } = useFormsTranslation();
  const spec = maskSpec(mask);
  const formatText = spec.formatText ?? t(`format.${spec.formatKey}`);
  const formatHint = `${t('format.prefix')} ${formatText}`;
  return (
    <Field id={id} label={label} hint={hint} error={error} extraHint={formatHint} required={required}>
      {(control) => (
        <MaskedControl
          control={control}
          kind={mask}
          value={value}
          onChange={onChange}
          onRejected={onRejected}
          onBlur={onBlur}
          formatText={formatText}
          className={widthOf(mask)}
          normalize={normalize}
        />
      )}
    </Field>
  );
}
