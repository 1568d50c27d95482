import { useEffect, useRef, useState } from 'react';
import { Field, fieldStyles, type FieldBaseProps } from '../private/Field';
import { useFormsTranslation } from '../private/useFormsTranslation';
import { formatGermanMoney, parseGermanMoney } from './money';
import * as styles from './MoneyInput.css';

export interface MoneyInputProps extends FieldBaseProps {
  /** Euro with a decimal point, "1234.50", or '' when empty. Unparseable text is passed through as typed. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  readOnly?: boolean;
}

/** A label that says the unit itself ("Betrag in Euro", "Amount in euros", "… (€)"). */
const namesEuro = (label: MoneyInputProps['label']) => typeof label === 'string' && /\beuros?\b|€/i.test(label);

/**
 * An amount in euro, shown and typed the German way (1.234,50). The visible "€" is hidden from
 * screen readers; they hear the unit as the description "Betrag in Euro", unless the label already
 * says it (then it would be heard twice in a row).
 */
export function MoneyInput({ id, label, hint, error, required, value, onChange, onBlur, readOnly }: MoneyInputProps) {
  const { t } = useFormsTranslation();
  const [text, setText] = useState(() => formatGermanMoney(value));
  const reported = useRef(value);

  // Follow outside changes only; what the user typed stays as typed until blur.
  useEffect(() => {
    if (value === reported.current) return;
    reported.current = value;
    setText(formatGermanMoney(value));
  }, [value]);

  const report = (next: string) => {
    reported.current = next;
    onChange(next);
  };

  const sayUnit = !namesEuro(label);

  return (
    <Field id={id} label={label} hint={hint} error={error} required={required} describedBy={sayUnit ? `${id}-unit` : undefined}>
      {(control) => (
        <div className={styles.wrapper}>
          <input
            {...control}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            spellCheck={false}
            className={`${fieldStyles.control} ${styles.input}`}
            value={text}
            readOnly={readOnly}
            onChange={(event) => {
              const next = event.target.value;
              setText(next);
              // Unparseable text is reported raw so the caller's validation can show an error.
              report(parseGermanMoney(next) ?? next);
            }}
            onBlur={() => {
              const parsed = parseGermanMoney(text);
              if (parsed) setText(formatGermanMoney(parsed));
              onBlur?.();
            }}
          />
          <span className={styles.unit} aria-hidden="true">€</span>
          {sayUnit ? <span id={`${id}-unit`} className={fieldStyles.visuallyHidden}>{t('euroDescription')}</span> : null}
        </div>
      )}
    </Field>
  );
}
