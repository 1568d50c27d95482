import de from './de.json';
import en from './en.json';

/** The `ds` namespace; the app adds it with `i18n.addResourceBundle(lng, 'ds', dsResources[lng])`. */
export const dsResources = { de, en } as const;
export type DsLocale = keyof typeof dsResources;
export const dsNamespace = 'ds';
export { useDsTranslation } from './useDsTranslation';
