import { useLayoutEffect } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { themes } from '@einfach/tokens';
import { darkModeAtom } from './state/theme';
import { localeAtom } from './state/locale';

/** Keeps `<html>` in step with the state: theme class and `lang`, and i18next's language. */
export function DocumentSync() {
  const dark = useAtomValue(darkModeAtom);
  const locale = useAtomValue(localeAtom);
  const { i18n } = useTranslation('app');
  useLayoutEffect(() => {
    document.documentElement.className = dark ? themes.contrast : themes.light;
  }, [dark]);
  useLayoutEffect(() => {
    document.documentElement.lang = locale;
    if (i18n.language !== locale) void i18n.changeLanguage(locale);
  }, [locale, i18n]);
  return null;
}
