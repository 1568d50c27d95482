import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { dsResources } from '@einfach/design-system';
import type { Locale } from '../state/locale';

export const locales: Locale[] = ['de', 'en'];

type Json = Record<string, unknown>;

// The app's own namespaces: one file per namespace and language (app, wizard, estimate).
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
export const namespaces = ['app', 'wizard', 'estimate', 'ds', 'validation'];

/** A fresh i18next instance with every namespace loaded (the app, stories and tests each make one). */
export function createI18n(lng: Locale = 'de'): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng,
    fallbackLng: 'de',
    supportedLngs: locales,
    ns: namespaces,
    defaultNS: 'app',
    resources,
    initImmediate: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    showSupportNotice: false,
  });
  return instance;
}

/** Validators return `validation.*` keys; their namespace file holds the keys without the prefix. */
export function validationKeyToPath(key: string): string {
  return key.startsWith('validation.') ? key.slice('validation.'.length) : key;
}
