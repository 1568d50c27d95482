export { Field, FieldHint, FieldError, LabelText, describedByIds, type FieldProps, type FieldMessages } from './Field';
export * as fieldStyles from './Field.css';
