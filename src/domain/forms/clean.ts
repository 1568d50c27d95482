// Cleaning documents: drop invalid values on load, and before saving keep only what the user can see.
import { parseDisplayDate, formatIsoDate, parseIsoDate } from '../dates';
import { checkValue } from './validate';
import { canonicalIdentifier, canonicalMoney } from './customTypes';
import { documentToFormFields } from './formFields';
import { allFields, findField } from './model';
import { deleteValue, getValue, isFilled, setValue } from '../documentPaths';
import { isFieldRelevant } from './relevance';
import type { FormDocument, FormModel, ValidationContext } from './types';

/**
 * Removes values a loaded document must not carry: paths the model does not know, and values that
 * fail their field's type checks (an old draft, a changed model). Missing required values stay missing.
 */
export function removeInvalidFields(model: FormModel, doc: FormDocument, ctx: ValidationContext = { testMode: false }): FormDocument {
  let result: FormDocument = {};
  for (const { path, value } of documentToFormFields(doc)) {
    const entry = findField(model, path);
    if (!entry || !isFilled(value)) continue;
    if (!entry.field.readOnly && checkValue(model, entry.field, path, value, doc, ctx)) continue;
    result = setValue(result, path, value);
  }
  return compactArrays(result);
}

/** Sparse arrays left by dropped items are closed up. */
function compactArrays<T>(value: T): T {
  if (Array.isArray(value)) return value.filter((v) => v !== undefined && v !== null).map(compactArrays) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, compactArrays(v)])) as T;
  }
  return value;
}

/** A date as `YYYY-MM-DD`, also from `DD.MM.YYYY` or a Date; otherwise the value unchanged. */
export function normalizeDate(value: unknown): unknown {
  if (value instanceof Date && !Number.isNaN(value.getTime())) {
    return formatIsoDate({ year: value.getFullYear(), month: value.getMonth() + 1, day: value.getDate() });
  }
  if (typeof value === 'string') {
    const text = value.trim();
    if (parseIsoDate(text)) return text;
    const display = parseDisplayDate(text);
    if (display) return formatIsoDate(display);
    // An ISO timestamp from a date picker keeps its calendar day.
    const stamp = /^(\d{4}-\d{2}-\d{2})T/.exec(text);
    if (stamp && parseIsoDate(stamp[1])) return stamp[1];
  }
  return value;
}

/**
 * The document as it is saved: only relevant fields of displayed screens, strings trimmed, dates as
 * `YYYY-MM-DD`, IdNr, IBAN and Steuernummer without separators, transient fields removed, empty
 * repeatable items dropped.
 */
export function cleanDocument(model: FormModel, doc: FormDocument): FormDocument {
  let result: FormDocument = {};
  for (const entry of allFields(model)) {
    if (entry.field.transient) continue;
    const paths = entry.group.child_path
      ? (() => {
          const items = getValue(doc, entry.group.child_path);
          return Array.isArray(items) ? items.map((_, i) => `${entry.group.child_path}.${i}.${entry.field.path}`) : [];
        })()
      : [entry.pathTemplate];
    for (const path of paths) {
      let value = getValue(doc, path);
      if (!isFilled(value) || !isFieldRelevant(model, path, doc)) continue;
      if (entry.field.type === 'date') value = normalizeDate(value);
      else if (entry.field.type === 'money') value = canonicalMoney(value);
      else if (entry.field.type === 'IDNr' || entry.field.type === 'IBAN' || entry.field.type === 'Steuernummer') value = canonicalIdentifier(entry.field.type, value);
      else if (typeof value === 'string') value = value.trim();
      result = setValue(result, path, value);
    }
  }
  // Items whose every value was dropped leave holes; close them up, keeping the order.
  for (const screen of model.screens) {
    for (const group of screen.groups) {
      if (!group.child_path) continue;
      const items = getValue(result, group.child_path);
      if (Array.isArray(items)) {
        const kept = items.filter((item) => item && typeof item === 'object' && Object.keys(item).length > 0);
        result = kept.length ? setValue(result, group.child_path, kept) : deleteValue(result, group.child_path);
      }
    }
  }
  return result;
}
