import { startTransition, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { api } from '../api/client';

export const MODEL_NS = 'model';

const pending = new Map<string, Promise<void>>();

/** Loads the model texts (GET /api/properties/texts, answered in the request's language) into namespace `model`. */
export function loadModelTexts(i18n: I18n, language: string): Promise<void> {
  if (i18n.hasResourceBundle(language, MODEL_NS)) return Promise.resolve();
  const key = language;
  let request = pending.get(key);
  if (!request) {
    request = api
      .texts({ category: 'wizard-prepare-form-model-failed' })
      .then((texts) => {
        i18n.addResourceBundle(language, MODEL_NS, texts, true, true);
      })
      .finally(() => pending.delete(key));
    pending.set(key, request);
  }
  return request;
}

/** True once the model texts of the current language are there; reloads them after a language switch. */
export function useModelTexts(): boolean {
  const { i18n } = useTranslation('wizard');
  const language = i18n.language;
  const [, setLoaded] = useState(0);
  const ready = i18n.hasResourceBundle(language, MODEL_NS);
  useEffect(() => {
    if (ready) return;
    let active = true;
    loadModelTexts(i18n, language)
      .then(() => active && startTransition(() => setLoaded((n) => n + 1)))
      .catch(() => {});
    return () => {
      active = false;
    };
  }, [i18n, language, ready]);
  return ready;
}

/**
 * The short name a help link shows: the title of the help it opens ("Hilfe: Arbeitskosten"), not the
 * whole question beside it (five lines at 375 px); the question's label when the help has no title.
 */
export function helpTitle(modelText: (key: string) => string, topic: string, element: string, fallback: string): string {
  const key = `help.${topic}.${element}.title`;
  const title = modelText(key);
  return title && title !== key ? title : fallback;
}
