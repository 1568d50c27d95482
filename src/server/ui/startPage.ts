// The UI's HTML: index.html as built, and the start page rendered into it by the build's server
// renderer (<ui>/.ssr/prerender.js, see vite.config.ts), so the start page shows before its script
// has loaded, in the language and theme the preference cookies name (docs/performance.md).
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { GlobalProperties } from '../../domain/api/schemas';
import type { Locale } from '../messages';
import { APP_PRELOAD_ATTRIBUTE, PREFERENCE_COOKIES, PRELOAD_ATTRIBUTE, ROUTE_PRELOADS_FILE, ROUTE_SCREEN_MODULES, START_DATA_ID } from '../../domain/startPage';
import { UI } from '../paths';
import type { SignedInStart } from './signedIn';

/** Where the build puts the server renderer inside the UI folder; never served. */
export const SSR_DIR = '.ssr';
export { START_DATA_ID };

export interface RenderedStartPage {
  html: string;
  htmlClass: string;
  title: string;
  data: { locale: Locale; dark: boolean; properties: GlobalProperties; route?: string; signedIn?: SignedInStart };
}

interface Renderer {
  renderPage(input: { route: string; locale: Locale; dark: boolean; properties: GlobalProperties; signedIn?: SignedInStart }): Promise<RenderedStartPage>;
}

/** At most this many rendered pages are kept (routes × languages × themes: about 90 in use). */
const MAX_KEPT_PAGES = 400;

/** JSON that cannot end the `<script>` element it sits in, nor start a comment. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The `<link>` elements the build marked as the app's module preloads (vite.config.ts). */
const appPreloads = new RegExp(`[ \\t]*<link\\b[^>]*\\s${APP_PRELOAD_ATTRIBUTE}\\b[^>]*>\\n?`, 'gi');
/** The other module preloads (a screen's, withRoutePreloads), each with its address. */
const modulePreloads = /[ \t]*<link rel="modulepreload" crossorigin href="([^"]+)">\n?/gi;

/**
 * index.html with the rendered page in `#root`, its state as a data block, its title, and `lang`/class
 * on `<html>`. A rendered page goes without the app's module preloads and its screen's: it reads as
 * sent, and a fetch begun before its first paint would hold that paint up on a slow line (Lighthouse:
 * LCP of the login 2.4 s with them, docs/performance.md). The start page's boot script loads the app
 * when the user is about to use it; on every other page it loads the app right after the first paint
 * (src/app/boot.ts) and preloads the screen's chunks then, from the data block's
 * `data-ee-preload` attribute.
 */
export function injectStartPage(template: string, page: RenderedStartPage): string {
  const root = '<div id="root"></div>';
  const htmlTag = /<html\b[^>]*>/i;
  const title = /<title>[^<]*<\/title>/i;
  if (!template.includes(root) || !htmlTag.test(template) || !title.test(template)) throw new Error('index.html has no empty <div id="root">, <html> tag or <title>');
  // The screen's chunks (withRoutePreloads) are named for the boot script instead of fetched at once.
  const screenChunks: string[] = [];
  const withoutPreloads = template.replace(appPreloads, '').replace(modulePreloads, (_tag, href: string) => {
    screenChunks.push(href);
    return '';
  });
  const preload = screenChunks.length > 0 ? ` ${PRELOAD_ATTRIBUTE}="${escapeHtml(screenChunks.join(' '))}"` : '';
  const data = `<script type="application/json" id="${START_DATA_ID}"${preload}>${scriptJson(page.data)}</script>`;
  return withoutPreloads
    .replace(htmlTag, `<html lang="${page.data.locale}" class="${escapeHtml(page.htmlClass)}">`)
    .replace(title, () => `<title>${escapeHtml(page.title)}</title>`)
    .replace(root, () => `<div id="root">${page.html}</div>${data}`);
}

/** The preferences the browser sent: language `de`/`en` and contrast mode; anything else is the default. */
export function preferencesOf(cookies: Record<string, string | undefined>, defaultLocale: Locale): { locale: Locale; dark: boolean } {
  const locale = cookies[PREFERENCE_COOKIES.locale];
  return { locale: locale === 'de' || locale === 'en' ? locale : defaultLocale, dark: cookies[PREFERENCE_COOKIES.contrast] === '1' };
}

/** A screen's files beyond the app, as the build lists them (ROUTE_PRELOADS_FILE). */
export type RoutePreloads = Record<string, { js: string[]; css: string[] }>;

/**
 * index.html for a route whose screen the build lists: its style sheets and module preloads added
 * before </head>, so a first visit fetches the screen beside the app, not after the app has started.
 */
