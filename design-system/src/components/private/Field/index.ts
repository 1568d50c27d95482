export {
  Field,
  FieldGroup,
  FieldHint,
  FieldError,
  LabelText,
  describedByIds,
  fieldControlProps,
  fieldWiring,
  joinIds,
  type FieldBaseProps,
  type FieldControlProps,
  type FieldGroupBaseProps,
  type FieldGroupProps,
  type FieldMessages,
  type FieldProps,
  type FieldWiring,
} from './Field';
export * as fieldStyles from './Field.css';
