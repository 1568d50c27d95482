// The form-model interpreter: pure functions shared by the browser and the server.
export * from './types';
export { FormModelError, type FormModelErrorCode } from './errors';
export { parseFormModel, crossCheck } from './parse';
export { FormModelSchema } from './schema';
export { getValue, setValue, deleteValue, isFilled } from '../documentPaths';
export { allFields, findField, findScreen, toTemplate, type FieldEntry } from './model';
export { evaluateCondition, isFieldRelevant, isGroupRelevant, effectiveValue } from './relevance';
export {
  isScreenDisplayed,
  displayedScreens,
  nextScreen,
  previousScreen,
  resolveScreen,
  resetHiddenVisited,
  markVisited,
  navItems,
  stepOf,
  isReadOnlyScreen,
  nextScreenToRecheck,
  questionScreenOf,
} from './navigation';
export { enumerationOptions, onParentChanged, childFieldsOf, defaultExternalEnums, externalEnumsFrom, removeStaleChoices, type OptionView, type StaleChoice } from './enumerations';
export { validateField, validateScreen, validateDocument, firstBlockingScreen, itemPaths, isRequired } from './validate';
export { errorMessage, renderMessage, fieldKind, canRemoveItem, itemName, removeItemName, type MessageText, type MessageNamespace, type Translate, type FieldKind } from './errorMessages';
export { removeInvalidFields, cleanDocument, normalizeDate } from './clean';
export { documentToFormFields, formFieldsToDocument, renameFormModel } from './formFields';
export { headerNames, type UserName } from './header';
