import type { HTMLAttributes, ReactNode } from 'react';
import { Field, describedByIds, fieldStyles } from '../private/Field';

export interface TextInputProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  maxLength?: number;
  readOnly?: boolean;
  required?: boolean;
  width?: 'full' | 'medium' | 'short';
  type?: 'text' | 'email';
}

/** A labelled single-line text field. */
export function TextInput({ id, label, hint, error, value, onChange, onBlur, autoComplete, inputMode, maxLength, readOnly, required, width = 'full', type = 'text' }: TextInputProps) {
  return (
    <Field id={id} label={label} hint={hint} error={error} required={required}>
      <input
        id={id}
        type={type}
        className={`${fieldStyles.control} ${fieldStyles.width[width]}`}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        autoComplete={autoComplete}
        inputMode={inputMode}
        maxLength={maxLength}
        readOnly={readOnly}
        spellCheck={type === 'email' ? false : undefined}
        aria-required={required || undefined}
        aria-describedby={describedByIds({ id, hint, error })}
        aria-invalid={error ? true : undefined}
      />
    </Field>
  );
}
