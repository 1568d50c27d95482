import { useTranslation } from 'react-i18next';
import de from './de.json';
import en from './en.json';

type Options = Record<string, string | number>;

function lookup(resources: unknown, key: string): string | undefined {
  const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], resources);
  return typeof value === 'string' ? value : undefined;
}

const interpolate = (text: string, options?: Options) =>
  text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_m, name: string) => String(options?.[name] ?? ''));

/**
 * `useTranslation('ds')` that falls back to the bundled texts when the host app
 * has not loaded the `ds` namespace (or has no i18next at all), so components never show keys.
 */
export function useDsTranslation() {
  const { t, i18n } = useTranslation('ds', { useSuspense: false });
  const language = (i18n?.resolvedLanguage ?? i18n?.language ?? (typeof document !== 'undefined' ? document.documentElement.lang : '')) || 'de';
  const locale: 'de' | 'en' = language.startsWith('en') ? 'en' : 'de';
  const translate = (key: string, options?: Options): string => {
    if (i18n?.exists?.(key, { ns: 'ds', ...options })) return t(key, options) as string;
    const bundle = locale === 'en' ? en : de;
    const plural = typeof options?.count === 'number' ? `${key}_${options.count === 1 ? 'one' : 'other'}` : undefined;
    return interpolate((plural && lookup(bundle, plural)) ?? lookup(bundle, key) ?? key, options);
  };
  return { t: translate, locale };
}
