// Options of enumeration fields (internal ones from the model, external ones passed in) and parent/child clearing.
import { allFields, findField } from './model';
import { getValue, setValue, deleteValue } from './paths';
import { federalStatesEnumeration, taxOfficesEnumeration } from '../taxOffices';
import type { EnumOption, ExternalEnums, FormDocument, FormModel } from './types';

/** The external enumerations this project ships; callers may pass others (or fresher data). */
export const defaultExternalEnums: ExternalEnums = {
  [federalStatesEnumeration.id]: federalStatesEnumeration.data,
  [taxOfficesEnumeration.id]: taxOfficesEnumeration.data,
};

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
