import { useCallback } from 'react';
import {
  CheckboxGroup,
  Combobox,
  DateInput,
  HelpLink,
  MaskedInput,
  MoneyInput,
  RadioGroup,
  Select,
  Stack,
  TextInput,
  type FieldBaseProps,
} from '@einfach/design-system';
import { enumerationOptions, getValue, isRequired, type FieldDef, type FieldEntry } from '../../domain/forms';
import { toDisplayDate, toIsoDate } from '../../domain/dates';
import { formatIdNr } from '../../domain/validators/idNr';
import { normalizeIdentifier } from '../../domain/validators/normalize';
import { fieldId } from './fieldIds';
import { afterPointerRelease } from './afterPointer';
import { helpTitle } from './modelTexts';
import { useWizardForm } from './WizardFormContext';

type MaskKind = Parameters<typeof MaskedInput>[0]['mask'];

const asText = (value: unknown): string => (value === undefined || value === null ? '' : String(value));

/** Dates are stored as YYYY-MM-DD; a date still being typed stays as typed until it is complete. */
const dateToDisplay = (value: unknown) => {
  const text = asText(value);
  return toDisplayDate(text) ?? text;
};
const dateFromDisplay = (display: string) => toIsoDate(display) ?? display;

interface Props {
  entry: FieldEntry;
  /** The concrete document path (with item index inside repeatable groups). */
  path: string;
}

/** One field of the model, rendered with the design-system control that fits its type and widget. */
export function FieldControl({ entry, path }: Props) {
  const { model, document, change, settle, errors, externalEnums, openHelp, text } = useWizardForm();
  const { model: modelText, error: errorText, wizard: t } = text;
  const field: FieldDef = entry.field;
  const id = fieldId(path);
  const value = getValue(document, path);
  const error = errors.get(path);
  const common = {
    id,
    label: modelText(field.labelKey),
    hint: field.hintKey ? modelText(field.hintKey) : undefined,
    error: error ? errorText(error) : undefined,
    required: isRequired(model, entry, path, document),
  };
  const setText = useCallback((next: string) => change(path, next === '' ? undefined : next), [change, path]);
  // A message whose answer is now valid goes (docs/decisions.md, Forms): at once for a choice, which is
  // made in one step; for a typed answer when its field is left, so that nothing moves or is re-read
  // while the person types.
  const choose = useCallback(
    (next: unknown) => {
      change(path, next);
      // A choice made by a click is made once the press is over: its message goes at once. The
      // combobox also reports what was typed when it is left, which a press on "Weiter" may do.
      afterPointerRelease(settle);
    },
    [change, settle, path],
  );
  // Leaving a typed field: its message goes, after a press on a button below it is over (afterPointer.ts).
  const settleAfterPress = useCallback(() => afterPointerRelease(settle), [settle]);
  const chooseText = useCallback((next: string) => choose(next === '' ? undefined : next), [choose]);

  const optionLabel = (o: { labelKey?: string; label?: string; value: string }) => (o.labelKey ? modelText(o.labelKey) : (o.label ?? o.value));
  const options = () => enumerationOptions(model, path, document, externalEnums).map((o) => ({ value: o.value, label: optionLabel(o) }));

  let control;
  if (field.readOnly) {
    // A read-only IdNr (person A's, from the login) reads as printed on the letter, like the editable ones.
    const shown = field.type === 'IDNr' ? formatIdNr(asText(value)) : asText(value);
    control = <TextInput {...common} required={false} value={shown} onChange={() => {}} readOnly />;
  } else if (field.widget === 'checkboxes' || field.multiple) {
    control = (
      <CheckboxGroup
        {...common}
        legend={common.label}
        options={options()}
        value={Array.isArray(value) ? value.map(String) : []}
        onChange={(next) => choose(next.length ? next : undefined)}
      />
    );
  } else if (field.widget === 'radio' || (field.type === 'boolean' && !field.widget)) {
    const radioOptions = field.enumeration
      ? options()
      : [
          { value: 'yes', label: t('wizard.yes') },
          { value: 'no', label: t('wizard.no') },
        ];
    control = (
      <RadioGroup
        {...common}
        legend={common.label}
        options={radioOptions}
        value={asText(value)}
        onChange={chooseText}
        orientation={radioOptions.length === 2 && field.type === 'boolean' ? 'horizontal' : 'vertical'}
      />
    );
  } else if (field.widget === 'select') {
    control = <Select {...common} options={options()} value={asText(value)} onChange={chooseText} placeholder={t('wizard.selectPlaceholder')} />;
  } else if (field.widget === 'combobox') {
    // The combobox reports a choice made, or on leaving the field what was typed: either is a whole answer.
    control = <Combobox {...common} options={options()} value={asText(value)} onChange={chooseText} noResultsText={t('wizard.noResults')} />;
  } else if (field.type === 'IDNr' || field.type === 'IBAN' || field.type === 'Steuernummer') {
    control = <MaskedField {...common} field={field} value={asText(value)} onChange={setText} onBlur={settleAfterPress} />;
  } else if (field.type === 'date') {
    control = <DateInput {...common} value={dateToDisplay(value)} onChange={(next) => setText(dateFromDisplay(next))} onBlur={settleAfterPress} autoComplete={field.autocomplete} />;
  } else if (field.type === 'money') {
    control = <MoneyInput {...common} value={asText(value)} onChange={setText} onBlur={settleAfterPress} />;
  } else if (field.type === 'number') {
    control = <TextInput {...common} value={asText(value)} onChange={setText} onBlur={settleAfterPress} inputMode="numeric" width="short" maxLength={field.max_length} />;
  } else {
    control = <TextInput {...common} value={asText(value)} onChange={setText} onBlur={settleAfterPress} maxLength={field.max_length} autoComplete={field.autocomplete} />;
  }

  if (!field.help_link) return control;
  const [topic, element = ''] = field.help_link.split('#');
  return (
    <Stack space="xsmall">
      {/* Help sits before the input it helps with (docs/accessibility-contract.md, Content). */}
      <HelpLink topic={topic} element={element} onOpen={openHelp}>
        {t('wizard.helpFor', { label: helpTitle(text.model, topic, element, common.label) })}
      </HelpLink>
      {control}
    </Stack>
  );
}

