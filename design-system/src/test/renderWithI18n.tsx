import type { ReactElement } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import i18next, { type i18n as I18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { dsResources } from '../i18n';

/** A fresh i18next instance with the `ds` namespace (plus any extra namespaces a test adds). */
export async function createTestI18n(locale: 'de' | 'en' = 'de', extra: Record<string, Record<string, unknown>> = {}): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: 'de',
    ns: ['ds', ...Object.keys(extra)],
    defaultNS: 'ds',
    resources: {
      de: { ds: dsResources.de, ...extra },
      en: { ds: dsResources.en, ...extra },
    },
    interpolation: { escapeValue: false },
  });
  return instance;
}

/** Renders inside an I18nextProvider with the `ds` namespace loaded. */
export async function renderWithI18n(
  ui: ReactElement,
  { locale = 'de', ...options }: { locale?: 'de' | 'en' } & Omit<RenderOptions, 'wrapper'> = {},
) {
  const i18n = await createTestI18n(locale);
  const result = render(ui, {
    ...options,
    wrapper: ({ children }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>,
  });
  return { ...result, i18n };
}
