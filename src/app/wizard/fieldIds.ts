/** DOM id of a field's control: dots and brackets are not welcome in ids used as link targets. */
export const fieldId = (path: string) => `field-${path.replace(/[^A-Za-z0-9_-]/g, '-')}`;

/**
 * The id an error link points to: radios and checkboxes are focused on their first option, a
 * repeatable group on its add button, one of its items on that item's remove button.
 */
export function errorTargetId(path: string, widget: 'radio' | 'checkboxes' | 'group' | 'item' | 'other'): string {
  if (widget === 'radio' || widget === 'checkboxes') return `${fieldId(path)}-0`;
  if (widget === 'group') return `${fieldId(path)}-add`;
  if (widget === 'item') return `${fieldId(path)}-remove`;
  return fieldId(path);
}
