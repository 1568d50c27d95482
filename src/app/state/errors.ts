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

/**
 * A value of a message's placeholder: shown as is, or `{ keys }`: texts named by keys (`app`, or
 * `ns:key` such as a form model's field label), translated when shown and written as a quoted list.
 */
export type MessageParam = string | number | { keys: string[] };

/** An `app` text with the values of its placeholders. */
export interface AppText {
  key: string;
  params?: Record<string, MessageParam>;
}

export interface AppError {
  id: string;
  category: ErrorCategory;
  /** An `app` key of the box's title, instead of the usual "An error occurred". */
  titleKey?: string;
  /** Text from the server (detailMessage), shown as is. */
  message?: string;
  /** An `app` namespace key, translated when shown so a language switch follows. */
  messageKey?: string;
  /** Values of `messageKey`'s placeholders. */
  messageParams?: Record<string, MessageParam>;
  /** Sentences shown after the message. */
  notes?: AppText[];
  sessionTicket?: string;
  /**
   * The way on the box offers: `orderNewAccessCode` when the server said this login's access code has
   * already sent this year's declaration (error body `code: accessCodeUsed`).
   */
  action?: 'orderNewAccessCode';
  /**
   * Raised while focus was on a control (a button far from the box, such as "Zur Zusammenfassung"):
   * the box answers that action and takes focus (set by `showErrorAtom`; docs/accessibility-contract.md, "Magnifiers").
   */
  answersAction?: boolean;
}

/** Errors no action of the user raises (a screen's lists changed, a page change not logged): they never take focus. */
const backgroundCategories: ReadonlySet<ErrorCategory> = new Set(['log-page-change-failed', 'wizard-external-enum-value-changed']);

/**
 * Whether focus is on a control the user just used (a button, a field, a link): an error raised now
 * answers that action. Focus on the page, on a heading or on `main` means a page was opened.
 */
function focusIsOnControl(): boolean {
  const active = typeof document === 'undefined' ? null : document.activeElement;
  if (!active || active === document.body || active.matches('h1, h2, main, [data-category]')) return false;
  return active.matches('button, a[href], input, select, textarea, summary, [role="button"], [role="combobox"], [role="radio"], [role="checkbox"], [contenteditable="true"]');
}

export const errorsAtom = atom<AppError[]>([]);

let counter = 0;

/** docs/product-spec.md §8: existing errors are cleared and the new one appears under its category. */
export const showErrorAtom = atom(null, (_get, set, error: Omit<AppError, 'id'>) => {
  counter += 1;
  const answersAction = error.answersAction ?? (!backgroundCategories.has(error.category) && focusIsOnControl());
  set(errorsAtom, [{ ...error, id: `error-${counter}`, answersAction }]);
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
