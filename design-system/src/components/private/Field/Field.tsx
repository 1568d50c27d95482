import type { ReactNode } from 'react';
import { useFormsTranslation } from '../useFormsTranslation';
import * as styles from './Field.css';

/** The id and messages of every field; the message ids derive from `id`: `${id}-hint`, `${id}-error`. */
export interface FieldMessageProps {
  /** The control's id; error-summary links point here. */
  id: string;
  /** Help between label and control; the control's first description. */
  hint?: ReactNode;
  /** The field's error, shown between hint and control and read after the hint, with a hidden "Fehler:"/"Error:" before it. */
  error?: ReactNode;
}

/** What every single-control field takes. The label is required by type, so no field goes unnamed. */
export interface FieldBaseProps extends FieldMessageProps {
  /** The visible label (`${id}-label`), the control's accessible name. */
  label: ReactNode;
  /** Says "(Pflichtfeld)"/"(required)" after the label and marks the control as required. */
  required?: boolean;
}

/** What a group of choices in a fieldset takes (radios, checkboxes): named by its legend instead of a label. */
export interface FieldGroupBaseProps extends FieldMessageProps {
  /** The visible legend (`${id}-legend`), the group's accessible name. Option ids are `${id}-0`, `${id}-1` … */
  legend: ReactNode;
  /** Says "(Pflichtfeld)"/"(required)" after the legend. */
  required?: boolean;
}

/** The id and aria wiring a Field hands its control, to spread on it. */
export interface FieldControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  'aria-required': true | undefined;
}

/** The aria wiring alone, as a FieldGroup hands it to its options (each option has its own id). */
export type FieldWiring = Omit<FieldControlProps, 'id'>;

export interface FieldMessages extends FieldMessageProps {
  /** Extra hint lines the control adds itself, such as the format. */
  extraHint?: ReactNode;
}

/** Space-separated ids, skipping the missing ones; undefined when none is left. */
export function joinIds(...ids: (string | undefined | false)[]): string | undefined {
  const present = ids.filter(Boolean);
  return present.length ? present.join(' ') : undefined;
}

/** Ids of the messages a control must reference, hint first, then error, then the caller's ids. */
export function describedByIds({ id, hint, error, extraHint }: FieldMessages, ...more: (string | undefined | false)[]): string | undefined {
  return joinIds(hint || extraHint ? `${id}-hint` : undefined, error ? `${id}-error` : undefined, ...more);
}

/** The aria wiring of a field's control: described by hint, error, then `more`; invalid while in error. */
export function fieldWiring({ required, ...messages }: FieldMessages & { required?: boolean }, ...more: (string | undefined | false)[]): FieldWiring {
  return {
    'aria-describedby': describedByIds(messages, ...more),
    'aria-invalid': messages.error ? true : undefined,
    'aria-required': required || undefined,
  };
}

/** The id and aria wiring of a field's control. */
export function fieldControlProps(field: FieldMessages & { required?: boolean }, ...more: (string | undefined | false)[]): FieldControlProps {
  return { id: field.id, ...fieldWiring(field, ...more) };
}

export function FieldHint({ id, hint, extraHint }: FieldMessages) {
  if (!hint && !extraHint) return null;
  return (
    <div id={`${id}-hint`} className={styles.hint}>
      {hint && <span className={styles.hintLine}>{hint}</span>}
      {extraHint && <span className={styles.hintLine}>{extraHint}</span>}
    </div>
  );
}

export function FieldError({ id, error }: FieldMessages) {
  const { t } = useFormsTranslation();
  if (!error) return null;
  return (
    <p id={`${id}-error`} className={styles.error}>
      <span className={styles.visuallyHidden}>{t('errorPrefix')} </span>
      {error}
    </p>
  );
}

/** The visible label text; "required" is said in words, not only by a symbol. */
export function LabelText({ children, required }: { children: ReactNode; required?: boolean }) {
  const { t } = useFormsTranslation();
  return (
    <>
      {children}
      {required && <span className={styles.requiredText}> ({t('required')})</span>}
    </>
  );
}

/** The frame of a field: the thick critical bar on its left while in error. */
const groupClass = (error: ReactNode) => [styles.group, error ? styles.groupError : ''].join(' ');

export interface FieldProps extends FieldBaseProps {
  /** Hint lines the control adds itself (the format), after the caller's hint. */
  extraHint?: ReactNode;
  /** Ids of descriptions the control renders itself (a unit, a read-only note), read after hint and error. */
  describedBy?: string;
  /** Renders the control with the wiring spread on it (or on the element that takes focus). */
  children: (control: FieldControlProps) => ReactNode;
}

/** Private building block: label, hint, error, then the control (GOV.UK order), which it hands its id and aria wiring. */
export function Field({ id, label, hint, error, extraHint, required, describedBy, children }: FieldProps) {
  return (
    <div className={groupClass(error)}>
      <label id={`${id}-label`} htmlFor={id} className={styles.label}>
        <LabelText required={required}>{label}</LabelText>
      </label>
      <FieldHint id={id} hint={hint} extraHint={extraHint} />
      <FieldError id={id} error={error} />
      {children(fieldControlProps({ id, hint, error, extraHint, required }, describedBy))}
    </div>
  );
}

export interface FieldGroupProps extends FieldGroupBaseProps {
  /** The legend's class (a label's look, or the page heading's). */
  legendClassName: string;
  /** Wraps the legend's text, e.g. in the page's h1 for a single-question screen. */
  renderLegend?: (text: ReactNode) => ReactNode;
  /** Renders the options; each is described by the group's hint and error. */
  children: (group: FieldWiring) => ReactNode;
  /**
   * `none`: the fieldset only lays out, when the control inside is the named group itself (Radix's
   * radio group), so a screen reader enters one group, not a fieldset and a radio group of the same name.
   */
  role?: 'none';
}

/** Private building block: a fieldset with legend, hint and error, then the options it hands the group's wiring. */
export function FieldGroup({ id, legend, hint, error, required, legendClassName, renderLegend, children, role }: FieldGroupProps) {
  const text = <LabelText required={required}>{legend}</LabelText>;
  const wiring = fieldWiring({ id, hint, error, required });
  return (
    <div className={groupClass(error)}>
      <fieldset className={styles.fieldset} role={role}>
        <legend id={`${id}-legend`} className={legendClassName}>
          {renderLegend ? renderLegend(text) : text}
        </legend>
        <FieldHint id={id} hint={hint} />
        <FieldError id={id} error={error} />
        {children(wiring)}
      </fieldset>
    </div>
  );
}
