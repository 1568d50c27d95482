import { startTransition, useEffect, useRef, useState } from 'react';
import { useAtom, useAtomValue, useSetAtom, useStore } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import {
  defaultExternalEnums,
  externalEnumsFrom,
  formFieldsToDocument,
  removeInvalidFields,
  removeStaleChoices,
  type ExternalEnums,
  type FormModel,
  type StaleChoice,
} from '../../domain/forms';
import { api } from '../api/client';
import { showErrorAtom } from '../state/errors';
import { propertiesAtom } from '../state/properties';
import { declarationYearAtom, userNameAtom } from '../state/declaration';
import { wizardAtom } from '../state/wizard';
import { paths } from '../routing/paths';
import { cachedModel, loadFormModel } from './loadModel';
import { useModelTexts } from './modelTexts';
import { enumerationNotice } from './enumerationNotice';

export type WizardLoad =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; model: FormModel; externalEnums: ExternalEnums };

interface LoadedEnums {
  enums: ExternalEnums;
  /** False: the server's lists did not come, the shipped ones (maybe out of date) stand in. */
  loaded: boolean;
}

let enumsCache: LoadedEnums | null = null;

/** External enumerations from the server (fresher than the shipped defaults when it answers). */
async function loadExternalEnums(): Promise<LoadedEnums> {
  if (enumsCache) return enumsCache;
  try {
    const list = await api.externalEnumerations({ category: null });
    enumsCache = { enums: externalEnumsFrom(list), loaded: true };
    return enumsCache;
  } catch {
    // The shipped lists keep the wizard usable; the user is told they may be out of date. Asked again next time.
    return { enums: defaultExternalEnums, loaded: false };
  }
}

/** Stories and tests: the lists as if the server had sent them; null forgets them, so they are asked for again. */
export function primeExternalEnums(enums: ExternalEnums | null): void {
  enumsCache = enums ? { enums, loaded: true } : null;
}

/** Models whose document a server rendering already checked against the lists (src/app/session/signedInStart.ts). */
const listsChecked = new Set<string>();

/** The page came rendered from the server, which checked this model's document against the lists in use. */
export function markListsChecked(formModelName: string): void {
  listsChecked.add(formModelName);
}

/**
 * Everything the wizard needs before it can show a screen (each answer is applied in a transition:
 * React renders the first screen in slices, so a slow phone stays responsive while it appears): the active year's model (docs/product-spec.md §7 time-out),
 * external enumerations, the model texts, the user's name and the prefilled document. Before the
 * first screen, answers the current lists no longer offer are taken out of the document (a draft or
 * prefill from the server, or the answers kept in this tab), and the user is told which to give again
 * (error category `wizard-external-enum-value-changed`), as when the lists could not be loaded.
 */
