// The page's only script at first (index.html). On every route but the start page it loads the app
// at once, or right after the first paint where the server rendered the page. The start
// page comes rendered from the server (src/server/ui/startPage.ts), which leaves those preloads out:
// it reads without the app and its links are links, and the app is fetched at the first sign that
// the user is about to use it (a key, a focus, a touch, a pointer on a control), not on load or
// idle, so a visit that only reads fetches only this file (docs/performance.md). A click on a
// control before the app runs is kept and replayed on the same control once the app has taken the
// page over; the header's language and contrast switches are a form the server answers, so they act at
// once instead (docs/api.md, "User interface"). Imports nothing the app imports, so it stays a chunk of
// its own, about 2 KB gzip with Vite's preload helper.

/** The data block next to the prerendered start page (START_DATA_ID in src/domain/startPage.ts). */
const START_DATA_ID = 'ee-start';
/** Its attribute naming the rendered page's screen chunks (PRELOAD_ATTRIBUTE in src/domain/startPage.ts). */
const PRELOAD_ATTRIBUTE = 'data-ee-preload';
/** The app's base path (UI_BASE in src/app/routing/paths.ts). */
const UI_BASE = '/erklaerung/ui';
/** How long a rendered page's app waits for the page's first paint at most. */
const FIRST_PAINT_WAIT_MS = 1500;
/** What counts as a control the user may be about to use. */
const CONTROL = 'a[href],button,input,select,textarea,summary,[tabindex],[role=button],[role=link]';

/** The preference cookies (PREFERENCE_COOKIES in src/domain/startPage.ts) and the server switch's mark (src/server/ui/preferences.ts). */
const COOKIES = { locale: 'ee_lang', contrast: 'ee_contrast', switched: 'ee_switched' } as const;

type Loaded = typeof import('./main');
let app: Promise<Loaded> | null = null;
let ready = false;
/** The controls clicked before the app ran, in order: each as an element and as its place among the page's controls. */
let pending: { element: Element; index: number; key: string }[] = [];

/** What a control is to the person who clicked it: its kind, id and words (the app may have drawn it anew). */
const keyOf = (element: Element): string => [element.tagName, element.id, element.getAttribute('href') ?? '', element.textContent?.replace(/\s+/g, ' ').trim() ?? ''].join('|');

const root = document.getElementById('root');
// Asked afresh: where the app draws a signed-in page anew, its page takes the server's place (src/app/main.tsx).
const controls = () => [...(document.getElementById('root')?.querySelectorAll(CONTROL) ?? [])];

/** The start data as the server wrote it, or null. Read loosely: main.tsx validates it. */
function renderedState(): { locale?: unknown; dark?: unknown; route?: unknown; properties?: { locale?: { language?: unknown } } } | null {
  try {
    return JSON.parse(document.getElementById(START_DATA_ID)?.textContent ?? 'null');
  } catch {
    return null;
  }
}

const stored = (storage: 'localStorage' | 'sessionStorage', key: string): unknown => {
  try {
    const raw = window[storage].getItem(key);
    return raw === null ? null : JSON.parse(raw);
  } catch {
    return null;
  }
};

