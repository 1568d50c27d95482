import { useCallback, useMemo } from 'react';
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import type { TFunction } from 'i18next';
import {
  childFieldsOf,
  deleteValue,
  getValue,
  onParentChanged,
  resetHiddenVisited,
  setValue,
  validateScreen,
  type ExternalEnums,
  type FieldError,
  type FormDocument,
  type FormModel,
} from '../../domain/forms';
import { propertiesAtom } from '../state/properties';
import { wizardActivityAtom, wizardAtom, wizardValidationAtom } from '../state/wizard';
import type { WizardForm, WizardText } from './WizardFormContext';

interface Options {
  model: FormModel;
  document: FormDocument;
  externalEnums: ExternalEnums;
  /** The shown screen's messages of the last validation still standing at their fields. */
  errors: FieldError[];
  openHelp: WizardForm['openHelp'];
  modelText: WizardText['model'];
  errorText: WizardText['error'];
  /** The `wizard` namespace's translation. */
  t: TFunction<'wizard'>;
  language: string;
}

/** What the screen's fields read and change through the WizardFormContext. */
export function useWizardFormValue({ model, document, externalEnums, errors, openHelp, modelText, errorText, t, language }: Options): WizardForm {
  const store = useStore();
  const setWizard = useSetAtom(wizardAtom);
  const setActivity = useSetAtom(wizardActivityAtom);
  const setValidation = useSetAtom(wizardValidationAtom);
  const { testMode } = useAtomValue(propertiesAtom);

  const updateDocument = useCallback(
    (update: (doc: FormDocument) => FormDocument) => {
      const next = update(store.get(wizardAtom).document);
      setWizard((w) => ({ ...w, document: next }));
      // Screens hidden by this answer read as unvisited when they come back (docs/product-spec.md §4).
      setActivity((a) => ({ ...a, visited: resetHiddenVisited(model, next, a.visited) }));
    },
    [store, setWizard, setActivity, model],
  );

  /**
   * Takes the messages whose answer is now valid off their fields, checked as Next checks (the whole
   * screen: a message can also go for another field's answer, such as a larger cost for its
   * reimbursement). A message once gone stays gone until the next Next, which also renews the error
   * summary; no message is added before it (docs/decisions.md, Forms).
   */
  const settle = useCallback(() => {
    const shown = store.get(wizardValidationAtom);
    if (!shown) return;
    const standing = new Set(validateScreen(model, shown.screen, store.get(wizardAtom).document, { testMode }).map((e) => e.path));
    const cleared = new Set(shown.cleared);
    for (const error of shown.errors) if (!standing.has(error.path)) cleared.add(error.path);
    if (cleared.size !== (shown.cleared?.length ?? 0)) setValidation({ ...shown, cleared: [...cleared] });
  }, [store, model, testMode, setValidation]);

  return useMemo(
    () => ({
      model,
      document,
      externalEnums,
      errors: new Map(errors.map((e) => [e.path, e])),
      openHelp,
      text: { model: modelText, error: errorText, wizard: (key, options) => t(key, options), language },
      change: (path, value) =>
        updateDocument((doc) => {
          if (childFieldsOf(model, path).length > 0) return onParentChanged(model, doc, path, value);
          return value === undefined ? deleteValue(doc, path) : setValue(doc, path, value);
        }),
      settle,
      addItem: (childPath) =>
        updateDocument((doc) => {
          const items = getValue(doc, childPath);
          return setValue(doc, childPath, [...(Array.isArray(items) ? items : []), {}]);
        }),
      removeItem: (childPath, index) => {
        updateDocument((doc) => deleteValue(doc, `${childPath}.${index}`));
        // Messages of the removed item would now point at its neighbour.
        setValidation(null);
      },
    }),
    [model, document, externalEnums, errors, openHelp, updateDocument, settle, setValidation, modelText, errorText, t, language],
  );
}
