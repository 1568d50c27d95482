// Dot paths with numeric indices (`donations.items.0.amount`) into nested documents, without mutation.
// Shared by the form engine (./forms) and the declaration's reader (./declaration), which the summary uses without the engine.
import type { FormDocument } from './forms/types';

function segments(path: string): string[] {
  return path === '' ? [] : path.split('.');
}

const isIndex = (segment: string): boolean => /^\d+$/.test(segment);

export function getValue(doc: unknown, path: string): unknown {
  let current: unknown = doc;
  for (const segment of segments(path)) {
    if (current === null || typeof current !== 'object') return undefined;
    if (Array.isArray(current)) {
      if (!isIndex(segment)) return undefined;
      current = current[Number(segment)];
    } else {
      // Own properties only, so `__proto__` or `constructor` in a path never reaches the prototype.
      if (!Object.prototype.hasOwnProperty.call(current, segment)) return undefined;
      current = (current as Record<string, unknown>)[segment];
    }
  }
  return current;
}

const FORBIDDEN = new Set(['__proto__', 'prototype', 'constructor']);

function assign(container: unknown, rest: string[], value: unknown, remove: boolean): unknown {
  const [head, ...tail] = rest;
  if (FORBIDDEN.has(head)) throw new Error(`Invalid path segment: ${head}`);
  const index = isIndex(head);
  const base: unknown =
    container !== null && typeof container === 'object' ? container : index ? [] : {};
  const copy: Record<string, unknown> | unknown[] = Array.isArray(base)
    ? [...base]
    : { ...(base as Record<string, unknown>) };
  const key = Array.isArray(copy) ? Number(head) : head;
  const currentChild = (copy as Record<string | number, unknown>)[key];
  if (tail.length === 0) {
    if (remove) {
      if (Array.isArray(copy)) copy.splice(key as number, 1);
      else delete (copy as Record<string, unknown>)[head];
    } else {
      (copy as Record<string | number, unknown>)[key] = value;
    }
    return copy;
  }
  if (remove && (currentChild === null || typeof currentChild !== 'object')) return base;
  (copy as Record<string | number, unknown>)[key] = assign(currentChild, tail, value, remove);
  return copy;
}

/** Returns a new document with the value set; missing objects and arrays on the way are created. */
export function setValue<T extends FormDocument>(doc: T, path: string, value: unknown): T {
  const parts = segments(path);
  if (parts.length === 0) throw new Error('Empty path');
  return assign(doc, parts, value, false) as T;
}

/** Returns a new document without the value (array items are spliced out). */
export function deleteValue<T extends FormDocument>(doc: T, path: string): T {
  const parts = segments(path);
  if (parts.length === 0) throw new Error('Empty path');
  const parent = getValue(doc, parts.slice(0, -1).join('.'));
  if (parent === null || typeof parent !== 'object') return doc;
  if (getValue(doc, path) === undefined && !Array.isArray(parent)) return doc;
  return assign(doc, parts, undefined, true) as T;
}

/** Joins path parts, skipping empty ones. */
export function joinPath(...parts: (string | number | undefined)[]): string {
  return parts.filter((p) => p !== undefined && p !== '').join('.');
}

/** A value counts as filled when it is not undefined/null, not a blank string and not an empty array. */
export function isFilled(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return true;
}
