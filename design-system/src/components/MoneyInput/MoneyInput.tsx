import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Field, describedByIds, fieldStyles } from '../private/Field';
import { useFormsTranslation } from '../private/useFormsTranslation';
import { formatGermanMoney, parseGermanMoney } from './money';
import * as styles from './MoneyInput.css';

export interface MoneyInputProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  /** Euro with a decimal point, "1234.50", or '' when empty. Unparseable text is passed through as typed. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  readOnly?: boolean;
  required?: boolean;
}

/** An amount in euro, shown and typed the German way (1.234,50). */
export function MoneyInput({ id, label, hint, error, value, onChange, onBlur, readOnly, required }: MoneyInputProps) {
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

  return (
    <Field id={id} label={label} hint={hint} error={error} required={required}>
      <div className={styles.wrapper}>
        <input
          id={id}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          className={`${fieldStyles.control} ${styles.input}`}
          value={text}
          readOnly={readOnly}
          aria-required={required || undefined}
          aria-describedby={describedByIds({ id, hint, error }, `${id}-unit`)}
          aria-invalid={error ? true : undefined}
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
        <span id={`${id}-unit`} className={fieldStyles.visuallyHidden}>{t('euroDescription')}</span>
      </div>
    </Field>
  );
}
