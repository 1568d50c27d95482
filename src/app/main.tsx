import { startTransition, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createStore } from 'jotai';
import '@einfach/design-system/styles/global.css';
import { App } from './App';
import { createAppI18n } from './i18n/lazy';
import { chosenLocaleAtom, localeAtom } from './state/locale';
import { propertiesAtom } from './state/properties';
import { darkModeAtom } from './state/theme';
import { prefetchGlobalProperties, prefetchSessionStatus, takeStartProperties } from './session/bootstrap';
import { readStartData } from './session/startData';
import { connectApi } from './api/host';
import { afterPaint } from './afterPaint';
import { paths, UI_BASE } from './routing/paths';
import { prerenderedRoute, signedInRoute } from '../domain/startPage';
import { primeSignedIn, tabMatches } from './session/signedInStart';
import { clientLoggingAtom, loginTagAtom, registrationMessageAtom, signingDataAtom } from './state/session';
import { firstScreenShown } from './routing/usePage';

// The test-mode banner sits above the header: knowing the properties before the first render keeps
// the page from shifting when they arrive. A slow answer does not hold the page back for long.
const PROPERTIES_WAIT_MS = 1500;
/** How long the server's signed-in page stays while the app draws its own out of sight, at most. */
const SCREEN_BACK_WAIT_MS = 8_000;

// A protected screen waits for the session check before it renders; its code and texts need not:
// fetched now, beside the global properties and the check (the wizard's first screen, docs/performance.md).
const screenPath = window.location.pathname.slice(UI_BASE.length);
const declarationScreen = screenPath === paths.wizard || screenPath === paths.summary;
if (screenPath === paths.wizard) void import('./screens/declaration/WizardScreen');
else if (screenPath === paths.summary) void import('./screens/declaration/SummaryScreen');

const store = createStore();
// The start page and the other public pages come rendered from the server, with the global properties
// they were rendered with (worded in its language: usable when that is the language this browser asks in).
const rendered = readStartData();
// The page this tab shows is the one rendered (a page the server rendered, not one the app alone draws).
const here = prerenderedRoute(screenPath || '/', window.location.search) ?? signedInRoute(screenPath, window.location.search);
// A signed-in page only in the tab that holds the login and the very state it was rendered from.
const start =
  rendered &&
  here === rendered.route &&
  (store.get(chosenLocaleAtom) ?? rendered.properties.locale.language) === rendered.locale &&
  (!rendered.signedIn || tabMatches(store, rendered.signedIn)) &&
  // The registration's success page was rendered without this tab's message, the client log with logging off.
  (rendered.route !== paths.registrationSuccess || !store.get(registrationMessageAtom)) &&
  (rendered.route !== paths.clientLog || !store.get(clientLoggingAtom))
    ? rendered
    : null;
if (start) {
  store.set(propertiesAtom, start.properties);
  takeStartProperties(start.properties);
}
// German texts are inlined; an English visitor waits for the English start texts before the first render.
// Connected first, so even the first request asks in the user's language (test-marker names).
connectApi(store);
const properties = prefetchGlobalProperties();
prefetchSessionStatus();
let markReady!: () => void;
const rootReady = new Promise<void>((resolve) => (markReady = resolve));
/**
 * Settles once the app has hydrated (or rendered) the page, its screen included (a lazily loaded screen
 * hydrates after the rest, when its code has come): src/app/boot.ts then replays a click it kept. A
 * click replayed earlier would reach a part of the page the app has not taken over yet, and a form's
 * button would submit it the browser's way (a reload that loses what was typed).
 */
/** Called once the app's page is in the document (at once, but for a server page the app draws anew: drawnOffscreen). */
let markSwapped!: () => void;
const swappedIn = new Promise<void>((resolve) => (markSwapped = resolve));
export const appReady = Promise.all([rootReady, firstScreenShown, swappedIn]).then(() => undefined);
// Said on the document for tools and tests (the boot script says "waiting" where the page waits for use).
void appReady.then(() => document.documentElement.setAttribute('data-ee-app', 'ready'));

/** A field of the server's markup and what the person typed into it before the app took it over. */
type Typed = { field: HTMLInputElement | HTMLTextAreaElement; value: string; sent: string };
const TEXT_INPUT = /^(text|search|tel|email|url|number|password|)$/;

