import type { ReactNode } from 'react';
import { FieldError, FieldHint, LabelText, describedByIds, fieldStyles } from '../private/Field';
import type { ChoiceOption } from '../RadioGroup';
import * as styles from './Checkbox.css';

export interface CheckboxProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Ids of the group's hint and error, when inside a CheckboxGroup. */
  describedBy?: string;
  invalid?: boolean;
  value?: string;
}

/** A native checkbox with a large indicator; its hint and error follow the label. */
export function Checkbox({ id, label, hint, error, checked, onChange, describedBy, invalid, value }: CheckboxProps) {
  const own = describedByIds({ id, hint, error });
  const ids = [describedBy, own].filter(Boolean).join(' ') || undefined;
  return (
    <div className={[styles.single, error ? fieldStyles.groupError : ''].join(' ')}>
      <div className={styles.option}>
        <input
          id={id}
          type="checkbox"
          className={styles.box}
          checked={checked}
          value={value}
          onChange={(event) => onChange(event.target.checked)}
          aria-describedby={ids}
          aria-invalid={error || invalid ? true : undefined}
        />
        <div className={styles.text}>
          <label htmlFor={id} className={styles.label}>{label}</label>
          <FieldHint id={id} hint={hint} />
          <FieldError id={id} error={error} />
        </div>
      </div>
    </div>
  );
}

export interface CheckboxGroupProps {
  id: string;
  legend: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  options: ChoiceOption[];
  value: string[];
  onChange: (value: string[]) => void;
  required?: boolean;
}

/** Checkboxes in a fieldset; the group's hint and error are described on every box, ids `${id}-0` … */
export function CheckboxGroup({ id, legend, hint, error, options, value, onChange, required }: CheckboxGroupProps) {
  const groupIds = describedByIds({ id, hint, error });
  const toggle = (option: string, checked: boolean) =>
    onChange(checked ? options.map((o) => o.value).filter((v) => v === option || value.includes(v)) : value.filter((v) => v !== option));
  return (
    <div className={[fieldStyles.group, error ? fieldStyles.groupError : ''].join(' ')}>
      <fieldset className={styles.fieldset}>
        <legend id={`${id}-legend`} className={`${fieldStyles.label} ${styles.legend}`}>
          <LabelText required={required}>{legend}</LabelText>
        </legend>
        <FieldHint id={id} hint={hint} />
        <FieldError id={id} error={error} />
        <div className={styles.list}>
          {options.map((option, index) => (
            <Checkbox
              key={option.value}
              id={`${id}-${index}`}
              value={option.value}
              label={option.label}
              hint={option.hint}
              checked={value.includes(option.value)}
              onChange={(checked) => toggle(option.value, checked)}
              describedBy={groupIds}
              invalid={Boolean(error)}
            />
          ))}
        </div>
      </fieldset>
    </div>
  );
}
