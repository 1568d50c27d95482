import { useLayoutEffect } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { themes } from '@einfach/tokens';
import { darkModeAtom } from './state/theme';
import { localeAtom } from './state/locale';
import { writePreferenceCookies } from './session/startData';

/**
 * Keeps `<html>` in step with the state (theme class and `lang`), i18next's language, and the
 * preference cookies with which the server renders the start page in the same language and theme.
 */
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
  useLayoutEffect(() => writePreferenceCookies(locale, dark), [locale, dark]);
  return null;
}
