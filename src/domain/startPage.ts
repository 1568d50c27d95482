// Shared by the server that renders the start page and the app that takes it over.
import type { DeclarationStatusResponse, FederalState, ModelsResponse, UserDataResponse } from './api/schemas';

/** The data block next to the prerendered start page (`<script type="application/json">`). */
export const START_DATA_ID = 'ee-start';

/**
 * The public pages the server renders whole, before any script (issue 35): the same for everyone in a
 * language and theme, no session needed. A route is the UI path; the error page keeps its `type`.
 * Returns the route as rendered, or null for a page rendered otherwise (signed-in pages: signedInRoute).
 */
export function prerenderedRoute(pathname: string, search = ''): string | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (PRERENDERED_PATHS.includes(path)) {
    if (path !== '/error') return path;
    const type = new URLSearchParams(search).get('type');
    return type === 'client' ? '/error?type=client' : '/error?type=server';
  }
  return /^\/leichte-sprache\/(thema\/)?[a-z0-9-]{1,40}$/.test(path) ? path : null;
}

// The registration's success page is rendered as it reads without this tab's message (the server's
// answer to the registration, kept in the tab): a tab that holds one draws the page itself.
// The client log page is rendered as it reads with logging off (this tab's choice); a tab with it on draws it itself.
const PRERENDERED_PATHS = ['/', '/tax', '/registration', '/registration/form', '/registration/success', '/client-log', '/accessibility', '/imprint', '/data-protection', '/leichte-sprache', '/error'];

/** The signed-in routes the server does not render (the session has ended there): the app sends a reload to the login. */
const OTHER_SIGNED_IN_PATHS = ['/tax/confirmation/success'];

/**
 * Whether a UI path is one of the app's (src/app/routes.tsx; src/app/routes.test.ts keeps both in step).
 * Any other address falls back to the start page (docs/product-spec.md §2): the server answers it 404
 * with the start page rendered, so it reads whole before the app moves to the start page's address.
 */
export function isAppPath(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return prerenderedRoute(path) !== null || signedInRoute(path) !== null || OTHER_SIGNED_IN_PATHS.includes(path);
}

/**
 * The signed-in pages the server renders from the session and its stored draft (issue 35): the year
 * choice, the year info, each wizard screen, the summary and the confirmation. Returns the route as rendered (the wizard with the
 * screen its address names), or null. Never kept or shared: each is rendered for its request alone.
 */
export function signedInRoute(pathname: string, search = ''): string | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (['/tax/year', '/tax/info', '/tax/summary', '/tax/confirmation'].includes(path)) return path;
  if (path !== '/tax/wizard') return null;
  const screen = new URLSearchParams(search).get('screen');
  if (screen === null) return path;
  return /^[A-Za-z0-9_-]{1,80}$/.test(screen) ? `${path}?screen=${screen}` : null;
}

/** Preference cookies: they let the server send the start page in the user's language and theme. */
export const PREFERENCE_COOKIES = { locale: 'ee_lang', contrast: 'ee_contrast' } as const;

/**
 * Marks the app's module preloads in index.html (vite.config.ts). Every route but the start page loads
 * the app at once; the server leaves these out of the start page, which loads the app when the user is
 * about to use it (src/app/boot.ts).
 */
export const APP_PRELOAD_ATTRIBUTE = 'data-ee-app';
/** The data block's attribute naming the rendered page's screen chunks, which the boot script preloads after the first paint (src/app/boot.ts keeps a copy). */
export const PRELOAD_ATTRIBUTE = 'data-ee-preload';

/**
 * The file the build writes beside index.html: for each lazily loaded screen module (its path from
 * the project's root), the JS and CSS files it needs beyond the app (vite.config.ts).
 */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

/**
 * The screen module of each route (UI path, src/app/routing/paths.ts) whose files the server names in
 * that route's HTML: a first visit fetches them beside the app instead of after it has started (the
 * login and the wizard's first screen: Lighthouse LCP). src/app/routes.test.ts checks each against
 * the app's route table.
 */
export const ROUTE_SCREEN_MODULES: Readonly<Record<string, string>> = {
  '/tax': 'src/app/screens/login/LoginScreen.tsx',
  '/tax/year': 'src/app/screens/declaration/DeclarationYearScreen.tsx',
  '/tax/info': 'src/app/screens/declaration/YearInfoScreen.tsx',
  '/tax/wizard': 'src/app/screens/declaration/WizardScreen.tsx',
  '/tax/summary': 'src/app/screens/declaration/SummaryScreen.tsx',
  '/tax/confirmation': 'src/app/screens/declaration/ConfirmationScreen.tsx',
  '/registration': 'src/app/screens/registration/RegistrationIntroScreen.tsx',
  '/registration/form': 'src/app/screens/registration/RegistrationFormScreen.tsx',
};

/**
 * What a signed-in page was rendered from (src/server/ui/signedIn.ts): the API's own answers to this
 * session (nothing else), and the values of this tab's stored state the rendering assumed. The tab
 * hydrates the page only when its stored state is the same (a reload right after Next: the draft is
 * what the tab holds); otherwise it draws its own page (answers typed but not yet saved win).
 */
export interface SignedInStart {
  /** Session-storage values by key (src/app/state/storage.ts storageKeys) as the rendering assumed them. */
  tab: Record<string, unknown>;
  /** GET models, federalStates, userData and declarations/status (the year screen's data). */
  year?: { models: ModelsResponse['models']; federalStates: FederalState[]; user: UserDataResponse | null; status: DeclarationStatusResponse['years'] | null };
  /** GET userData. */
  userName?: UserDataResponse | null;
  /**
   * The wizard's model by name. On the server also `data`, what the page is rendered with; the page's
   * data block leaves it out (about 80 KB the same for everyone, which held a first visit's paint up):
   * the browser asks for the same answers, cacheable, before it hydrates (src/app/wizard/wizardStart.ts).
   */
  wizard?: { formModelName: string; data?: WizardStartData };
}

/** The wizard's data for a rendered page: the model file as served, GET properties/texts and GET externalEnumerations. */
export interface WizardStartData {
  model: unknown;
  texts: Record<string, unknown>;
  enums: { id: string; data: unknown }[];
}
