// Field, screen and document validation against a model; the same code runs in the browser and the server.
import { parseIsoDate, toDisplayDate } from '../dates';
import { validateBirthDate } from '../validators/birthDate';
import { validateIdNr } from '../validators/idNr';
import { ibanMessageParams, validateIban } from '../validators/iban';
import { validateMaxLength } from '../validators/required';
import { validateMoneyValue, validateStoredTaxNumber, validateTaxOffice } from './customTypes';
import { taxNumberMessageParams } from '../validators/taxNumber';
import { canRemoveItem } from './errorMessages';
import { moneyCents } from '../money';
import { isAllowedOption } from './enumerations';
import { findField, findScreen, type FieldEntry } from './model';
import { getValue, isFilled, joinPath } from '../documentPaths';
import { evaluateCondition, isFieldRelevant, isGroupRelevant, isScreenDisplayed } from './relevance';
import type { FieldDef, FieldError, FormDocument, FormModel, GroupDef, ValidationContext } from './types';

const err = (path: string, messageKey: string, params?: FieldError['params']): FieldError =>
  params ? { path, messageKey, ns: 'validation', params } : { path, messageKey, ns: 'validation' };

function itemPathFor(group: GroupDef, path: string): string | undefined {
  return group.child_path ? path.split('.').slice(0, group.child_path.split('.').length + 1).join('.') : undefined;
}

export function isRequired(model: FormModel, entry: FieldEntry, path: string, doc: FormDocument): boolean {
  if (entry.field.required) return true;
  return entry.field.requiredIf ? evaluateCondition(model, entry.field.requiredIf, doc, itemPathFor(entry.group, path)) : false;
}

/** Type and range checks of a filled value; null when fine. */
export function checkValue(model: FormModel, field: FieldDef, path: string, value: unknown, doc: FormDocument, ctx: ValidationContext): FieldError | null {
  const text = typeof value === 'string' ? value.trim() : value;
  switch (field.type) {
    case 'string': {
      if (typeof text !== 'string') return err(path, 'validation.invalid');
      break;
    }
    case 'number': {
      const n = typeof text === 'number' ? text : typeof text === 'string' && /^-?\d+$/.test(text) ? Number(text) : NaN;
      if (!Number.isFinite(n)) return err(path, 'validation.number.integer');
      const min = typeof field.min === 'number' ? field.min : undefined;
      const max = typeof field.max === 'number' ? field.max : undefined;
      if (min !== undefined && max !== undefined && (n < min || n > max)) return err(path, 'validation.number.range', { min, max });
      if (min !== undefined && n < min) return err(path, 'validation.number.min', { min });
      if (max !== undefined && n > max) return err(path, 'validation.number.max', { max });
      if (field.step && (n - (min ?? 0)) % field.step !== 0) return err(path, 'validation.number.invalid');
      break;
    }
    case 'money': {
      const key = validateMoneyValue(text);
      if (key) return err(path, key);
      const cents = moneyCents(text) ?? 0;
      if (typeof field.min === 'number' && cents < field.min * 100) return err(path, 'validation.number.min', { min: field.min });
      if (typeof field.max === 'number' && cents > field.max * 100) return err(path, 'validation.number.max', { max: field.max });
      break;
    }
    case 'date': {
      if (typeof text !== 'string' || !parseIsoDate(text)) return err(path, 'validation.date.invalid');
      if (field.dateKind === 'birthDate') {
        const key = validateBirthDate(toDisplayDate(text), ctx.today ?? new Date());
        if (key) return err(path, key);
      }
      break;
    }
    case 'boolean': {
      if (text !== 'yes' && text !== 'no') return err(path, 'validation.invalid');
      break;
    }
    case 'enumeration': {
      const values = field.multiple ? (Array.isArray(value) ? value : null) : [text];
      if (!values || values.some((v) => typeof v !== 'string' || !isAllowedOption(model, path, v, doc, ctx.externalEnums))) {
        return err(path, 'validation.invalid');
      }
      break;
    }
    case 'IDNr': {
      const key = validateIdNr(typeof text === 'string' ? text : '', { testMode: ctx.testMode });
      if (key) return err(path, key);
      break;
    }
    case 'IBAN': {
      const iban = typeof text === 'string' ? text : '';
      const key = validateIban(iban, { germanOnly: (field.country ?? 'DE') === 'DE' });
      if (key) return err(path, key, ibanMessageParams(key, iban));
      break;
    }
    case 'Steuernummer': {
      const state = field.stateField ? getValue(doc, field.stateField) : undefined;
      const stored = typeof text === 'string' ? text : '';
      const key = validateStoredTaxNumber(stored, typeof state === 'string' ? state : undefined);
      if (key) return err(path, key, taxNumberMessageParams(key, typeof state === 'string' ? state : stored.split('@')[1]));
      break;
    }
    case 'Bundesfinanzamtsnummer': {
      const parent = field.enumeration?.parentField ? getValue(doc, field.enumeration.parentField) : undefined;
      const key = validateTaxOffice(typeof text === 'string' ? text : '', typeof parent === 'string' ? parent : undefined);
      if (key) return err(path, key);
      break;
    }
  }
  if (field.max_length !== undefined && (field.type === 'string' || field.type === 'number')) {
    const key = validateMaxLength(String(text), field.max_length);
    if (key) return err(path, key, { max: field.max_length });
  }
  return null;
}

