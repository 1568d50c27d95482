import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createTestI18n } from '../../test/renderWithI18n';
import formsDe from '../../i18n/forms.de.json';
import formsEn from '../../i18n/forms.en.json';

/** Renders with the `ds` namespace plus the `forms.*` keys merged in, as the app will have them. */
export async function renderForms(ui: ReactElement, { locale = 'de' }: { locale?: 'de' | 'en' } = {}) {
  const i18n = await createTestI18n(locale);
  i18n.addResourceBundle('de', 'ds', formsDe, true, true);
  i18n.addResourceBundle('en', 'ds', formsEn, true, true);
  const result = render(ui, { wrapper: ({ children }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider> });
  return { ...result, i18n };
}