/**
 * The text typed into the server's fields before hydration (the HTML's value differs from the field's).
 * React hydrates a controlled field to its state's value, which was rendered from the server's empty
 * one: without this a person's typing before the app arrived would be emptied (issue 35).
 */
function typedBeforeHydration(container: HTMLElement): Typed[] {
  const fields = [...container.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')];
  return fields
    .filter((field) => (field instanceof HTMLTextAreaElement || TEXT_INPUT.test(field.type)) && field.value !== field.defaultValue)
    .map((field) => ({ field, value: field.value, sent: field.defaultValue }));
}

/**
 * Notes the text of every field of `container` typed into from now on (its latest value) until the
 * returned function is called, which stops noting and answers the fields with what they hold.
 */
function noteTyping(container: HTMLElement): () => Typed[] {
  const noted = new Map<HTMLInputElement | HTMLTextAreaElement, string>();
  const note = (event: Event) => {
    const field = event.target;
    if ((field instanceof HTMLInputElement && TEXT_INPUT.test(field.type)) || field instanceof HTMLTextAreaElement) noted.set(field, field.value);
  };
  container.addEventListener('input', note, true);
  return () => {
    container.removeEventListener('input', note, true);
    return [...noted].filter(([field, value]) => value !== field.defaultValue).map(([field, value]) => ({ field, value, sent: field.defaultValue }));
  };
}

/**
 * Makes the app's state take what was typed, as typing would: an `input` event with the field's value
 * set to the server's first and then to the typed text (React compares with the value it last saw, so
 * the event counts as a change even where hydration left the text on screen: a later render would
 * otherwise put the state's empty value back). A field typed into since (neither value) is left alone.
 */
function restoreTyped(typed: Typed[]): void {
  for (const { field, value, sent } of typed) {
    if (!field.isConnected || (field.value !== sent && field.value !== value)) continue;
    const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
    field.value = sent;
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/** Renders nothing of its own (the markup stays the server's); its effect runs after the whole first commit. */
function Ready({ children }: { children: ReactNode }) {
  useEffect(() => markReady(), []);
  return children;
}

// React recovered by itself (a hydration mismatch: the server's markup and the app's first render
// differ, or an extension changed the page): logged as an error, so every browser test fails on it
// (issue 35), but not reported to the client error handler, which would open the client error page
// (src/app/clientErrors.tsx): the page works.
const rootOptions = { onRecoverableError: (error: unknown) => console.error('React recovered from an error', error) };

/**
 * Takes the page over: the translations and the start data first, then hydrates the server's markup or
 * renders the app's own. Not at the module's top level: a module the app loads meanwhile (the wizard's
 * start data) imports this chunk, which would wait for a top-level await here and never finish.
 */
async function run(): Promise<void> {
  const root = document.getElementById('root')!;
  const [i18n] = await Promise.all([
    createAppI18n(store.get(localeAtom)).then((instance) => {
      if (declarationScreen) void instance.loadNamespaces(['wizard', 'validation', 'estimate']);
      return instance;
    }),
    // A failed answer is bootstrap's to report (the error page); here it only ends the wait.
    Promise.race([properties.then((loaded) => store.set(propertiesAtom, loaded), () => {}), new Promise((resolve) => setTimeout(resolve, PROPERTIES_WAIT_MS))]),
  ]);
  let takeOver = start;
  if (start?.signedIn) {
    // The screen's texts and what the server rendered it from, before the first render: it matches the server's.
    await i18n.loadNamespaces(['wizard', 'validation', 'estimate']);
    primeSignedIn(store, start.signedIn);
    const wizard = start.signedIn.wizard;
    // The wizard's model, lists and texts, asked for as the wizard asks (the page's data block names the model only).
    // Without them the page cannot be taken over as it is: the app draws its own.
    if (wizard) {
      const loaded = await import('./wizard/wizardStart')
        .then(({ loadWizardStart }) => loadWizardStart(i18n, store.get(localeAtom), store.get(propertiesAtom).modelPath, wizard.formModelName))
        .then(
          () => true,
          () => false,
        );
      if (!loaded) takeOver = null;
    }
  } else if (rendered?.signedIn && here === rendered.route && rendered.locale === store.get(localeAtom) && store.get(signingDataAtom) && store.get(loginTagAtom)) {
    // This tab's answers or place differ from the page's: it draws its own (drawnOffscreen), but with the
    // session's data the page brought (the years, the name): no loading state.
    await i18n.loadNamespaces(['wizard', 'validation', 'estimate']);
    primeSignedIn(store, rendered.signedIn);
  }

  const app = (
    <Ready>
      <App store={store} i18n={i18n} />
    </Ready>
  );
  // Hydrate only what was rendered from this very state: the language and theme stored in this browser
  // can differ from the cookies the server read (then React renders afresh and replaces the markup).
  if (takeOver && root.firstElementChild && takeOver.locale === store.get(localeAtom) && takeOver.dark === store.get(darkModeAtom)) {
    // Let the browser paint the server's markup first: on a slow phone the page shows at once, and
    // hydrating it (the longest task of the start) follows; a tab opened in the background does not wait to be shown.
    await new Promise<void>((resolve) => afterPaint(resolve));
    const typed = typedBeforeHydration(root);
    // Typing goes on while React hydrates in slices: a field it has not taken over yet keeps what is
    // typed into it only on screen, and its first render puts the state's empty value back. What is
    // typed until the app is ready is noted as it comes, and given to the app's state then as well.
    const typedMeanwhile = noteTyping(root);
    void appReady.then(() => {
      const later = typedMeanwhile();
      const all = [...typed.filter((entry) => !later.some((note) => note.field === entry.field)), ...later];
      if (all.length > 0) restoreTyped(all);
    });
    // As a transition, React hydrates in slices of a few milliseconds instead of one long task (a click
    // before it is done makes React hydrate what was clicked first).
    startTransition(() => void hydrateRoot(root, app, rootOptions));
    markSwapped();
  } else if (rendered?.signedIn && root.firstElementChild) {
    drawnOffscreen(root, app);
  } else {
    const reactRoot = createRoot(root, rootOptions);
    // The first render in slices, too: on a slow phone it would otherwise be one long task.
    startTransition(() => reactRoot.render(app));
    markSwapped();
  }
}

/**
 * A signed-in page the server sent that this tab cannot take over (its stored answers or place differ
 * from the draft the page was rendered from, or it holds no login): the app draws its own page out of
 * the document while the server's stays, and swaps it in at once when its screen is there: the same
 * screen (an h1 of the same words), or, where the tab holds no login or the page came in the other
 * language, the first screen the app shows.
 * No blank page and no loading state in between; a click kept meanwhile is replayed on the app's page.
 */
function drawnOffscreen(server: HTMLElement, app: ReactNode): void {
  const own = document.createElement('div');
  const reactRoot = createRoot(own, rootOptions);
  startTransition(() => reactRoot.render(app));
  const heading = server.querySelector('h1')?.textContent?.trim();
  const holdsLogin = !!store.get(signingDataAtom) && !!store.get(loginTagAtom);
  // A page sent in the other language (the language cookie and this browser's stored choice disagree)
  // never shows the same words: the app's first screen is the one to wait for, not the time limit.
  const otherLanguage = !!document.documentElement.lang && document.documentElement.lang !== store.get(localeAtom);
  let swapped = false;
  const swap = () => {
    if (swapped) return;
    swapped = true;
    observer.disconnect();
    clearTimeout(timer);
    own.id = 'root';
    // What was typed into the server's fields meanwhile goes into the app's (the same ids), as typing would.
    const typed = typedBeforeHydration(server);
    server.replaceWith(own);
    for (const { field, value } of typed) {
      const target = field.id ? own.querySelector<HTMLInputElement | HTMLTextAreaElement>(`#${CSS.escape(field.id)}`) : null;
      if (target && target.value === target.defaultValue) restoreTyped([{ field: target, value, sent: target.value }]);
    }
    markSwapped();
  };
  const sameScreen = () => !heading || [...own.querySelectorAll('h1')].some((h1) => h1.textContent?.trim() === heading);
  const observer = new MutationObserver(() => {
    if (sameScreen()) swap();
  });
  observer.observe(own, { childList: true, subtree: true, characterData: true });
  const timer = setTimeout(swap, SCREEN_BACK_WAIT_MS);
  if (!holdsLogin || otherLanguage) void Promise.all([rootReady, firstScreenShown]).then(swap);
}

void run();
