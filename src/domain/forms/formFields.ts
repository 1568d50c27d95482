// Conversion between nested documents and the API's flat `formFields[{path, value}]`, and model renaming.
import { setValue } from '../documentPaths';
import type { FormDocument, FormField } from './types';

const isPlainObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/** Leaves of a document as dot paths; arrays of primitives (checkbox values) are one leaf, arrays of objects are items. */
export function documentToFormFields(doc: FormDocument): FormField[] {
  const fields: FormField[] = [];
  const walk = (value: unknown, path: string) => {
    if (isPlainObject(value)) {
      for (const [k, v] of Object.entries(value)) walk(v, path ? `${path}.${k}` : k);
    } else if (Array.isArray(value) && value.some(isPlainObject)) {
      value.forEach((v, i) => walk(v, `${path}.${i}`));
    } else if (value !== undefined && path) {
      fields.push({ path, value });
    }
  };
  walk(doc, '');
  return fields;
}

/** Builds a document from form fields; `YYYY-MM-DD` strings stay ISO strings (the document's date format). */
export function formFieldsToDocument(fields: readonly FormField[]): FormDocument {
  let doc: FormDocument = {};
  for (const { path, value } of fields) {
    if (typeof path !== 'string' || path === '') continue;
    doc = setValue(doc, path, value);
  }
  return doc;
}

/**
 * Switching the year model renames the form model name throughout the application state: object
 * keys and string values equal to `from` become `to`. Returns a new value.
 */
export function renameFormModel<T>(appState: T, from: string, to: string): T {
  const walk = (value: unknown): unknown => {
    if (value === from) return to;
    if (Array.isArray(value)) return value.map(walk);
    if (isPlainObject(value)) {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k === from ? to : k, walk(v)]));
    }
    return value;
  };
  return walk(appState) as T;
}
