import type { ReactNode } from 'react';
import * as Radix from '@radix-ui/react-radio-group';
import { FieldGroup, fieldStyles, joinIds, type FieldGroupBaseProps } from '../private/Field';
import * as styles from './RadioGroup.css';

export interface ChoiceOption {
  value: string;
  label: ReactNode;
  hint?: ReactNode;
}

export interface RadioGroupProps extends FieldGroupBaseProps {
  /** For a single-question screen: the legend is the page's h1 (the app focuses it with `focusElement`). */
  legendAsPageHeading?: boolean;
  options: ChoiceOption[];
  value: string;
  onChange: (value: string) => void;
  orientation?: 'vertical' | 'horizontal';
}

/** Radix radios inside a real fieldset; option ids are `${id}-0`, `${id}-1` … (error links go to -0). */
export function RadioGroup({ id, legend, legendAsPageHeading, hint, error, required, options, value, onChange, orientation = 'vertical' }: RadioGroupProps) {
  return (
    <FieldGroup
      id={id}
      legend={legend}
      hint={hint}
      error={error}
      required={required}
      role="none"
      legendClassName={legendAsPageHeading ? styles.legendHeading : `${fieldStyles.label} ${styles.legend}`}
      renderLegend={legendAsPageHeading ? (text) => <h1 id={`${id}-heading`} className={styles.heading}>{text}</h1> : undefined}
    >
      {(group) => (
        <Radix.Root
          className={orientation === 'horizontal' ? styles.horizontal : styles.vertical}
          value={value}
          onValueChange={onChange}
          // No Radix orientation: radios answer both arrow pairs (APG); `orientation` is layout only.
          // The radio group named by the legend; the fieldset around it only lays out (FieldGroup's role).
          aria-labelledby={`${id}-legend`}
          aria-required={group['aria-required']}
          aria-invalid={group['aria-invalid']}
        >
          {options.map((option, index) => {
            const optionId = `${id}-${index}`;
            return (
              <div key={option.value} className={styles.option}>
                <Radix.Item
                  id={optionId}
                  value={option.value}
                  className={styles.radio}
                  aria-describedby={joinIds(group['aria-describedby'], option.hint ? `${optionId}-hint` : undefined)}
                >
                  <span className={styles.indicator} aria-hidden="true" />
                </Radix.Item>
                <div className={styles.text}>
                  <label htmlFor={optionId} className={styles.label}>{option.label}</label>
                  {option.hint && <div id={`${optionId}-hint`} className={fieldStyles.hint}>{option.hint}</div>}
                </div>
              </div>
            );
          })}
        </Radix.Root>
      )}
    </FieldGroup>
  );
}
