import type { HTMLAttributes } from 'react';
import { Field, fieldStyles, type FieldBaseProps } from '../private/Field';

export interface TextInputProps extends FieldBaseProps {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  maxLength?: number;
  readOnly?: boolean;
  width?: 'full' | 'medium' | 'short';
  type?: 'text' | 'email';
}

/** A labelled single-line text field. */
export function TextInput({ id, label, hint, error, required, value, onChange, onBlur, autoComplete, inputMode, maxLength, readOnly, width = 'full', type = 'text' }: TextInputProps) {
  return (
    <Field id={id} label={label} hint={hint} error={error} required={required}>
      {(control) => (
        <input
          {...control}
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
        />
      )}
    </Field>
  );
}
