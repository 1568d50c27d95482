// The wizard's model, lists and texts for a signed-in page the server rendered (issue 35), put where
// the wizard looks for them before the first render, so that render is the server's: on the server
// from the data it rendered with, in the browser from the same answers asked again (the model file and
// the lists are the same for everyone and cacheable; the page's data block names only the model).
// Its own module, loaded with the wizard: the form engine stays out of the app's first chunk.
import type { i18n as I18n } from 'i18next';
import { externalEnumsFrom, parseFormModel } from '../../domain/forms';
import type { WizardStartData } from '../../domain/startPage';
import { api } from '../api/client';
import { cachedModel, loadFormModel, primeModel } from './loadModel';
import { loadModelTexts, MODEL_NS } from './modelTexts';
import { markListsChecked, primeExternalEnums } from './useWizardLoader';

/**
 * Primes the wizard with what a page is rendered with (on the server): its document was checked
 * against these lists, so the wizard need not check it again.
 */
export function primeWizard(i18n: I18n, language: string, data: WizardStartData): void {
  const name = (data.model as { formModelName?: unknown } | null)?.formModelName;
  const model = (typeof name === 'string' && cachedModel(name)) || parseFormModel(data.model);
  primeModel(model);
  primeExternalEnums(externalEnumsFrom(data.enums));
  markListsChecked(model.formModelName);
  if (!i18n.hasResourceBundle(language, MODEL_NS)) i18n.addResourceBundle(language, MODEL_NS, data.texts, true, true);
}

/**
 * In the browser, before hydrating a rendered wizard screen: the model, the lists and the texts the
 * server rendered with, asked for as the wizard asks. Fails when any of them does not come (the page
 * is then drawn by the app, which says what is missing).
 */
export async function loadWizardStart(i18n: I18n, language: string, modelPath: string, formModelName: string): Promise<void> {
  const [model, enums] = await Promise.all([
    loadFormModel(modelPath, formModelName),
    api.externalEnumerations({ category: null }),
    loadModelTexts(i18n, language),
  ]);
  primeModel(model);
  primeExternalEnums(externalEnumsFrom(enums));
  markListsChecked(model.formModelName);
}
