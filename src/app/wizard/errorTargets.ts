import { findField, type FieldError, type FormModel } from '../../domain/forms';
import { errorTargetId } from './fieldIds';

/** The repeatable group whose item `path` is (`donations.items.1`), if it is one. */
function groupOfItem(model: FormModel, path: string) {
  const parent = path.split('.').slice(0, -1).join('.');
  if (!/\.\d+$/.test(path)) return undefined;
  for (const screen of model.screens) for (const group of screen.groups) if (group.child_path === parent) return { screen, group };
  return undefined;
}

/** The control an error link moves focus to (an item as a whole: its remove button, which its message offers). */
export function errorTarget(model: FormModel, path: string): string {
  const entry = findField(model, path);
  if (!entry) return errorTargetId(path, groupOfItem(model, path) ? 'item' : 'group');
  const { field } = entry;
  if (field.readOnly) return errorTargetId(path, 'other');
  if (field.widget === 'checkboxes' || field.multiple) return errorTargetId(path, 'checkboxes');
  if (field.widget === 'radio' || (field.type === 'boolean' && !field.widget)) return errorTargetId(path, 'radio');
  return errorTargetId(path, 'other');
}

/** The screen an error belongs to (a field's screen, or the screen of a repeatable group or of its item). */
export function screenOfError(model: FormModel, error: FieldError): string | undefined {
  const entry = findField(model, error.path);
  if (entry) return entry.screen.name;
  const item = groupOfItem(model, error.path);
  if (item) return item.screen.name;
  return model.screens.find((s) => s.groups.some((g) => g.child_path === error.path))?.name;
}