/** A cookie's value: the first of that name, as the server reads it (the most specific path comes first). */
function cookie(name: string): string | undefined {
  for (const part of document.cookie.split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}

/**
 * A switch made through the server (the header's form before or without the app) set only its cookie
 * and marked it; the app reads its preferences from local storage (src/app/state/locale.ts, theme.ts)
 * once, when its modules load. So the marked choice is taken into local storage first, and the app
 * shows the page as the server rendered it. Without the mark local storage stays the user's choice
 * (the app writes the cookies from it).
 */
function adoptServerSwitch(): void {
  if (cookie(COOKIES.switched) === undefined) return;
  const locale = cookie(COOKIES.locale);
  const contrast = cookie(COOKIES.contrast);
  try {
    if (locale === 'de' || locale === 'en') localStorage.setItem('einfach.locale', JSON.stringify(locale));
    if (contrast === '0' || contrast === '1') localStorage.setItem('einfach.darkMode', JSON.stringify(contrast === '1'));
  } catch {
    // Storage blocked: the app follows the rendered page as far as it can (src/app/main.tsx).
  }
  document.cookie = `${COOKIES.switched}=; Path=/erklaerung; Max-Age=0; SameSite=Lax`;
}

/**
 * Whether the page as sent is what the app would show: the start page, rendered in the language and
 * theme this browser stored (src/app/state/locale.ts, theme.ts), and no one logged in in this tab
 * (the session's watcher must run). Otherwise the app loads at once.
 */
function canWait(): boolean {
  const start = renderedState();
  // Only the start page waits: other rendered pages (a form, a page read by many) load the app at once.
  if (!start || !root?.firstElementChild || (start.route !== undefined && start.route !== '/')) return false;
  const defaultLocale = start.properties?.locale?.language === 'en' ? 'en' : 'de';
  const locale = stored('localStorage', 'einfach.locale') ?? defaultLocale;
  const dark = stored('localStorage', 'einfach.darkMode') ?? false;
  return locale === start.locale && dark === start.dark && stored('sessionStorage', 'einfach.loginUser') === null;
}

const INTENT = ['keydown', 'focusin', 'pointerdown', 'touchstart', 'pointerover', 'storage'] as const;

function load(): Promise<Loaded> {
  if (app) return app;
  for (const type of INTENT) window.removeEventListener(type, onIntent, true);
  app = import('./main');
  app.then(
    async ({ appReady }) => {
      await appReady;
      ready = true;
      // A listener on the document makes Chromium call the whole page clickable (Orca: "klickbar").
      document.removeEventListener('click', onClick, true);
      replay();
    },
    () => {
      // Without the app a kept link still leads where it points; a kept button can do nothing.
      const link = pending.map(({ element }) => element).findLast((element): element is HTMLAnchorElement => element instanceof HTMLAnchorElement);
      pending = [];
      if (link) window.location.assign(link.href);
    },
  );
  return app;
}

function onIntent(event: Event): void {
  if (event.type === 'pointerover' && !(event.target instanceof Element && event.target.closest(CONTROL))) return;
  // A header switch goes to the server, which sends the page again: the app would only hold up the click.
  const button = event.target instanceof Element ? event.target.closest('button') : null;
  if (button && serverAnswers(button)) return;
  if (event.type === 'storage' && !(event as StorageEvent).key?.startsWith('einfach.')) return;
  void load();
}

/** The kept clicks, each on the same control (or the one in its place, had the app drawn the page afresh). */
function replay(): void {
  const clicks = pending;
  pending = [];
  const before = controls();
  for (const { element, index, key } of clicks) {
    // The same element (hydrated), else the control in its place that reads the same; where the app drew
    // a different page (another state of this tab), a control that reads the same and is the only one.
    const same = before.filter((control) => keyOf(control) === key);
    const target = element.isConnected ? element : before[index] && keyOf(before[index]) === key ? before[index] : same.length === 1 ? same[0] : null;
    // A click that led elsewhere (a route change) ends the list: the rest were on the page it left.
    if (!(target instanceof HTMLElement) || !target.isConnected) return;
    if (document.activeElement === element && target !== element) target.focus();
    target.click();
  }
}

/**
 * A link within the page (the skip link) moves focus, not only the scroll position, as the app's does
 * (design-system/src/focus.ts): the target is focusable while it has focus.
 */
function skipTo(event: MouseEvent, id: string): void {
  const target = document.getElementById(id);
  if (!target) return;
  event.preventDefault();
  if (!target.hasAttribute('tabindex')) {
    target.setAttribute('tabindex', '-1');
    target.addEventListener('blur', () => target.removeAttribute('tabindex'), { once: true });
  }
  target.focus();
  target.scrollIntoView({ block: 'start' });
}

/**
 * A click before the app runs: an in-app link or a button waits for the app and is replayed then
 * (the app's own handling: a route change that focuses the new page's heading). A link within the
 * page moves focus at once; one that leaves the app, opens a tab or is clicked with a modifier is the
 * browser's, and so is a button that sends a form to an address the server answers (the header's
 * switches: the server switches and sends the page again, at once).
 */
function onClick(event: MouseEvent): void {
  if (ready || event.defaultPrevented || !(event.target instanceof Element)) return;
  const control = event.target.closest('a[href],button');
  if (!control || !root?.contains(control)) return;
  if (control instanceof HTMLAnchorElement) {
    const url = new URL(control.href, window.location.href);
    const samePage = url.pathname === window.location.pathname && url.search === window.location.search && url.hash !== '';
    const inApp = url.origin === window.location.origin && (url.pathname === UI_BASE || url.pathname.startsWith(`${UI_BASE}/`));
    if (samePage && !control.target) {
      skipTo(event, decodeURIComponent(url.hash.slice(1)));
      return;
    }
    if (!inApp || samePage || control.target || control.hasAttribute('download') || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  } else if ((control as HTMLButtonElement).disabled || serverAnswers(control as HTMLButtonElement)) {
    return;
  }
  event.preventDefault();
  event.stopPropagation();
  pending.push({ element: control, index: controls().indexOf(control), key: keyOf(control) });
  void load();
}

/** A submit button of a form with its own action (the server answers it; the app's forms have none). */
function serverAnswers(button: HTMLButtonElement): boolean {
  return button.type === 'submit' && !!button.form?.hasAttribute('action');
}

/**
 * A rendered page's app, right after its first paint: fetched earlier, the app's chunks share the line
 * with the page's own HTML and style sheets and hold its first paint up (docs/performance.md, issue 35).
 * The screen's chunks the server named are preloaded beside the app (the app's own chunks are preloaded
 * by the import). A page not shown (a background tab) paints nothing: its app loads at once.
 */
function loadAfterFirstPaint(): void {
  const start = () => {
    const named = document.getElementById(START_DATA_ID)?.getAttribute(PRELOAD_ATTRIBUTE)?.split(' ').filter(Boolean) ?? [];
    for (const href of named) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    void load();
  };
  if (!root?.firstElementChild || document.visibilityState !== 'visible') return start();
  if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    // No paint timing: after the next frame (its callback runs before the paint, the timer after it).
    requestAnimationFrame(() => setTimeout(start, 0));
    return;
  }
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    clearTimeout(timer);
    observer.disconnect();
    start();
  };
  // The browser's own word that the page's content is on screen (a frame's callback can run long before
  // it is shown: Chromium holds a new page's first frames back); a page that paints nothing within the
  // time is not kept waiting.
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length > 0) once();
  });
  const timer = setTimeout(once, FIRST_PAINT_WAIT_MS);
  observer.observe({ type: 'paint', buffered: true });
}

adoptServerSwitch();
if (canWait()) {
  // Said on the document for tools and tests: the page works as sent until it is used (main.tsx says "ready").
  document.documentElement.setAttribute('data-ee-app', 'waiting');
  for (const type of INTENT) window.addEventListener(type, onIntent, { capture: true, passive: true });
  document.addEventListener('click', onClick, true);
} else {
  document.addEventListener('click', onClick, true);
  loadAfterFirstPaint();
}

export {};