/**
 * Errors of one field at a concrete path (relevance is the caller's concern): required, then type,
 * custom type, length and range. Read-only fields hold the tax office's data and are not checked.
 */
export function validateField(model: FormModel, path: string, doc: FormDocument, ctx: ValidationContext): FieldError | null {
  const entry = findField(model, path);
  if (!entry) return err(path, 'validation.invalid');
  if (entry.field.readOnly) return null;
  const value = getValue(doc, path);
  if (!isFilled(value)) return isRequired(model, entry, path, doc) ? err(path, 'validation.required') : null;
  return checkValue(model, entry.field, path, value, doc, ctx);
}

function groupFieldPath(group: GroupDef, fieldPath: string, itemPath?: string): string {
  return itemPath ? joinPath(itemPath, fieldPath) : fieldPath;
}

/**
 * A list entry with none of its rule's fields filled that is not an empty entry to remove (those get one
 * message in `validateGroup`): the only entry, or one with another answer given. It keeps its fields'
 * errors; without required fields, it is asked for the rule's first field.
 */
function emptyItemErrors(errors: FieldError[], itemPath: string, firstPath: string): FieldError[] {
  if (errors.some((e) => e.path.startsWith(`${itemPath}.`))) return errors;
  return [err(firstPath, 'validation.required'), ...errors];
}

/** Whether no relevant field of a list entry holds a value. */
function isEmptyItem(model: FormModel, group: GroupDef, itemPath: string, doc: FormDocument): boolean {
  return !group.fields.some((field) => {
    const path = joinPath(itemPath, field.path);
    return isFieldRelevant(model, path, doc) && isFilled(getValue(doc, path));
  });
}

/**
 * The one message of an empty entry that can be removed, at the entry (its link leads to the remove
 * button): the model's message of its `atLeastOne` rule, else the shared one. Both offer filling it in or
 * removing it.
 */
function emptyItemError(group: GroupDef, itemPath: string): FieldError {
  const number = Number(itemPath.split('.').at(-1)) + 1;
  const rule = group['field-group-validation'];
  const key = rule?.rule === 'atLeastOne' ? group['field-group-validation-msg'] : undefined;
  return key ? { path: itemPath, messageKey: key, ns: 'model', params: { number } } : { path: itemPath, messageKey: 'validation.entry.empty', ns: 'validation', params: { number } };
}

/**
 * Applies a group rule to one group instance; a failing rule replaces its fields' errors by one group
 * message, except a list entry with none of the rule's fields filled (see `emptyItemErrors`).
 */
function applyGroupRule(model: FormModel, group: GroupDef, errors: FieldError[], doc: FormDocument, itemPath?: string): FieldError[] {
  const rule = group['field-group-validation'];
  if (!rule) return errors;
  const paths = rule.fields.map((f) => groupFieldPath(group, f, itemPath));
  let failed = false;
  switch (rule.rule) {
    case 'atLeastOne':
      failed = !paths.some((p) => isFilled(getValue(doc, p)));
      break;
    case 'requiredIf':
      failed = evaluateCondition(model, rule.when, doc, itemPath) && paths.some((p) => !isFilled(getValue(doc, p)));
      break;
    case 'sumAtMost': {
      // Only when every summand is a valid amount; format errors stay on their fields.
      const cents = paths.map((p) => (isFilled(getValue(doc, p)) ? moneyCents(getValue(doc, p)) : 0));
      if (cents.some((c) => c === null)) break;
      const sum = (cents as number[]).reduce((a, b) => a + b, 0);
      let limit: number | null = null;
      if (rule.maxField) {
        const maxValue = getValue(doc, groupFieldPath(group, rule.maxField, itemPath));
        limit = isFilled(maxValue) ? moneyCents(maxValue) : null;
      } else if (rule.max !== undefined) limit = Math.round(rule.max * 100);
      failed = limit !== null && sum > limit;
      break;
    }
  }
  if (!failed) return errors;
  if (rule.rule === 'atLeastOne' && itemPath !== undefined) return emptyItemErrors(errors, itemPath, paths[0]);
  const kept = errors.filter((e) => !paths.includes(e.path));
  const message: FieldError = { path: paths[0], messageKey: group['field-group-validation-msg'] ?? 'validation.invalid', ns: group['field-group-validation-msg'] ? 'model' : 'validation' };
  // The group message stands at its field's place: the error summary follows the order on the screen.
  const order = (path: string) => group.fields.findIndex((f) => groupFieldPath(group, f.path, itemPath) === path);
  const at = kept.filter((e) => order(e.path) < order(message.path)).length;
  return [...kept.slice(0, at), message, ...kept.slice(at)];
}

