import { atom } from 'jotai';

/** docs/product-spec.md §8 categories; every API call declares which box its failure appears in. */
export const errorCategories = [
  'global',
  'login-failed',
  'registration-failed',
  'declaration-year-failed',
  'summary-sign-xml-and-submit-failed',
  'confirmation-request-new-access-code-failed',
  'wizard-change-screen-failed',
  'wizard-load-data-failed',
  'wizard-prepare-summary-failed',
  'wizard-prepare-form-model-failed',
  'wizard-external-enum-value-changed',
  'log-page-change-failed',
] as const;

export type ErrorCategory = (typeof errorCategories)[number];

export interface AppError {
  id: string;
  category: ErrorCategory;
  /** Text from the server (detailMessage), shown as is. */
  message?: string;
  /** An `app` namespace key, translated when shown so a language switch follows. */
  messageKey?: string;
  sessionTicket?: string;
}

export const errorsAtom = atom<AppError[]>([]);

let counter = 0;

/** docs/product-spec.md §8: existing errors are cleared and the new one appears under its category. */
export const showErrorAtom = atom(null, (_get, set, error: Omit<AppError, 'id'>) => {
  counter += 1;
  set(errorsAtom, [{ ...error, id: `error-${counter}` }]);
});

export const clearErrorsAtom = atom(null, (get, set) => {
  if (get(errorsAtom).length > 0) set(errorsAtom, []);
});

export const dismissErrorAtom = atom(null, (get, set, id: string) => {
  set(
    errorsAtom,
    get(errorsAtom).filter((e) => e.id !== id),
  );
});
