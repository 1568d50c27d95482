import { maskSpec, type MaskKind, type Normalize } from '../../masks';
import type { FieldBaseProps } from '../private/Field';
import { MaskedField, type RejectReason } from '../private/MaskedControl';
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
  /**
   * What the browser and a password manager may fill in (`username`, `current-password`, …); `off` by
   * default. A login's fields name theirs, so nobody has to copy a code from a letter (WCAG 3.3.8).
   */
  autoComplete?: string;
}

const widthOf = (mask: MaskKind) => (typeof mask === 'string' ? styles.width[mask] : styles.width.taxNumber);

/** A text input that formats as the user types (IdNr, access code, IBAN, Steuernummer …). */
export function MaskedInput({ mask, ...field }: MaskedInputProps) {
  const { t } = useFormsTranslation();
  const spec = maskSpec(mask);
  return <MaskedField {...field} kind={mask} formatText={spec.formatText ?? t(`format.${spec.formatKey}`)} className={widthOf(mask)} />;
}
