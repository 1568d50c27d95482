import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { dsResources } from '@einfach/design-system';
import type { Locale } from '../state/locale';
import { baseOptions, locales, namespaces } from './config';

export { locales, namespaces, validationKeyToPath } from './config';

type Json = Record<string, unknown>;

// Every namespace of both languages at once: for tests and stories (the app loads them lazily, see lazy.ts).
const appFiles = import.meta.glob<Json>('./*/*.json', { eager: true, import: 'default' });
// The domain's validation messages; keys there have no `validation.` prefix.
const validationFiles = import.meta.glob<Json>('../../domain/i18n/*.json', { eager: true, import: 'default' });

function fileResources(): Resource {
  const resources: Resource = { de: {}, en: {} };
  for (const [path, content] of Object.entries(appFiles)) {
    const match = /\.\/(de|en)\/(\w+)\.json$/.exec(path);
    if (match) resources[match[1]][match[2]] = content;
  }
  for (const [path, content] of Object.entries(validationFiles)) {
    const match = /\/(de|en)\.json$/.exec(path);
    if (match) resources[match[1]].validation = content;
  }
  for (const lng of locales) resources[lng].ds = dsResources[lng] as Json;
  return resources;
}

export const resources = fileResources();

/** A fresh i18next instance with every namespace loaded (stories and tests each make one). */
export function createI18n(lng: Locale = 'de'): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    ...baseOptions,
    lng,
    ns: namespaces,
    resources,
    initAsync: false,
  });
  return instance;
}
