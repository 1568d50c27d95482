// The valibot schema of a form model file; unknown keys are rejected so typos surface at load time.
import * as v from 'valibot';
import { FIELD_TYPES, MASKS, WIDGETS, type Condition } from './types';
import { validationKeys } from '../validators/messages';

/** The checks a field may give its own error text for: validator keys without `validation.`. */
const checkNames = validationKeys.map((k) => k.slice('validation.'.length));

const key = v.pipe(v.string(), v.regex(/^[A-Za-z][\w-]*(\.[\w-]+)*$/, 'must be a dotted i18n key'));
const path = v.pipe(v.string(), v.regex(/^[A-Za-z][\w]*(\.[A-Za-z][\w]*)*$/, 'must be a dotted document path'));
const conditionPath = v.pipe(v.string(), v.regex(/^(\.\/)?[A-Za-z][\w]*(\.[A-Za-z][\w]*)*$/, 'must be a document path or ./relative path'));
const name = v.pipe(v.string(), v.regex(/^[A-Za-z][\w]*$/, 'must be a simple name'));
const scalar = v.union([v.string(), v.number(), v.boolean()]);

export const ConditionSchema: v.GenericSchema<Condition> = v.lazy(() =>
  v.union([
    v.strictObject({ field: conditionPath, equals: scalar }),
    v.strictObject({ field: conditionPath, in: v.pipe(v.array(scalar), v.minLength(1)) }),
    v.strictObject({ field: conditionPath, filled: v.boolean() }),
    v.strictObject({ all: v.pipe(v.array(ConditionSchema), v.minLength(1)) }),
    v.strictObject({ any: v.pipe(v.array(ConditionSchema), v.minLength(1)) }),
    v.strictObject({ not: ConditionSchema }),
  ]),
);

const bound = v.union([v.number(), v.string()]);

export const FieldSchema = v.strictObject({
  path,
  type: v.picklist(FIELD_TYPES, `type must be one of ${FIELD_TYPES.join(', ')}`),
  labelKey: key,
  hintKey: v.optional(key),
  help_link: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z][\w-]*#[A-Za-z][\w-]*$/, 'help_link must be topic#element'))),
  required: v.optional(v.boolean()),
  requiredIf: v.optional(ConditionSchema),
  max_length: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  min: v.optional(bound),
  max: v.optional(bound),
  step: v.optional(v.pipe(v.number(), v.minValue(1))),
  readOnly: v.optional(v.boolean()),
  transient: v.optional(v.boolean()),
  enumeration: v.optional(v.strictObject({ id: name, parentField: v.optional(path) })),
  multiple: v.optional(v.boolean()),
  relevantIf: v.optional(ConditionSchema),
  mask: v.optional(v.picklist(MASKS)),
  stateField: v.optional(path),
  dateKind: v.optional(v.picklist(['birthDate'])),
  country: v.optional(v.pipe(v.string(), v.regex(/^[A-Z]{2}$/))),
  autocomplete: v.optional(v.string()),
  widget: v.optional(v.picklist(WIDGETS)),
  errorMessages: v.optional(v.record(v.picklist(checkNames, `errorMessages keys must be one of ${checkNames.join(', ')}`), key)),
});

const GroupRuleSchema = v.union([
  v.strictObject({ rule: v.literal('atLeastOne'), fields: v.pipe(v.array(path), v.minLength(1)) }),
  v.strictObject({
    rule: v.literal('sumAtMost'),
    fields: v.pipe(v.array(path), v.minLength(1)),
    max: v.optional(v.number()),
    maxField: v.optional(path),
  }),
  v.strictObject({ rule: v.literal('requiredIf'), fields: v.pipe(v.array(path), v.minLength(1)), when: ConditionSchema }),
]);

export const GroupSchema = v.strictObject({
  name,
  legendKey: v.optional(key),
  introKey: v.optional(key),
  child_path: v.optional(path),
  min_items: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
  max_items: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  itemLabelKey: v.optional(key),
  addLabelKey: v.optional(key),
  removeLabelKey: v.optional(key),
  relevantIf: v.optional(ConditionSchema),
  fields: v.pipe(v.array(FieldSchema), v.minLength(1, 'a group needs at least one field')),
  notices: v.optional(v.array(v.strictObject({ messageKey: key, tone: v.picklist(['info', 'warning']), showIf: ConditionSchema }))),
  'field-group-validation': v.optional(GroupRuleSchema),
  'field-group-validation-msg': v.optional(key),
});

export const ScreenSchema = v.strictObject({
  name,
  titleKey: key,
  introKey: v.optional(key),
  help_link: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z][\w-]*#[A-Za-z][\w-]*$/, 'help_link must be topic#element'))),
  groups: v.array(GroupSchema),
});

export const FormModelSchema = v.strictObject({
  $comment: v.optional(v.string()),
  formModelName: v.pipe(v.string(), v.regex(/^[A-Za-z][\w]*$/)),
  dataModelNames: v.pipe(v.array(v.pipe(v.string(), v.minLength(1))), v.minLength(1)),
  year: v.pipe(v.number(), v.integer(), v.minValue(2000), v.maxValue(2100)),
  titleKey: key,
  screens: v.pipe(v.array(ScreenSchema), v.minLength(1, 'a model needs at least one screen')),
  enumerations: v.strictObject({
    internal: v.array(
      v.strictObject({
        id: name,
        options: v.pipe(
          v.array(v.strictObject({ value: v.string(), labelKey: v.optional(key), label: v.optional(v.string()), parentValue: v.optional(v.string()) })),
          v.minLength(1),
        ),
      }),
    ),
    external: v.array(name),
  }),
  nav_items: v.array(v.strictObject({ screenName: name, primary: v.boolean() })),
  dependent_screens: v.array(v.strictObject({ screenName: name, condField: path, condValue: v.string() })),
  dynamic_header_names: v.strictObject({
    personA: v.strictObject({ firstName: path, lastName: path }),
    personB: v.strictObject({ firstName: path }),
    jointIf: ConditionSchema,
  }),
});
