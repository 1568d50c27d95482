import { startTransition, useEffect, useState } from 'react';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useLocation } from 'wouter';
import {
  defaultExternalEnums,
  formFieldsToDocument,
  removeInvalidFields,
  type ExternalEnums,
  type FormModel,
} from '../../domain/forms';
import { api } from '../api/client';
import { showErrorAtom } from '../state/errors';
import { propertiesAtom } from '../state/properties';
import { declarationYearAtom, userNameAtom } from '../state/declaration';
import { wizardAtom } from '../state/wizard';
import { paths } from '../routing/paths';
import { cachedModel, loadFormModel } from './loadModel';
import { useModelTexts } from './modelTexts';

export type WizardLoad =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; model: FormModel; externalEnums: ExternalEnums };

let enumsCache: ExternalEnums | null = null;

/** External enumerations from the server (fresher than the shipped defaults when it answers). */
async function loadExternalEnums(): Promise<ExternalEnums> {
  if (enumsCache) return enumsCache;
  try {
    const list = await api.externalEnumerations({ category: null });
    enumsCache = { ...defaultExternalEnums, ...Object.fromEntries(list.map((e) => [e.id, e.data])) };
  } catch {
    return defaultExternalEnums;
  }
  return enumsCache;
}

/**
 * Everything the wizard needs before it can show a screen (each answer is applied in a transition:
 * React renders the first screen in slices, so a slow phone stays responsive while it appears): the active year's model (docs/product-spec.md §7 time-out),
 * external enumerations, the model texts, the user's name and the prefilled document.
 */
export function useWizardLoader(): WizardLoad {
  const { activeFormModel } = useAtomValue(declarationYearAtom);
  const { modelPath, testMode } = useAtomValue(propertiesAtom);
  const [wizard, setWizard] = useAtom(wizardAtom);
  const [userName, setUserName] = useAtom(userNameAtom);
  const showError = useSetAtom(showErrorAtom);
  const [, navigate] = useLocation();
  const textsReady = useModelTexts();
  const [model, setModel] = useState<FormModel | null>(() => (activeFormModel ? (cachedModel(activeFormModel) ?? null) : null));
  const [enums, setEnums] = useState<ExternalEnums | null>(enumsCache);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    // Without a chosen year the wizard has nothing to show.
    if (!activeFormModel) navigate(paths.year, { replace: true });
  }, [activeFormModel, navigate]);

  useEffect(() => {
    if (!activeFormModel) return;
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
  }, [activeFormModel, modelPath, showError]);

  useEffect(() => {
    if (userName) return;
    api.userData({ category: null }).then(setUserName, () => {});
  }, [userName, setUserName]);

  const needsPrefill = !!model && (!wizard.loaded || wizard.formModelName !== model.formModelName);
  useEffect(() => {
    if (!model || !needsPrefill) return;
    let active = true;
    api
      .userDataOfModel(model.formModelName, { category: 'wizard-load-data-failed' })
      .then(({ formFields }) => {
        if (!active) return;
        // A draft of an older model version may hold values this model rejects (docs/product-spec.md §5).
        const document = removeInvalidFields(model, formFieldsToDocument(formFields), { testMode });
        startTransition(() => setWizard({ formModelName: model.formModelName, document, loaded: true }));
      })
      .catch(() => active && setFailed(true));
    return () => {
      active = false;
    };
  }, [model, needsPrefill, setWizard, testMode]);

  if (failed) return { status: 'failed' };
  if (!model || !enums || !textsReady || needsPrefill) return { status: 'loading' };
  return { status: 'ready', model, externalEnums: enums };
}
