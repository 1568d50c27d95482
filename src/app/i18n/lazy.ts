import i18next, { type BackendModule, type i18n as I18n, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Locale } from '../state/locale';
import { baseOptions } from './config';
import { dsResources } from '@einfach/design-system';
import app from './de/app.json';

type Loader = () => Promise<ResourceKey>;

// What the first page says in the default language ships with the entry; the rest loads on demand.
// Both `ds` bundles are in the entry anyway: the design system keeps them as its own fallback.
const startNamespaces = ['app', 'ds'];
const inlined = { de: { app, ds: dsResources.de }, en: { ds: dsResources.en } };

const appFiles = import.meta.glob<ResourceKey>(['./*/*.json', '!./de/app.json'], { import: 'default' });
// Form screens only: the start page validates nothing.
const validationFiles = import.meta.glob<ResourceKey>('../../domain/i18n/*.json', { import: 'default' });

function loaderOf(lng: string, ns: string): Loader | undefined {
  if (ns === 'validation') return validationFiles[`../../domain/i18n/${lng}.json`];
  return appFiles[`./${lng}/${ns}.json`];
}

/** Reads a namespace's JSON chunk; namespaces filled at run time (the model texts) are left alone. */
const chunkBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(lng, ns, callback) {
    const load = loaderOf(lng, ns);
    // No bundle and no error: i18next marks it loaded and leaves addResourceBundle to its owner.
    if (!load) return callback(null, null);
    load().then(
      (bundle) => callback(null, bundle),
      (error: Error) => callback(error, null),
    );
  },
};

/** The app's i18next: start namespaces of the locale ready before the first render, others on first use. */
export async function createAppI18n(lng: Locale): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance
    .use(chunkBackend)
    .use(initReactI18next)
    .init({ ...baseOptions, lng, ns: startNamespaces, resources: inlined, partialBundledLanguages: true });
  return instance;
}
