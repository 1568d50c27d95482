// Server rendering of the public pages: the start page, the login, the registration's intro and form,
// the legal pages, the Leichte Sprache pages and the error page (built by the `prerender` plugin in
// vite.config.ts into <ui>/.ssr/prerender.js; the server renders each page once per language and
// theme and sends that HTML, so the page reads whole before its script has loaded; the client then
// hydrates it, src/app/main.tsx). Lazy screens are waited for: the HTML holds the screen, not its
// loading state.
import { Writable } from 'node:stream';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStore } from 'jotai';
import { themes } from '@einfach/tokens';
import { App } from './App';
import { createAppI18n } from './i18n/lazy';
import { href } from './routing/paths';
import { renderedTitleAtom } from './routing/usePage';
import { chosenLocaleAtom, type Locale } from './state/locale';
import { propertiesAtom, type GlobalProperties } from './state/properties';
import { darkModeAtom } from './state/theme';
import type { SignedInStart, StartData } from './session/startData';
import { primeSignedIn } from './session/signedInStart';
import { primeWizard } from './wizard/wizardStart';

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

/** The namespaces a public page may use beyond the start's: loaded before rendering, so no text waits. */
const PAGE_NAMESPACES = ['easyRead', 'validation'];
/** A signed-in page's beyond those: the declaration screens' texts. */
const SIGNED_IN_NAMESPACES = ['wizard', 'estimate'];

type RenderInput = { route: string; locale: Locale; dark: boolean; properties: GlobalProperties; signedIn?: SignedInStart };

async function toText(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  await new Promise<void>((resolve, reject) => {
    stream.pipe(
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          chunks.push(chunk);
          done();
        },
        final(done) {
          resolve();
          done();
        },
      }),
    );
    stream.on('error', reject);
  });
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * A public page (`route`: a UI path, src/domain/startPage.ts prerenderedRoute) in a language and theme,
 * with the server's global properties (in that language); a signed-in page (signedInRoute) with what
 * the session's API answers and the tab state assumed (`signedIn`, src/server/ui/signedIn.ts).
 * Renderings run side by side, each with its own store, its title included (usePage's renderedTitleAtom):
 * one queue for all made a page under load wait for every page asked for before it.
 */
export function renderPage(input: RenderInput): Promise<RenderedStartPage> {
  return render(input);
}

/**
 * One translation instance per language, kept: every page of a language reads the same texts (the
 * model's texts are the same for everyone too), and making one per page cost a signed-in page a few ms.
 */
const instances = new Map<Locale, Promise<Awaited<ReturnType<typeof createAppI18n>>>>();
function i18nFor(locale: Locale) {
  let instance = instances.get(locale);
  if (!instance) {
    instance = createAppI18n(locale);
    instances.set(locale, instance);
    instance.catch(() => instances.delete(locale));
  }
  return instance;
}

async function render({ route, locale, dark, properties, signedIn }: RenderInput): Promise<RenderedStartPage> {
  const store = createStore();
  store.set(propertiesAtom, properties);
  store.set(darkModeAtom, dark);
  // The language the page was asked in counts as chosen only when it is not the server's default.
  if (locale !== properties.locale.language) store.set(chosenLocaleAtom, locale);
  const i18n = await i18nFor(locale);
  await i18n.loadNamespaces(signedIn ? [...PAGE_NAMESPACES, ...SIGNED_IN_NAMESPACES] : PAGE_NAMESPACES);
  if (signedIn) primeSignedIn(store, signedIn, { withTab: true });
  if (signedIn?.wizard?.data) primeWizard(i18n, locale, signedIn.wizard.data);
  const [path, search = ''] = route.split('?');
  // A part that failed would be left to the browser (an inline script the CSP refuses, and a mismatch):
  // the page is then not rendered at all, and the server sends index.html and logs why.
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(<App store={store} i18n={i18n} ssrPath={href(path)} ssrSearch={search} />, {
    onError: (error) => void errors.push(error),
    // Every boundary inline, in order: React would otherwise move a large one (the summary) behind an
    // inline script that puts it in place, which the CSP refuses (script-src 'self').
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
  });
  const html = await toText(prelude);
  if (errors.length > 0) throw new Error(`rendering ${route} failed`, { cause: errors[0] });
  const t = i18n.getFixedT(locale, 'app');
  const title = store.get(renderedTitleAtom) ?? t('title.pattern', { screen: t('start.title') });
  // The wizard's data stays out of the page: the browser asks for it, cacheable (src/app/wizard/wizardStart.ts).
  const sent = signedIn?.wizard ? { ...signedIn, wizard: { formModelName: signedIn.wizard.formModelName } } : signedIn;
  return { html, htmlClass: dark ? themes.contrast : themes.light, title, data: { locale, dark, properties, route, ...(sent ? { signedIn: sent } : {}) } };
}

/** The start page (kept for the server of the release before, which asks for it by this name). */
export function renderStartPage(input: { locale: Locale; dark: boolean; properties: GlobalProperties }): Promise<RenderedStartPage> {
  return renderPage({ ...input, route: '/' });
}