/** Concrete item paths of a repeatable group, e.g. `donations.items.0`. */
export function itemPaths(group: GroupDef, doc: FormDocument): string[] {
  if (!group.child_path) return [];
  const items = getValue(doc, group.child_path);
  return Array.isArray(items) ? items.map((_, i) => `${group.child_path}.${i}`) : [];
}

function validateGroup(model: FormModel, group: GroupDef, doc: FormDocument, ctx: ValidationContext): FieldError[] {
  if (!isGroupRelevant(model, group, doc)) return [];
  const instances: (string | undefined)[] = group.child_path ? itemPaths(group, doc) : [undefined];
  const errors: FieldError[] = [];
  if (group.child_path) {
    const count = instances.length;
    if (group.min_items !== undefined && count < group.min_items) {
      errors.push({ path: group.child_path, messageKey: 'validation.items.min', ns: 'model', params: { min: group.min_items } });
    }
    if (group.max_items !== undefined && count > group.max_items) {
      errors.push({ path: group.child_path, messageKey: 'validation.items.max', ns: 'model', params: { max: group.max_items } });
    }
  }
  const removable = canRemoveItem(group, instances.length);
  for (const itemPath of instances) {
    // An empty entry that can be removed gets one message, not one per field (the entry's fields are
    // then left unmarked); a partly filled one keeps its fields' messages.
    if (itemPath !== undefined && removable && isEmptyItem(model, group, itemPath, doc)) {
      errors.push(emptyItemError(group, itemPath));
      continue;
    }
    let instanceErrors: FieldError[] = [];
    for (const field of group.fields) {
      const path = groupFieldPath(group, field.path, itemPath);
      if (!isFieldRelevant(model, path, doc)) continue;
      const e = validateField(model, path, doc, ctx);
      if (e) instanceErrors.push(e);
    }
    instanceErrors = applyGroupRule(model, group, instanceErrors, doc, itemPath);
    errors.push(...instanceErrors);
  }
  return errors;
}

/** Errors of a displayed screen's relevant fields in screen order; a hidden screen has none. */
export function validateScreen(model: FormModel, screenName: string, doc: FormDocument, ctx: ValidationContext): FieldError[] {
  const screen = findScreen(model, screenName);
  if (!screen || !isScreenDisplayed(model, screenName, doc)) return [];
  return screen.groups.flatMap((g) => validateGroup(model, g, doc, ctx));
}

/**
 * A forward jump (the timeline menu) is a shortcut for Next, Next, …: the first displayed screen
 * from `from` up to, not including, `to` that has errors, with its errors; undefined when the
 * jump may go ahead. A jump backwards is like Back and is never held up.
 */
export function firstBlockingScreen(
  model: FormModel,
  from: string,
  to: string,
  doc: FormDocument,
  ctx: ValidationContext,
): { screen: string; errors: FieldError[] } | undefined {
  const names = model.screens.map((s) => s.name);
  const start = names.indexOf(from);
  const end = names.indexOf(to);
  if (start < 0 || end <= start) return undefined;
  for (const name of names.slice(start, end)) {
    const errors = validateScreen(model, name, doc, ctx);
    if (errors.length > 0) return { screen: name, errors };
  }
  return undefined;
}

/** Errors of the whole document, honouring dependent screens and relevance. */
export function validateDocument(model: FormModel, doc: FormDocument, ctx: ValidationContext): FieldError[] {
  return model.screens.flatMap((s) => validateScreen(model, s.name, doc, ctx));
}
