import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createTestI18n } from '../../test/renderWithI18n';

/** Renders with the `ds` namespace, as the app has it. */
export async function renderForms(ui: ReactElement, { locale = 'de' }: { locale?: 'de' | 'en' } = {}) {
  const i18n = await createTestI18n(locale);
  const result = render(ui, { wrapper: ({ children }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider> });
  return { ...result, i18n };
}
