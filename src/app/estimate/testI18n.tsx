import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { dsResources } from '@einfach/design-system';
import de from '../i18n/de/estimate.json';
import en from '../i18n/en/estimate.json';

/** Renders with an i18next instance holding the `estimate` and `ds` namespaces. */
export async function renderEstimate(ui: ReactElement, locale: 'de' | 'en' = 'de') {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: locale,
    fallbackLng: 'de',
    ns: ['estimate', 'ds'],
    defaultNS: 'estimate',
    resources: { de: { estimate: de, ds: dsResources.de }, en: { estimate: en, ds: dsResources.en } },
    interpolation: { escapeValue: false },
  });
  // A wrapper (not a parent element) so that rerender keeps the provider.
  return render(ui, { wrapper: ({ children }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider> });
}
