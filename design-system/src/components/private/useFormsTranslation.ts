import { useDsTranslation } from '../../i18n/useDsTranslation';

/** Texts of the form controls: keys `forms.*` of the `ds` namespace. */
export function useFormsTranslation() {
  const { t, locale } = useDsTranslation();
  return { t: (key: string, options?: Record<string, string | number>) => t(`forms.${key}`, options), locale };
}
