import type { InitOptions } from 'i18next';
import type { Locale } from '../state/locale';

export const locales: Locale[] = ['de', 'en'];
export const namespaces = ['app', 'wizard', 'estimate', 'easyRead', 'ds', 'validation'];

/** Options shared by the app's lazily loading instance and the complete one of tests and stories. */
export const baseOptions: InitOptions = {
  fallbackLng: 'de',
  supportedLngs: locales,
  defaultNS: 'app',
  interpolation: { escapeValue: false },
  returnNull: false,
  showSupportNotice: false,
};

/** Validators return `validation.*` keys; their namespace file holds the keys without the prefix. */
export function validationKeyToPath(key: string): string {
  return key.startsWith('validation.') ? key.slice('validation.'.length) : key;
}