export function useWizardLoader(): WizardLoad {
  const { activeFormModel } = useAtomValue(declarationYearAtom);
  const { modelPath, testMode } = useAtomValue(propertiesAtom);
  const store = useStore();
  const [wizard, setWizard] = useAtom(wizardAtom);
  const [userName, setUserName] = useAtom(userNameAtom);
  const showError = useSetAtom(showErrorAtom);
  const [, navigate] = useLocation();
  const textsReady = useModelTexts();
  const { i18n } = useTranslation();
  // The draft is asked for beside the model (it is named by the model's name), not after it arrived.
  const draft = useRef<{ name: string; answer: ReturnType<typeof api.userDataOfModel> } | null>(null);
  const draftNeeded = !!activeFormModel && (!wizard.loaded || wizard.formModelName !== activeFormModel);
  useEffect(() => {
    if (!activeFormModel || !draftNeeded || draft.current?.name === activeFormModel) return;
    const answer = api.userDataOfModel(activeFormModel, { category: 'wizard-load-data-failed' });
    // Handled where it is used; this keeps an early failure from counting as unhandled meanwhile.
    answer.catch(() => {});
    draft.current = { name: activeFormModel, answer };
  }, [activeFormModel, draftNeeded]);
  const [model, setModel] = useState<FormModel | null>(() => (activeFormModel ? (cachedModel(activeFormModel) ?? null) : null));
  const [enums, setEnums] = useState<LoadedEnums | null>(enumsCache);
  const [failed, setFailed] = useState(false);
  // The model whose document has been checked against the lists; a ref too, so StrictMode's second run does not tell twice.
  // A page rendered by the server was checked there: the first render shows the screen, as the server's did.
  const [checked, setChecked] = useState<string | null>(() => (activeFormModel && listsChecked.has(activeFormModel) ? activeFormModel : null));
  const checking = useRef<string | null>(checked);
  // Answers the prefill took out, told together with the check's findings.
  const removedByPrefill = useRef<StaleChoice[]>([]);

  useEffect(() => {
    // Without a chosen year the wizard has nothing to show.
    if (!activeFormModel) navigate(paths.year, { replace: true });
  }, [activeFormModel, navigate]);

  useEffect(() => {
    if (!activeFormModel) return;
    // The texts the first screen shows beyond the wizard's own: validation and the estimate panel.
    void i18n.loadNamespaces(['validation', 'estimate']);
    let active = true;
    loadFormModel(modelPath, activeFormModel)
      .then((loaded) => active && startTransition(() => setModel(loaded)))
      .catch((error: Error) => {
        if (!active) return;
        setFailed(true);
        showError({ category: 'wizard-prepare-form-model-failed', message: error.message });
      });
    void loadExternalEnums().then((loaded) => active && startTransition(() => setEnums(loaded)));
    return () => {
      active = false;
    };
  }, [activeFormModel, modelPath, showError, i18n]);

  useEffect(() => {
    if (userName) return;
    api.userData({ category: null }).then(setUserName, () => {});
  }, [userName, setUserName]);

  const needsPrefill = !!model && (!wizard.loaded || wizard.formModelName !== model.formModelName);
  useEffect(() => {
    if (!model || !enums || !needsPrefill) return;
    let active = true;
    const early = draft.current?.name === model.formModelName ? draft.current.answer : null;
    draft.current = null;
    (early ?? api.userDataOfModel(model.formModelName, { category: 'wizard-load-data-failed' }))
      .then(({ formFields }) => {
        if (!active) return;
        // Choices the lists no longer offer are told about, so they go before the other checks drop them quietly.
        const current = removeStaleChoices(model, formFieldsToDocument(formFields), enums.enums);
        removedByPrefill.current = current.removed;
        // A draft of an older model version may hold values this model rejects (docs/product-spec.md §5).
        const document = removeInvalidFields(model, current.document, { testMode, externalEnums: enums.enums });
        startTransition(() => setWizard({ formModelName: model.formModelName, document, loaded: true }));
      })
      .catch(() => active && setFailed(true));
    return () => {
      active = false;
    };
  }, [model, enums, needsPrefill, setWizard, testMode]);

  // Once per model: the document (prefilled, or kept in this tab since) against the lists in use.
  useEffect(() => {
    if (!model || !enums || needsPrefill || checking.current === model.formModelName) return;
    checking.current = model.formModelName;
    const { document, removed } = removeStaleChoices(model, store.get(wizardAtom).document, enums.enums);
    if (removed.length > 0) setWizard((w) => ({ ...w, document }));
    const notice = enumerationNotice([...removedByPrefill.current, ...removed], enums.loaded);
    removedByPrefill.current = [];
    if (notice) showError(notice);
    setChecked(model.formModelName);
  }, [model, enums, needsPrefill, store, setWizard, showError]);

  if (failed) return { status: 'failed' };
  if (!model || !enums || !textsReady || needsPrefill || checked !== model.formModelName) return { status: 'loading' };
  return { status: 'ready', model, externalEnums: enums.enums };
}
