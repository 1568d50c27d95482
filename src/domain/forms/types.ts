// Types of the declarative form models (see docs/form-models.md) and of the interpreter's inputs and outputs.

/** A declaration document: nested JSON, e.g. `{ filing: { joint: 'yes' }, donations: { items: [ … ] } }`. */
export type FormDocument = Record<string, unknown>;

export const FIELD_TYPES = [
  'string',
  'number',
  'money',
  'date',
  'boolean',
  'enumeration',
  'IDNr',
  'Steuernummer',
  'Bundesfinanzamtsnummer',
  'IBAN',
] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

export const WIDGETS = ['radio', 'select', 'combobox', 'checkboxes', 'text', 'money', 'date'] as const;
export type Widget = (typeof WIDGETS)[number];

export const MASKS = ['idNr', 'iban', 'taxNumber'] as const;
export type MaskName = (typeof MASKS)[number];

/**
 * A condition over document values. `field` is an absolute document path, or, inside a repeatable
 * group, a path relative to the current item when it starts with `./` (e.g. `./paidByTransfer`).
 */
export type Condition =
  | { field: string; equals: string | number | boolean }
  | { field: string; in: (string | number | boolean)[] }
  | { field: string; filled: boolean }
  | { all: Condition[] }
  | { any: Condition[] }
  | { not: Condition };

export interface EnumerationRef {
  /** Id of an internal enumeration of the model, or of an external one (`federalStates`, `taxOffices`). */
  id: string;
  /** Path of the parent field; only options whose `parentValue` equals the parent's value are offered. */
  parentField?: string;
}

export interface FieldDef {
  path: string;
  type: FieldType;
  labelKey: string;
  hintKey?: string;
  help_link?: string;
  required?: boolean;
  requiredIf?: Condition;
  max_length?: number;
  min?: number | string;
  max?: number | string;
  /** Number fields: the value must be a multiple of `step` counted from `min` (e.g. degrees 20…100 step 10). */
  step?: number;
  readOnly?: boolean;
  transient?: boolean;
  enumeration?: EnumerationRef;
  /** Enumeration fields holding several values (checkboxes): the value is an array of option values. */
  multiple?: boolean;
  relevantIf?: Condition;
  mask?: MaskName;
  /** For `mask: taxNumber` and type Steuernummer: path of the field holding the federal state code. */
  stateField?: string;
  /** Dates only: `birthDate` applies the birth-date rules (not before 1900-01-01, at least 18 years old). */
  dateKind?: 'birthDate';
  /** Strings: only the listed ISO country prefix is accepted for IBANs (the product needs a domestic account). */
  country?: string;
  autocomplete?: string;
  widget?: Widget;
  /**
   * The field's own error texts: a check's key without `validation.` (`required`, `date.invalid`, …) to a
   * text key of the model. They name the field fully ("Wählen Sie aus, ob Sie die Erklärung gemeinsam
   * abgeben."); without one the message is built from the field's kind and label.
   */
  errorMessages?: Partial<Record<string, string>>;
}

export type GroupRule =
  | { rule: 'atLeastOne'; fields: string[] }
  | { rule: 'sumAtMost'; fields: string[]; max?: number; maxField?: string }
  | { rule: 'requiredIf'; fields: string[]; when: Condition };

export interface NoticeDef {
  messageKey: string;
  tone: 'info' | 'warning';
  showIf: Condition;
}

export interface GroupDef {
  name: string;
  legendKey?: string;
  introKey?: string;
  /** Repeatable group: its items live in an array at this path; field paths are relative to the item. */
  child_path?: string;
  min_items?: number;
  max_items?: number;
  /** Label of one item (i18n key, parameter `{{number}}`) and of the add/remove actions. */
  itemLabelKey?: string;
  addLabelKey?: string;
  removeLabelKey?: string;
  relevantIf?: Condition;
  fields: FieldDef[];
  notices?: NoticeDef[];
  'field-group-validation'?: GroupRule;
  'field-group-validation-msg'?: string;
}

export interface ScreenDef {
  name: string;
  titleKey: string;
  introKey?: string;
  help_link?: string;
  groups: GroupDef[];
}

export interface EnumOption {
  value: string;
  labelKey?: string;
  label?: string;
  parentValue?: string;
}

export interface InternalEnumeration {
  id: string;
  options: EnumOption[];
}

export interface NavItemDef {
  screenName: string;
  primary: boolean;
}

export interface DependentScreen {
  screenName: string;
  condField: string;
  condValue: string;
}

export interface HeaderNames {
  /** Person A's first and last name. */
  personA: { firstName: string; lastName: string };
  /** Person B's first name (used when `jointIf` holds). */
  personB: { firstName: string };
  jointIf: Condition;
}

export interface FormModel {
  $comment?: string;
  formModelName: string;
  dataModelNames: string[];
  year: number;
  titleKey: string;
  screens: ScreenDef[];
  enumerations: {
    internal: InternalEnumeration[];
    external: string[];
  };
  nav_items: NavItemDef[];
  dependent_screens: DependentScreen[];
  dynamic_header_names: HeaderNames;
}

/** An option as the UI offers it: label resolved by the caller when `labelKey` is given. */
export interface ExternalEnumOption {
  value: string;
  label: string;
  parentValue?: string;
}
export type ExternalEnums = Record<string, ExternalEnumOption[]>;

export interface ValidationContext {
  testMode: boolean;
  /** Today's date for age rules; defaults to now. */
  today?: Date;
  externalEnums?: ExternalEnums;
}

export interface FieldError {
  path: string;
  messageKey: string;
  /** i18next namespace of the key: `validation` (keys `validation.*` of the validators) or `model` (group messages). */
  ns: 'validation' | 'model';
  params?: Record<string, string | number>;
}

export interface NavState {
  /** Names of screens the user has visited. */
  visited: string[];
  current?: string;
}

export interface NavItem {
  name: string;
  /** The i18n key of the screen title (namespace `model`). */
  title: string;
  isVisited: boolean;
  isPrimaryNode: boolean;
  isDisplayed: boolean;
  isCurrent: boolean;
}

export interface FormField {
  path: string;
  value: unknown;
}
