import de from './de.json';
import en from './en.json';

/** The `validation` namespace; the app adds it with `i18n.addResourceBundle(lng, 'validation', validationResources[lng])`. */
export const validationResources = { de, en } as const;
export type ValidationLocale = keyof typeof validationResources;
export const validationNamespace = 'validation';
