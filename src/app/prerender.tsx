// Server rendering of the start page (built by the `prerender` plugin in vite.config.ts into
// <ui>/.ssr/prerender.js; the server renders each language and theme once and sends that HTML, so
// the page shows before its script has loaded; the client then hydrates it, src/app/main.tsx).
import { renderToString } from 'react-dom/server';
import { createStore } from 'jotai';
import { themes } from '@einfach/tokens';
import { App } from './App';
import { createAppI18n } from './i18n/lazy';
import { href, paths } from './routing/paths';
import { chosenLocaleAtom, type Locale } from './state/locale';
import { propertiesAtom, type GlobalProperties } from './state/properties';
import { darkModeAtom } from './state/theme';
import type { StartData } from './session/startData';
import { pageTitle } from './routing/usePage';

export interface RenderedStartPage {
  /** The markup inside `<div id="root">`. */
  html: string;
  /** The class of `<html>` (the theme), as DocumentSync sets it in the browser. */
  htmlClass: string;
  /** The document title, as usePage sets it. */
  title: string;
  /** The state the markup was rendered from; the browser hydrates only when its own state is the same. */
  data: StartData;
}

/** The start page in a language and theme, with the server's global properties (in that language). */
export async function renderStartPage({ locale, dark, properties }: { locale: Locale; dark: boolean; properties: GlobalProperties }): Promise<RenderedStartPage> {
  const store = createStore();
  store.set(propertiesAtom, properties);
  store.set(darkModeAtom, dark);
  // The language the page was asked in counts as chosen only when it is not the server's default.
  if (locale !== properties.locale.language) store.set(chosenLocaleAtom, locale);
  const i18n = await createAppI18n(locale);
  const html = renderToString(<App store={store} i18n={i18n} ssrPath={href(paths.start)} />);
  const t = i18n.getFixedT(locale, 'app');
  return { html, htmlClass: dark ? themes.contrast : themes.light, title: pageTitle(t, t('start.title')), data: { locale, dark, properties } };
}
