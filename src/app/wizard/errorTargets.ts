import { findField, type FieldError, type FormModel } from '../../domain/forms';
import { errorTargetId } from './fieldIds';

/** The control an error link moves focus to. */
export function errorTarget(model: FormModel, path: string): string {
  const entry = findField(model, path);
  if (!entry) return errorTargetId(path, 'group');
  const { field } = entry;
  if (field.readOnly) return errorTargetId(path, 'other');
  if (field.widget === 'checkboxes' || field.multiple) return errorTargetId(path, 'checkboxes');
  if (field.widget === 'radio' || (field.type === 'boolean' && !field.widget)) return errorTargetId(path, 'radio');
  return errorTargetId(path, 'other');
}

/** The screen an error belongs to (a field's screen, or the screen of a repeatable group). */
export function screenOfError(model: FormModel, error: FieldError): string | undefined {
  const entry = findField(model, error.path);
  if (entry) return entry.screen.name;
  return model.screens.find((s) => s.groups.some((g) => g.child_path === error.path))?.name;
}
