import { useEffect, useRef, useState } from 'react';
import * as Radix from '@radix-ui/react-select';
import { Field, fieldStyles, type FieldBaseProps } from '../private/Field';
import { ReadOnlyChoice } from '../private/ReadOnlyChoice';
import { inertOutside } from '../private/inertOutside';
import { useCoarsePointer } from '../private/useCoarsePointer';
import { useFormsTranslation } from '../private/useFormsTranslation';
import * as styles from './Select.css';
import { useTypeahead } from './typeahead';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps extends FieldBaseProps {
  options: SelectOption[];
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
}

/** Radix Select for mouse users, the native picker on touch screens, read-only text for a single option. */
export function Select(props: SelectProps) {
  const coarse = useCoarsePointer();
  if (props.options.length <= 1) return <ReadOnlyChoice {...props} />;
  return coarse ? <NativeSelect {...props} /> : <RadixSelect {...props} />;
}

function NativeSelect({ id, label, hint, error, options, value, onChange, placeholder, required }: SelectProps) {
  const { t } = useFormsTranslation();
  return (
    <Field id={id} label={label} hint={hint} error={error} required={required}>
      {/* The native attribute says "required"; aria-required would only repeat it. */}
      {({ 'aria-required': nativeRequired, ...control }) => (
        <select
          {...control}
          className={`${fieldStyles.control} ${styles.native}`}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          required={nativeRequired}
        >
          {value === '' && <option value="">{placeholder ?? t('selectPlaceholder')}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>{option.label}</option>
          ))}
        </select>
      )}
    </Field>
  );
}

function RadixSelect({ id, label, hint, error, options, value, onChange, placeholder, required }: SelectProps) {
  const { t } = useFormsTranslation();
  const [open, setOpen] = useState(false);
  const typeahead = useTypeahead(options, value, onChange);
  // The list is rendered only while open: closed, Radix would render every option (twice) to find the
  // chosen one's text, which the trigger gets here directly; type-ahead on the closed trigger is ours.
  const chosen = options.find((option) => option.value === value)?.label ?? '';
  const content = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open || !content.current) return;
    // While the list is open, Radix hides the rest of the page from screen readers (aria-hidden) but
    // leaves it focusable (axe: aria-hidden-focus). Inert takes it out of the tab order as well; live
    // regions stay outside it so they keep speaking. Removed before Radix returns focus to the trigger.
    const speaking = document.querySelectorAll('[aria-live], [role="status"], [role="alert"], output');
    return inertOutside([content.current, ...speaking]);
  }, [open]);
  return (
    <Field id={id} label={label} hint={hint} error={error} required={required}>
      {/* Radix's hidden native select carries "required" into a form; the trigger's name says it. */}
      {({ 'aria-required': rootRequired, ...control }) => (
        <Radix.Root value={value} onValueChange={onChange} open={open} onOpenChange={setOpen} required={rootRequired}>
          <Radix.Trigger
            {...control}
            className={`${fieldStyles.control} ${styles.trigger}`}
            aria-labelledby={`${id}-label`}
            onKeyDown={open ? undefined : typeahead}
          >
            <Radix.Value placeholder={placeholder ?? t('selectPlaceholder')}>{chosen}</Radix.Value>
            <span className={styles.chevron} aria-hidden="true" />
          </Radix.Trigger>
          {/* No portal: the content stays under the theme class of its ancestor. */}
          {open ? (
            <Radix.Content ref={content} className={styles.content} position="popper" sideOffset={4}>
              <Radix.Viewport className={styles.viewport}>
                {options.map((option) => (
                  <Radix.Item key={option.value} value={option.value} className={styles.item}>
                    <Radix.ItemText>{option.label}</Radix.ItemText>
                    <Radix.ItemIndicator className={styles.check} aria-hidden="true" />
                  </Radix.Item>
                ))}
              </Radix.Viewport>
            </Radix.Content>
          ) : null}
        </Radix.Root>
      )}
    </Field>
  );
}
