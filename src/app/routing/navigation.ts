import { focusElement } from '@einfach/design-system';
import { isSignedInPath, paths, UI_BASE } from './paths';

type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigateImpl: Navigate = (to) => {
  window.location.assign(to);
};

/** The router registers its navigate here so code outside components (API errors, logout) can route. */
export function registerNavigate(navigate: Navigate): void {
  navigateImpl = navigate;
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  navigateImpl(to, options);
}

let shownUrl: string | null = null;
let signedInUrl: string | null = null;

/** The router's current route and query, kept by SessionWatcher (which every app tree has). */
export function recordAppUrl(url: string): void {
  shownUrl = url;
  if (isSignedInPath(url)) signedInUrl = url;
}

/**
 * The last page after the login this tab showed, with its query (`/tax/wizard?screen=donations`), or
 * null: where "Back to my tax return" of the Leichte Sprache pages leads (src/app/easyRead/taxReturnPlace.ts).
 */
export function lastSignedInAppUrl(): string | null {
  return signedInUrl;
}

/** The user data is cleared (logout, another person's login): the last page after the login goes with it. */
export function forgetSignedInAppUrl(): void {
  signedInUrl = null;
}

/** The app route this tab shows now, with its query (`/tax/wizard?screen=bank`): what a forward URL keeps. */
export function currentAppUrl(): string {
  if (shownUrl !== null) return shownUrl;
  const { pathname, search } = window.location;
  const route = pathname.startsWith(UI_BASE) ? pathname.slice(UI_BASE.length) || '/' : pathname;
  return route + search;
}

/** A stored summary URL becomes the wizard URL: the summary must be prepared again (docs/product-spec.md §4). */
export function forwardTarget(url: string): string {
  return url.startsWith(paths.summary) ? paths.wizard : url;
}

// How many of our own pages lie behind the current one in this tab's history.
let depth = 0;
let popped = false;
if (typeof window !== 'undefined') {
  window.addEventListener('popstate', () => {
    popped = true;
  });
}

/** Called by the router on every route change after the first. */
export function recordRouteChange(): void {
  depth = popped ? Math.max(0, depth - 1) : depth + 1;
  popped = false;
}

/** A Back that a screen's guard took (useBackGuard): no route changed, so nothing is counted. */
export function forgetPop(): void {
  popped = false;
}

/** True when history.back() stays inside the app. */
export function canGoBackInApp(): boolean {
  return depth > 0;
}

// ---- a page change as a screen reader sees it ----
//
// Heard with Orca (docs/accessibility-testing.md, "Fixed findings"): when a link at the end of a page
// opened the next page, the link went with the old page while the new h1 took focus in the same
// task; Orca found its focus gone, moved it silently to the h1 and said nothing, and its list of the
// page's headings (for the h key) still held the old page's, which were gone ("ungültig"). So, when
// the focused control is in the app: focus first waits in an empty element outside the app, which
// says it is busy (Orca drops its lists for a busy element its focus is in), and the new page's h1
// takes focus a moment later (usePage), from a focus that is still alive, and is announced. Only
// links do this: forms and code that route after a request keep focusing the h1 at once (heard).

/** How long the waiting place stays busy at most, should no page end the change (an error screen). */
const BUSY_MAX_MS = 2_000;
let pending: { focused: Element | null } | null = null;
let busyTimer: ReturnType<typeof setTimeout> | undefined;

/**
 * The page change a link began (beginLinkPageChange) and no page has ended yet: the element that
 * had focus then. Null for every other page change (forms, code, Back), which focus the h1 at once.
 */
export function linkPageChange(): { focused: Element | null } | null {
  return pending;
}

/**
 * Where focus waits while the page changes: an empty element after the app's root, made once; it
 * takes focus like a heading does (focusElement: focusable only while focused, so Orca does not call
 * it "clickable").
 */
function waitingPlace(): HTMLElement {
  let place = document.getElementById(WAITING_PLACE_ID);
  if (!place) {
    place = document.createElement('div');
    place.id = WAITING_PLACE_ID;
    place.setAttribute('aria-busy', 'false');
    place.style.cssText = 'position:absolute;top:0;left:0;width:1px;height:1px;overflow:hidden;outline:none';
    document.body.append(place);
  }
  return place;
}

/** The id of the element where focus waits during a page change. */
export const WAITING_PLACE_ID = 'page-change';

/** The new page is in and its h1 focused: the waiting place is no longer busy. */
export function endPageChange(): void {
  pending = null;
  clearTimeout(busyTimer);
  document.getElementById(WAITING_PLACE_ID)?.setAttribute('aria-busy', 'false');
}

/**
 * A link in the app is about to open another page (useLinkHandler, before it routes): the link
 * will go with the old page. Focus waits in an empty place meanwhile (silent: no name, no content),
 * which then says it is busy, so Orca's focus is in the busy element and Orca drops its lists; the
 * new page's h1 takes focus from there a moment later (usePage).
 */
export function beginLinkPageChange(): void {
  const root = document.getElementById('root');
  const active = document.activeElement;
  if (!root || !(active instanceof HTMLElement) || !root.contains(active)) return;
  pending = { focused: active };
  const place = waitingPlace();
  // focusElement also takes away a screen reader's reading point in the old page (a collapsed
  // selection): left there, the browser put it into whatever the new page had at that place.
  focusElement(place, { preventScroll: true });
  place.setAttribute('aria-busy', 'true');
  clearTimeout(busyTimer);
  busyTimer = setTimeout(() => {
    // No page took focus (a screen without usePage): not left outside the page.
    if (document.activeElement === place) focusElement(document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('main'));
    endPageChange();
  }, BUSY_MAX_MS);
}
