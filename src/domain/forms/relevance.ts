// Conditions, dependent screens and field relevance. A value counts only where the user can see it:
// a condition reads a field's value only while that field's screen is displayed and the field relevant.
import { findField, findScreen } from './model';
import { getValue, isFilled } from '../documentPaths';
import type { Condition, FormDocument, FormModel, GroupDef, FieldDef } from './types';

/** Resolves `./x` against the current repeatable item path. */
export function resolveConditionPath(field: string, itemPath?: string): string {
  if (field.startsWith('./')) {
    if (!itemPath) throw new Error(`Relative condition path outside a repeatable group: ${field}`);
    return `${itemPath}.${field.slice(2)}`;
  }
  return field;
}

const sameValue = (a: unknown, b: unknown): boolean => a === b || (a !== undefined && a !== null && String(a) === String(b));

export function evaluateCondition(
  model: FormModel,
  condition: Condition,
  doc: FormDocument,
  itemPath?: string,
  seen: Set<string> = new Set(),
): boolean {
  if ('all' in condition) return condition.all.every((c) => evaluateCondition(model, c, doc, itemPath, seen));
  if ('any' in condition) return condition.any.some((c) => evaluateCondition(model, c, doc, itemPath, seen));
  if ('not' in condition) return !evaluateCondition(model, condition.not, doc, itemPath, seen);
  const value = effectiveValue(model, doc, resolveConditionPath(condition.field, itemPath), seen);
  if ('equals' in condition) {
    return Array.isArray(value) ? value.some((v) => sameValue(v, condition.equals)) : sameValue(value, condition.equals);
  }
  if ('in' in condition) {
    return Array.isArray(value)
      ? value.some((v) => condition.in.some((c) => sameValue(v, c)))
      : condition.in.some((c) => sameValue(value, c));
  }
  return isFilled(value) === condition.filled;
}

/**
 * Whether a screen is displayed: a screen without dependent_screens entries always is; with entries
 * it is displayed when any entry's condField value equals its condValue.
 */
export function isScreenDisplayed(model: FormModel, screenName: string, doc: FormDocument, seen: Set<string> = new Set()): boolean {
  if (!findScreen(model, screenName)) return false;
  const entries = model.dependent_screens.filter((d) => d.screenName === screenName);
  if (entries.length === 0) return true;
  const key = `screen:${screenName}`;
  // A cycle of dependencies cannot make a screen visible.
  if (seen.has(key)) return false;
  const next = new Set(seen).add(key);
  return entries.some((d) => sameValue(effectiveValue(model, doc, d.condField, next), d.condValue));
}

export function isGroupRelevant(model: FormModel, group: GroupDef, doc: FormDocument, seen: Set<string> = new Set()): boolean {
  return !group.relevantIf || evaluateCondition(model, group.relevantIf, doc, undefined, seen);
}

/** Whether the field at a concrete path is shown: screen displayed, group and field relevant. */
export function isFieldRelevant(model: FormModel, path: string, doc: FormDocument, seen: Set<string> = new Set()): boolean {
  const entry = findField(model, path);
  if (!entry) return false;
  const key = `field:${path}`;
  if (seen.has(key)) return false;
  const next = new Set(seen).add(key);
  if (!isScreenDisplayed(model, entry.screen.name, doc, next)) return false;
  if (!isGroupRelevant(model, entry.group, doc, next)) return false;
  return fieldConditionHolds(model, entry.group, entry.field, path, doc, next);
}

function fieldConditionHolds(model: FormModel, group: GroupDef, field: FieldDef, path: string, doc: FormDocument, seen: Set<string>): boolean {
  if (!field.relevantIf) return true;
  const itemPath = group.child_path ? path.split('.').slice(0, group.child_path.split('.').length + 1).join('.') : undefined;
  return evaluateCondition(model, field.relevantIf, doc, itemPath, seen);
}

/** The value at a path as far as it counts: undefined when the model's field there is not relevant. */
export function effectiveValue(model: FormModel, doc: FormDocument, path: string, seen: Set<string> = new Set()): unknown {
  const value = getValue(doc, path);
  if (value === undefined) return undefined;
  // Paths outside the model's fields (none in our models) are read as they are.
  if (!findField(model, path)) return value;
  return isFieldRelevant(model, path, doc, seen) ? value : undefined;
}
