import type { ReactNode } from 'react';
import { maskSpec, type MaskKind, type Normalize } from '../../masks';
import { Field, describedByIds } from '../private/Field';
import { MaskedControl, type RejectReason } from '../private/MaskedControl';
import { useFormsTranslation } from '../private/useFormsTranslation';
import * as styles from './MaskedInput.css';

export interface MaskedInputProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  mask: MaskKind;
  /** The unmasked value (the masked form is understood too). */
  value: string;
  /** Called 30 ms after the last accepted change. */
  onChange: (unmasked: string, masked: string) => void;
  onRejected?: (reason: RejectReason) => void;
  onBlur?: () => void;
  required?: boolean;
  /**
   * Makes typed and pasted text what the mask expects: full-width digits and letters to ASCII, the spaces,
   * dashes and dots people put between groups dropped. The app passes its domain's normaliser (one for
   * browser and server); a stable function, not a new one per render.
   */
  normalize?: Normalize;
}

const widthOf = (mask: MaskKind) => (typeof mask === 'string' ? styles.width[mask] : styles.width.taxNumber);

/** A text input that formats as the user types (IdNr, access code, IBAN, Steuernummer …). */
export function MaskedInput({ id, label, hint, error, mask, value, onChange, onRejected, onBlur, required, normalize }: MaskedInputProps) {
  const { t } = useFormsTranslation();
  const spec = maskSpec(mask);
  const formatText = spec.formatText ?? t(`format.${spec.formatKey}`);
  const formatHint = `${t('format.prefix')} ${formatText}`;
  return (
    <Field id={id} label={label} hint={hint} error={error} extraHint={formatHint} required={required}>
      <MaskedControl
        id={id}
        kind={mask}
        value={value}
        onChange={onChange}
        onRejected={onRejected}
        onBlur={onBlur}
        formatText={formatText}
        describedBy={describedByIds({ id, hint, error, extraHint: formatHint })}
        invalid={Boolean(error)}
        required={required}
        className={widthOf(mask)}
        normalize={normalize}
      />
    </Field>
  );
}