interface MaskedProps extends FieldBaseProps {
  field: FieldDef;
  value: string;
  onChange(value: string): void;
  onBlur(): void;
}

/**
 * IdNr, IBAN and Steuernummer: masked inputs; the Steuernummer is stored as `digits@STATE`. The IdNr is
 * grouped as printed on the letter (XX XXX XXX XXX) and stored as its 11 digits.
 */
function MaskedField({ field, value, onChange, onBlur, ...common }: MaskedProps) {
  const { document, text } = useWizardForm();
  const t = text.wizard;
  if (field.type !== 'Steuernummer') {
    const mask: MaskKind = field.type === 'IBAN' ? 'iban' : 'personalId';
    return <MaskedInput {...common} mask={mask} value={value} onChange={(unmasked) => onChange(unmasked)} onBlur={onBlur} normalize={normalizeIdentifier} />;
  }
  const state = field.stateField ? asText(getValue(document, field.stateField)) : '';
  if (!state) {
    return <TextInput {...common} hint={t('wizard.taxNumberNeedsState')} value="" onChange={() => {}} readOnly />;
  }
  const digits = value.split('@')[0] ?? '';
  return (
    <MaskedInput
      key={state}
      {...common}
      mask={{ taxNumberState: state } as MaskKind}
      value={digits}
      onChange={(unmasked) => onChange(unmasked ? `${unmasked.replace(/\D/g, '')}@${state}` : '')}
      onBlur={onBlur}
      normalize={normalizeIdentifier}
    />
  );
}
