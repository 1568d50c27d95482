import type { ReactNode } from 'react';
import { FieldError, FieldGroup, FieldHint, fieldStyles, fieldWiring, joinIds, type FieldGroupBaseProps, type FieldMessageProps } from '../private/Field';
import type { ChoiceOption } from '../RadioGroup';
import * as styles from './Checkbox.css';

/** A single box has no required mark; in a CheckboxGroup the legend carries it. */
export interface CheckboxProps extends FieldMessageProps {
  /** The visible label beside the box, its accessible name. */
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Ids of the group's hint and error, when inside a CheckboxGroup. */
  describedBy?: string;
  invalid?: boolean;
  value?: string;
}

/** A native checkbox with a large indicator; its hint and error follow the label. */
export function Checkbox({ id, label, hint, error, checked, onChange, describedBy, invalid, value }: CheckboxProps) {
  const own = fieldWiring({ id, hint, error });
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
          // Inside a group, the group's hint and error are read before the box's own.
          aria-describedby={joinIds(describedBy, own['aria-describedby'])}
          aria-invalid={own['aria-invalid'] ?? (invalid || undefined)}
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

export interface CheckboxGroupProps extends FieldGroupBaseProps {
  options: ChoiceOption[];
  value: string[];
  onChange: (value: string[]) => void;
}

/** Checkboxes in a fieldset; the group's hint and error are described on every box, ids `${id}-0` … */
export function CheckboxGroup({ id, legend, hint, error, required, options, value, onChange }: CheckboxGroupProps) {
  const toggle = (option: string, checked: boolean) =>
    onChange(checked ? options.map((o) => o.value).filter((v) => v === option || value.includes(v)) : value.filter((v) => v !== option));
  return (
    <FieldGroup id={id} legend={legend} hint={hint} error={error} required={required} legendClassName={`${fieldStyles.label} ${styles.legend}`}>
      {/* Every box is described by the group's hint and error; "required" is said by the legend alone. */}
      {(group) => (
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
              describedBy={group['aria-describedby']}
              invalid={Boolean(group['aria-invalid'])}
            />
          ))}
        </div>
      )}
    </FieldGroup>
  );
}
