import type { ReactNode } from 'react';
import * as Radix from '@radix-ui/react-radio-group';
import { FieldError, FieldHint, LabelText, describedByIds, fieldStyles } from '../private/Field';
import * as styles from './RadioGroup.css';

export interface ChoiceOption {
  value: string;
  label: ReactNode;
  hint?: ReactNode;
}

export interface RadioGroupProps {
  id: string;
  legend: ReactNode;
  /** For a single-question screen: the legend is the page's h1 (the app focuses it with `focusElement`). */
  legendAsPageHeading?: boolean;
  hint?: ReactNode;
  error?: ReactNode;
  options: ChoiceOption[];
  value: string;
  onChange: (value: string) => void;
  orientation?: 'vertical' | 'horizontal';
  required?: boolean;
}

/** Radix radios inside a real fieldset; option ids are `${id}-0`, `${id}-1` … (error links go to -0). */
export function RadioGroup({ id, legend, legendAsPageHeading, hint, error, options, value, onChange, orientation = 'vertical', required }: RadioGroupProps) {
  const legendText = <LabelText required={required}>{legend}</LabelText>;
  return (
    <div className={[fieldStyles.group, error ? fieldStyles.groupError : ''].join(' ')}>
      <fieldset className={styles.fieldset}>
        <legend id={`${id}-legend`} className={legendAsPageHeading ? styles.legendHeading : `${fieldStyles.label} ${styles.legend}`}>
          {legendAsPageHeading ? <h1 id={`${id}-heading`} className={styles.heading}>{legendText}</h1> : legendText}
        </legend>
        <FieldHint id={id} hint={hint} />
        <FieldError id={id} error={error} />
        <Radix.Root
          className={orientation === 'horizontal' ? styles.horizontal : styles.vertical}
          value={value}
          onValueChange={onChange}
          // No Radix orientation: radios answer both arrow pairs (APG); `orientation` is layout only.
          aria-labelledby={`${id}-legend`}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
        >
          {options.map((option, index) => {
            const optionId = `${id}-${index}`;
            return (
              <div key={option.value} className={styles.option}>
                <Radix.Item
                  id={optionId}
                  value={option.value}
                  className={styles.radio}
                  aria-describedby={describedByIds({ id, hint, error }, option.hint ? `${optionId}-hint` : undefined)}
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
      </fieldset>
    </div>
  );
}
