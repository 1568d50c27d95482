/** DOM id of a field's control: dots and brackets are not welcome in ids used as link targets. */
export const fieldId = (path: string) => `field-${path.replace(/[^A-Za-z0-9_-]/g, '-')}`;

/** The id an error link points to: radios and checkboxes are focused on their first option. */
export function errorTargetId(path: string, widget: 'radio' | 'checkboxes' | 'group' | 'other'): string {
  if (widget === 'radio' || widget === 'checkboxes') return `${fieldId(path)}-0`;
  if (widget === 'group') return `${fieldId(path)}-add`;
  return fieldId(path);
}
