import { useTranslation } from 'react-i18next';
import de from '../../i18n/forms.de.json';
import en from '../../i18n/forms.en.json';

type Options = Record<string, string | number>;

function lookup(resources: unknown, key: string): string | undefined {
  const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], resources);
  return typeof value === 'string' ? value : undefined;
}

const interpolate = (text: string, options?: Options) =>
  text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_m, name: string) => String(options?.[name] ?? ''));

/**
 * Texts of the form controls, keys `forms.*` in the `ds` namespace. Falls back to the bundled
 * forms JSON so the controls never show raw keys before the app has merged them into `ds`.
 */
export function useFormsTranslation() {
  const { t, i18n } = useTranslation('ds', { useSuspense: false });
  const language = (i18n?.resolvedLanguage ?? i18n?.language ?? (typeof document !== 'undefined' ? document.documentElement.lang : '')) || 'de';
  const locale: 'de' | 'en' = language.startsWith('en') ? 'en' : 'de';
  const translate = (key: string, options?: Options): string => {
    const full = `forms.${key}`;
    if (i18n?.exists?.(full, { ns: 'ds', ...options })) return t(full, options) as string;
    const bundle = locale === 'en' ? en : de;
    const plural = typeof options?.count === 'number' ? `${full}_${options.count === 1 ? 'one' : 'other'}` : undefined;
    const text = (plural && lookup(bundle, plural)) ?? lookup(bundle, full) ?? full;
    return interpolate(text, options);
  };
  return { t: translate, locale };
}
