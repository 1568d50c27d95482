// Lookups over a parsed model: screens by name, fields by document path (item indices as `*`).
import type { FieldDef, FormModel, GroupDef, ScreenDef } from './types';

export interface FieldEntry {
  screen: ScreenDef;
  group: GroupDef;
  field: FieldDef;
  /** Absolute path; repeatable items appear as `*`, e.g. `donations.items.*.amount`. */
  pathTemplate: string;
}

const cache = new WeakMap<FormModel, { fields: FieldEntry[]; byTemplate: Map<string, FieldEntry> }>();

function index(model: FormModel) {
  let entry = cache.get(model);
  if (!entry) {
    const fields: FieldEntry[] = [];
    for (const screen of model.screens) {
      for (const group of screen.groups) {
        for (const field of group.fields) {
          const pathTemplate = group.child_path ? `${group.child_path}.*.${field.path}` : field.path;
          fields.push({ screen, group, field, pathTemplate });
        }
      }
    }
    entry = { fields, byTemplate: new Map(fields.map((f) => [f.pathTemplate, f])) };
    cache.set(model, entry);
  }
  return entry;
}

export function allFields(model: FormModel): FieldEntry[] {
  return index(model).fields;
}

/** Replaces numeric path segments by `*`. */
export function toTemplate(path: string): string {
  return path
    .split('.')
    .map((s) => (/^\d+$/.test(s) ? '*' : s))
    .join('.');
}

export function findField(model: FormModel, path: string): FieldEntry | undefined {
  return index(model).byTemplate.get(toTemplate(path));
}

export function findScreen(model: FormModel, name: string): ScreenDef | undefined {
  return model.screens.find((s) => s.name === name);
}

/** The item path (`donations.items.2`) of a concrete path inside a repeatable group, if any. */
export function itemPathOf(group: GroupDef, concretePath: string): string | undefined {
  if (!group.child_path) return undefined;
  const depth = group.child_path.split('.').length + 1;
  return concretePath.split('.').slice(0, depth).join('.');
}
