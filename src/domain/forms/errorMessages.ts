// The words of a field error: what to do, naming the thing, the same inline, in the error summary and
// read alone. Built from the field's kind of control and its label, unless the model gives the field
// its own text (`errorMessages`); inside a list the entry's name goes in front ("Spende 2: …").
import { findField, itemPathOf } from './model';
import type { FieldDef, FieldError, FormModel, GroupDef } from './types';

export type MessageNamespace = 'validation' | 'model';

/**
 * A text to show: a key of namespace `validation` (written with its `validation.` prefix, as the
 * validators return it) or `model` (as written in the model), with its values. A value may itself be
 * a text, such as a field's label or an entry's name, which is translated first.
 */
export interface MessageText {
  ns: MessageNamespace;
  key: string;
  params?: Record<string, string | number | MessageText>;
}

/** Translates one key of a namespace with plain values (the app's i18next, or a test's lookup). */
export type Translate = (ns: MessageNamespace, key: string, params: Record<string, string | number>) => string;

/** How a field asks for its answer; decides the "nothing given" wording. Mirrors the wizard's choice of control. */
export type FieldKind = 'text' | 'number' | 'amount' | 'date' | 'yesNo' | 'choice' | 'select' | 'checkboxes';

export function fieldKind(field: FieldDef): FieldKind {
  if (field.widget === 'checkboxes' || field.multiple) return 'checkboxes';
  if (field.widget === 'radio' || (field.type === 'boolean' && !field.widget)) return field.type === 'boolean' ? 'yesNo' : 'choice';
  if (field.widget === 'select' || field.widget === 'combobox') return 'select';
  if (field.type === 'date') return 'date';
  if (field.type === 'money') return 'amount';
  if (field.type === 'number') return 'number';
  return 'text';
}

/** Checks whose shared wording does not say which field it is about: the form layer names the field. */
const LABELLED = new Set([
  'invalid',
  'maxLength',
  'date.invalid',
  'money.invalid',
  'money.negative',
  'money.tooLarge',
  'number.invalid',
  'number.integer',
  'number.range',
  'number.min',
  'number.max',
]);

const shortKey = (messageKey: string) => messageKey.replace(/^validation\./, '');

/**
 * Whether an item of a repeatable group can be removed: one stays (an empty item is easier to fill
 * than an empty screen), and never fewer than `min_items`. The wizard shows the remove button only then.
 */
export function canRemoveItem(group: GroupDef, count: number): boolean {
  return count > Math.max(group.min_items ?? 0, 1);
}

/** The name of item `number` (from 1) of a repeatable group: "Spende 2". */
export function itemName(group: GroupDef, number: number): MessageText {
  return group.itemLabelKey ? { ns: 'model', key: group.itemLabelKey, params: { number } } : { ns: 'validation', key: 'validation.entry.name', params: { number } };
}

/** The label of the remove button of item `number`: "Spende 2 entfernen". */
export function removeItemName(group: GroupDef, number: number): MessageText {
  return group.removeLabelKey
    ? { ns: 'model', key: group.removeLabelKey, params: { number } }
    : { ns: 'validation', key: 'validation.entry.remove', params: { item: itemName(group, number) } };
}

/** The item number (from 1) of a concrete path inside a repeatable group, if any. */
function itemNumber(group: GroupDef, path: string): number | undefined {
  const last = itemPathOf(group, path)?.split('.').at(-1);
  return last !== undefined && /^\d+$/.test(last) ? Number(last) + 1 : undefined;
}

/** The field's own text for this error (model `errorMessages`), which names the field fully. */
function ownMessage(field: FieldDef, error: FieldError): MessageText | undefined {
  if (error.ns !== 'validation') return undefined;
  const key = field.errorMessages?.[shortKey(error.messageKey)];
  return key ? { ns: 'model', key, params: error.params } : undefined;
}

/** The wording built from the field's kind and label. */
function generatedMessage(field: FieldDef, error: FieldError): MessageText {
  if (error.ns === 'model') return { ns: 'model', key: error.messageKey, params: error.params };
  const short = shortKey(error.messageKey);
  const label: MessageText = { ns: 'model', key: field.labelKey };
  if (short === 'required') return { ns: 'validation', key: `validation.missing.${fieldKind(field)}`, params: { label } };
  if (LABELLED.has(short)) return { ns: 'validation', key: `validation.labelled.${short}`, params: { ...error.params, label } };
  return { ns: 'validation', key: error.messageKey, params: error.params };
}

const named = (name: MessageText, message: MessageText): MessageText => ({ ns: 'validation', key: 'validation.named', params: { name, message } });

/** Errors not at a field: the item count of a list, or an item as a whole (an empty entry that can be removed). */
function groupErrorMessage(model: FormModel, error: FieldError): MessageText {
  for (const screen of model.screens) {
    for (const group of screen.groups) {
      if (!group.child_path || !error.path.startsWith(`${group.child_path}.`)) continue;
      const rest = error.path.slice(group.child_path.length + 1);
      if (!/^\d+$/.test(rest)) continue;
      const number = Number(rest) + 1;
      return { ns: error.ns, key: error.messageKey, params: { ...error.params, item: itemName(group, number), remove: removeItemName(group, number) } };
    }
  }
  return { ns: error.ns, key: error.messageKey, params: error.params };
}

/**
 * The message of a field error, to translate with `renderMessage`:
 * - the field's own text from the model's `errorMessages` for this check, if any;
 * - else for nothing given, the pattern of its kind of control with its label ("Wählen Sie bei „…“ Ja oder Nein aus.");
 * - else for a check whose wording does not name the field, that check's wording with the label;
 * - else the check's own wording (the IdNr, IBAN and tax number messages name their thing).
 * An error in a list entry is led by the entry's name ("Spende 2: Geben Sie den Betrag ein."); a
 * generated one in a group with a legend by the legend, so fields of the same label on one screen differ.
 */
export function errorMessage(model: FormModel, error: FieldError): MessageText {
  const entry = findField(model, error.path);
  if (!entry) return groupErrorMessage(model, error);
  const { field, group } = entry;
  const own = ownMessage(field, error);
  const message = own ?? generatedMessage(field, error);
  const number = group.child_path ? itemNumber(group, error.path) : undefined;
  if (number !== undefined) return named(itemName(group, number), message);
  if (!own && group.legendKey) return named({ ns: 'model', key: group.legendKey }, message);
  return message;
}

/** The text of a message: its text values translated first, then the message with them. */
export function renderMessage(message: MessageText, translate: Translate): string {
  const params: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(message.params ?? {})) params[name] = typeof value === 'object' ? renderMessage(value, translate) : value;
  return translate(message.ns, message.key, params);
}
