import { useContext, useSyncExternalStore } from 'react';
import { I18nContext, getI18n } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import de from './de.json';
import en from './en.json';

type Options = Record<string, string | number>;

function lookup(resources: unknown, key: string): string | undefined {
  const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], resources);
  return typeof value === 'string' ? value : undefined;
}

const interpolate = (text: string, options?: Options) =>
  text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_m, name: string) => String(options?.[name] ?? ''));

type Subscribe = (onChange: () => void) => () => void;
const subscribers = new WeakMap<I18n, Subscribe>();
const noSubscription: Subscribe = () => () => {};

/** One stable subscription function per i18n instance: re-render when the language changes. */
function subscriberOf(i18n: I18n | undefined): Subscribe {
  if (!i18n?.on) return noSubscription;
  let subscribe = subscribers.get(i18n);
  if (!subscribe) {
    subscribe = (onChange) => {
      i18n.on('languageChanged', onChange);
      return () => i18n.off('languageChanged', onChange);
    };
    subscribers.set(i18n, subscribe);
  }
  return subscribe;
}

const pageLanguage = () => (typeof document !== 'undefined' ? document.documentElement.lang : '');

/**
 * The `ds` namespace of the host's i18next, falling back to the bundled texts when the host app
 * has not loaded it (or has no i18next at all), so components never show keys. Lighter than
 * react-i18next's `useTranslation` (every form control calls it): it only follows the language.
 */
export function useDsTranslation() {
  const i18n: I18n | undefined = useContext(I18nContext)?.i18n ?? getI18n();
  const snapshot = () => (i18n?.resolvedLanguage ?? i18n?.language ?? pageLanguage()) || 'de';
  const language = useSyncExternalStore(subscriberOf(i18n), snapshot, snapshot);
  const locale: 'de' | 'en' = language.startsWith('en') ? 'en' : 'de';
  const translate = (key: string, options?: Options): string => {
    if (i18n?.exists?.(key, { ns: 'ds', lng: language, ...options })) return i18n.t(key, { ns: 'ds', lng: language, ...options }) as string;
    const bundle = locale === 'en' ? en : de;
    const plural = typeof options?.count === 'number' ? `${key}_${options.count === 1 ? 'one' : 'other'}` : undefined;
    return interpolate((plural && lookup(bundle, plural)) ?? lookup(bundle, key) ?? key, options);
  };
  return { t: translate, locale };
}