export function withRoutePreloads(template: string, files: { js: string[]; css: string[] } | undefined): string {
  if (!files || (files.js.length === 0 && files.css.length === 0)) return template;
  const tags = [
    ...files.css.map((file) => `<link rel="stylesheet" crossorigin href="${UI}/${escapeHtml(file)}">`),
    ...files.js.map((file) => `<link rel="modulepreload" crossorigin href="${UI}/${escapeHtml(file)}">`),
  ];
  return template.replace(/<\/head>/i, `    ${tags.join('\n    ')}\n  </head>`);
}

export interface UiPages {
  /** index.html as built (every route but the start page); with `route` (a UI path), its screen's files preloaded. */
  index(route?: string): Promise<string>;
  /** The start page in a language and theme: rendered once each, then from memory. Falls back to index.html. */
  start(preferences: { locale: Locale; dark: boolean }): Promise<string>;
  /**
   * A public page (a route of src/domain/startPage.ts prerenderedRoute) in a language and theme: rendered
   * once each, then from memory, with its screen's files preloaded. Falls back to index.html (with the
   * preloads) when the renderer fails or the page has no h1 (an unknown Leichte Sprache page).
   */
  page(route: string, preferences: { locale: Locale; dark: boolean }): Promise<string>;
  /**
   * A signed-in page (src/domain/startPage.ts signedInRoute) rendered from this session's data: never
   * kept. Null when it cannot be rendered (no renderer, a failure, no h1): the caller sends index.html.
   */
  signedIn(route: string, preferences: { locale: Locale; dark: boolean }, data: SignedInStart): Promise<string | null>;
  /** Whether the build brought a server renderer. */
  readonly prerendered: boolean;
}

export function createUiPages({
  uiRoot,
  properties,
  onError,
}: {
  uiRoot: string;
  properties: (locale: Locale) => GlobalProperties;
  onError: (error: unknown) => void;
}): UiPages {
  const indexFile = path.join(uiRoot, 'index.html');
  const rendererFile = path.join(uiRoot, SSR_DIR, 'prerender.js');
  const prerendered = existsSync(rendererFile);
  let template: Promise<string> | null = null;
  const index = () => {
    if (!template) {
      template = readFile(indexFile, 'utf8');
      // A failed read is tried again next time.
      template.catch(() => (template = null));
    }
    return template;
  };
  let renderer: Promise<Renderer> | null = null;
  const pages = new Map<string, Promise<string>>();
  // The build's list of each screen's files; without it (an older build) every route gets index.html.
  const preloadsFile = path.join(uiRoot, ROUTE_PRELOADS_FILE);
  let preloads: Promise<RoutePreloads> | null = null;
  const routePages = new Map<string, Promise<string>>();
  const routeIndex = (route: string): Promise<string> => {
    const module = ROUTE_SCREEN_MODULES[route];
    if (!module) return index();
    let page = routePages.get(route);
    if (!page) {
      preloads ??= readFile(preloadsFile, 'utf8').then((text) => JSON.parse(text) as RoutePreloads, () => ({}));
      page = Promise.all([index(), preloads]).then(([template, files]) => withRoutePreloads(template, files[module]));
      page.catch(() => routePages.delete(route));
      routePages.set(route, page);
    }
    return page;
  };

  const render = async (route: string, locale: Locale, dark: boolean, signedIn?: SignedInStart): Promise<string | null> => {
    renderer ??= import(pathToFileURL(rendererFile).href) as Promise<Renderer>;
    const page = await (await renderer).renderPage({ route, locale, dark, properties: properties(locale), signedIn });
    // A page without its heading (an unknown address the app redirects) is not sent as rendered.
    if (!/<h1[\s>]/.test(page.html)) return null;
    if (route === '/') return injectStartPage(await index(), page);
    return injectStartPage(await routeIndex(route.split('?')[0]), page);
  };
  const rendered = (route: string, { locale, dark }: { locale: Locale; dark: boolean }): Promise<string> => {
    const fallback = () => (route === '/' ? index() : routeIndex(route.split('?')[0]));
    if (!prerendered) return fallback();
    const key = `${route}:${locale}:${dark ? 'contrast' : 'light'}`;
    let page = pages.get(key);
    if (!page) {
      page = render(route, locale, dark).then(
        (html) => {
          if (html !== null) return html;
          // Not kept: addresses of pages that do not exist are not worth memory.
          pages.delete(key);
          return fallback();
        },
        (error: unknown) => {
          // The page still works without the rendered markup: the script renders it.
          onError(error);
          return fallback();
        },
      );
      if (pages.size < MAX_KEPT_PAGES) pages.set(key, page);
    }
    return page;
  };

  return {
    prerendered,
    index: (route?: string) => (route ? routeIndex(route) : index()),
    start: (preferences) => rendered('/', preferences),
    page: (route, preferences) => rendered(route, preferences),
    signedIn: async (route, { locale, dark }, data) => {
      if (!prerendered) return null;
      try {
        return await render(route, locale, dark, data);
      } catch (error) {
        onError(error);
        return null;
      }
    },
  };
}
