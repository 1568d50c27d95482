// Options of enumeration fields (internal ones from the model, external ones passed in) and parent/child clearing.
import { allFields, findField, type FieldEntry } from './model';
import { getValue, setValue, deleteValue, isFilled } from '../documentPaths';
import { isFieldRelevant } from './relevance';
import { federalStatesEnumeration, taxOfficesEnumeration } from '../taxOffices';
import type { EnumOption, ExternalEnums, FormDocument, FormModel } from './types';

/** The external enumerations this project ships; callers may pass others (or fresher data). */
export const defaultExternalEnums: ExternalEnums = {
  [federalStatesEnumeration.id]: federalStatesEnumeration.data,
  [taxOfficesEnumeration.id]: taxOfficesEnumeration.data,
};

/** The lists as the server sends them (`GET externalEnumerations`) over the shipped ones: one list per id. */
export function externalEnumsFrom(lists: readonly { id: string; data: unknown }[]): ExternalEnums {
  return { ...defaultExternalEnums, ...Object.fromEntries(lists.map((list) => [list.id, list.data])) } as ExternalEnums;
}

/** An option for the UI: internal options carry a `labelKey` (namespace `model`), external ones a `label`. */
export type OptionView = EnumOption;

/**
 * The options a field offers. With `parentField`, only options whose `parentValue` equals the
 * parent's current value (none while the parent is empty).
 */
export function enumerationOptions(model: FormModel, fieldPath: string, doc: FormDocument, externalEnums: ExternalEnums = defaultExternalEnums): OptionView[] {
  const entry = findField(model, fieldPath);
  const ref = entry?.field.enumeration;
  if (!ref) return [];
  const internal = model.enumerations.internal.find((e) => e.id === ref.id);
  const options: OptionView[] = internal ? internal.options : (externalEnums[ref.id] ?? []);
  if (!ref.parentField) return options;
  const parentValue = getValue(doc, ref.parentField);
  if (parentValue === undefined || parentValue === null || parentValue === '') return [];
  return options.filter((o) => o.parentValue === String(parentValue));
}

/** Paths of fields that depend on a parent field: enumeration children and Steuernummer fields bound to a state field. */
export function childFieldsOf(model: FormModel, parentPath: string): string[] {
  return allFields(model)
    .filter((e) => e.field.enumeration?.parentField === parentPath || e.field.stateField === parentPath)
    .map((e) => e.pathTemplate);
}

/**
 * Sets a parent field's new value; when it changed, the dependent child fields are cleared, because
 * a tax office of the old state (or a tax number in its format) is wrong for the new one.
 */
export function onParentChanged(model: FormModel, doc: FormDocument, parentPath: string, value: unknown): FormDocument {
  const previous = getValue(doc, parentPath);
  let next = setValue(doc, parentPath, value);
  if (previous === value) return next;
  for (const child of childFieldsOf(model, parentPath)) {
    if (!child.includes('*') && getValue(next, child) !== undefined) next = deleteValue(next, child);
  }
  return next;
}

/** Whether a value is one of the field's current options (external enumerations unknown to the caller are not checked). */
export function isAllowedOption(model: FormModel, fieldPath: string, value: string, doc: FormDocument, externalEnums?: ExternalEnums): boolean {
  const entry = findField(model, fieldPath);
  const ref = entry?.field.enumeration;
  if (!ref) return false;
  const enums = { ...defaultExternalEnums, ...externalEnums };
  const internal = model.enumerations.internal.some((e) => e.id === ref.id);
  if (!internal && !enums[ref.id]) return true;
  return enumerationOptions(model, fieldPath, doc, enums).some((o) => o.value === value);
}

/** An answer taken out of a document because its list no longer offers it (see `removeStaleChoices`). */
export interface StaleChoice {
  /** The concrete document path. */
  path: string;
  entry: FieldEntry;
  /** The answer was taken out with its parent (a tax number of a state no longer in the list), not for its own value. */
  dependent: boolean;
  /** The user sees the field (screen displayed, field relevant): only those are worth telling about. */
  relevant: boolean;
}

/** Concrete paths of a field: one, or one per item of its repeatable group. */
function concretePaths(entry: FieldEntry, doc: FormDocument): string[] {
  const childPath = entry.group.child_path;
  if (!childPath) return [entry.pathTemplate];
  const items = getValue(doc, childPath);
  return Array.isArray(items) ? items.map((_, i) => `${childPath}.${i}.${entry.field.path}`) : [];
}

/**
 * Takes out answers of fields backed by an external enumeration (federal states, tax offices) that
 * the given lists no longer offer, such as a tax office that was merged into another or a changed
 * state code, and the answers that depended on one taken out (a tax office of that state, a tax
 * number in its format), as choosing a new parent does (`onParentChanged`). Internal enumerations
 * change only with the model and are left to `removeInvalidFields`; an external enumeration missing
 * from `externalEnums` is not checked. Read-only fields hold the tax office's data and stay.
 */
export function removeStaleChoices(
  model: FormModel,
  doc: FormDocument,
  externalEnums: ExternalEnums,
): { document: FormDocument; removed: StaleChoice[] } {
  const internal = new Set(model.enumerations.internal.map((e) => e.id));
  let result = doc;
  const removed: StaleChoice[] = [];
  const take = (entry: FieldEntry, path: string, dependent: boolean) => {
    removed.push({ path, entry, dependent, relevant: isFieldRelevant(model, path, doc) });
    result = deleteValue(result, path);
    for (const child of childFieldsOf(model, path)) {
      const childEntry = findField(model, child);
      if (childEntry && !child.includes('*') && isFilled(getValue(result, child))) take(childEntry, child, true);
    }
  };
  for (const entry of allFields(model)) {
    const ref = entry.field.enumeration;
    if (!ref || internal.has(ref.id) || !externalEnums[ref.id] || entry.field.readOnly) continue;
    for (const path of concretePaths(entry, result)) {
      const value = getValue(result, path);
      if (!isFilled(value)) continue;
      const offered = new Set(enumerationOptions(model, path, result, externalEnums).map((o) => o.value));
      const values = Array.isArray(value) ? value : [value];
      if (values.every((v) => offered.has(String(v)))) continue;
      take(entry, path, false);
    }
  }
  return { document: result, removed };
}
