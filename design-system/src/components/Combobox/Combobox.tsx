import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Field, fieldStyles, type FieldBaseProps } from '../private/Field';
import { ReadOnlyChoice } from '../private/ReadOnlyChoice';
import { useFormsTranslation } from '../private/useFormsTranslation';
import * as styles from './Combobox.css';

export interface ComboboxOption {
  value: string;
  label: string;
}

export interface ComboboxProps extends FieldBaseProps {
  options: ComboboxOption[];
  /** The chosen option's value; free text that matches no option is passed through as typed. */
  value: string;
  onChange: (value: string) => void;
  noResultsText?: string;
}

/** Result counts are announced once typing pauses. */
const countDebounceMs = 500;

/** Case-insensitive substring filter over label and value (so a 4-digit BUFA finds its office). */
export function filterOptions(options: ComboboxOption[], query: string): ComboboxOption[] {
  const needle = query.trim().toLocaleLowerCase('de');
  if (!needle) return options;
  return options.filter((o) => o.label.toLocaleLowerCase('de').includes(needle) || o.value.toLocaleLowerCase('de').includes(needle));
}

const labelOf = (options: ComboboxOption[], value: string) => options.find((o) => o.value === value)?.label;

/** APG editable combobox with a listbox popup and list autocomplete; read-only with one or no option. */
export function Combobox(props: ComboboxProps) {
  if (props.options.length <= 1) return <ReadOnlyChoice {...props} />;
  return <EditableCombobox {...props} />;
}

function EditableCombobox({ id, label, hint, error, options, value, onChange, noResultsText, required }: ComboboxProps) {
  const { t } = useFormsTranslation();
  const [text, setText] = useState(() => labelOf(options, value) ?? value);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [announcement, setAnnouncement] = useState('');
  const [filtering, setFiltering] = useState(false);
  const listRef = useRef<HTMLDivElement>(null);
  const reported = useRef(value);

  const matches = useMemo(() => (filtering ? filterOptions(options, text) : options), [options, text, filtering]);
  const listboxId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;

  // Follow outside changes of the value (not our own reports).
  useEffect(() => {
    if (value === reported.current) return;
    reported.current = value;
    setText(labelOf(options, value) ?? value);
  }, [value, options]);

  useEffect(() => {
    if (!open) {
      setAnnouncement('');
      return;
    }
    const timer = setTimeout(
      () => setAnnouncement(matches.length ? t('resultCount', { count: matches.length }) : noResultsText ?? t('noResults')),
      countDebounceMs,
    );
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- announce on count changes only
  }, [open, matches.length]);

  useEffect(() => {
    if (active < 0) return;
    document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- scrolls only when the active option changes
  }, [active]);

  const report = (next: string) => {
    reported.current = next;
    if (next !== value) onChange(next);
  };

  const choose = (option: ComboboxOption) => {
    setText(option.label);
    setOpen(false);
    setActive(-1);
    setFiltering(false);
    report(option.value);
  };

  const openList = (start: number | null) => {
    setOpen(true);
    if (start !== null) setActive(start);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = matches.length - 1;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) openList(event.altKey ? null : 0);
        else setActive(active >= last ? 0 : active + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!open) openList(last);
        else setActive(active <= 0 ? last : active - 1);
        break;
      case 'Enter':
        if (open && active >= 0 && matches[active]) {
          event.preventDefault();
          choose(matches[active]);
        }
        break;
      case 'Escape':
        if (open) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        } else if (text) {
          event.preventDefault();
          setText('');
          setFiltering(true);
          report('');
        }
        break;
      case 'Home':
      case 'End':
      case 'ArrowLeft':
      case 'ArrowRight':
        // The caret moves in the text box; the visual focus leaves the list.
        setActive(-1);
        break;
      default:
    }
  };

  const onBlur = () => {
    setOpen(false);
    setActive(-1);
    const typed = text.trim();
    if (typed === '') return report('');
    const needle = typed.toLocaleLowerCase('de');
    const exact = options.find((o) => o.label.toLocaleLowerCase('de') === needle || o.value.toLocaleLowerCase('de') === needle);
    if (exact) {
      setText(exact.label);
      setFiltering(false);
      return report(exact.value);
    }
    // Free text stays as typed; the caller's validation says it matches no option.
    report(typed);
  };

  const showList = open && matches.length > 0;
  return (
    <Field id={id} label={label} hint={hint} error={error} required={required}>
      {(control) => (
        <>
          <div className={styles.wrapper}>
            <input
              {...control}
              type="text"
              role="combobox"
              className={fieldStyles.control}
              value={text}
              autoComplete="off"
              spellCheck={false}
              aria-autocomplete="list"
              aria-expanded={showList}
              aria-controls={listboxId}
              aria-activedescendant={showList && active >= 0 ? optionId(active) : undefined}
              onChange={(event) => {
                setText(event.target.value);
                setFiltering(true);
                setActive(-1);
                setOpen(true);
              }}
              onKeyDown={onKeyDown}
              onClick={() => setOpen(true)}
              onBlur={onBlur}
            />
            {/* oxlint-disable-next-line jsx-a11y/prefer-tag-over-role -- APG combobox: a native select cannot be an editable filter */}
            <div ref={listRef} id={listboxId} role="listbox" aria-labelledby={`${id}-label`} className={styles.listbox} hidden={!showList}>
              {showList &&
                matches.map((option, index) => (
                  // Keys are handled on the combobox input (aria-activedescendant), as APG prescribes.
                  // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role, jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus
                  <div role="option"
                    key={option.value}
                    id={optionId(index)}
                    aria-selected={option.value === value}
                    className={[styles.option, index === active ? styles.active : ''].join(' ')}
                    // Keeps focus (and the caret) in the text box while clicking.
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => choose(option)}
                  >
                    {option.label}
                  </div>
                ))}
            </div>
            {open && matches.length === 0 && <div className={styles.noResults}>{noResultsText ?? t('noResults')}</div>}
          </div>
          {/* oxlint-disable-next-line jsx-a11y/prefer-tag-over-role -- role=status on a div is the best supported live region */}
          <div id={`${id}-status`} role="status" className={fieldStyles.visuallyHidden}>{announcement}</div>
        </>
      )}
    </Field>
  );
}
