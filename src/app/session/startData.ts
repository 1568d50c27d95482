import type { Locale } from '../state/locale';
import type { GlobalProperties } from '../state/properties';
import type { DeclarationYearData } from '../state/declaration';
import { PREFERENCE_COOKIES, START_DATA_ID } from '../../domain/startPage';

export { START_DATA_ID };

/** What a page the server rendered (the start page, or another public page) was rendered from. */
export interface StartData {
  locale: Locale;
  dark: boolean;
  properties: GlobalProperties;
  /** The route rendered (src/domain/startPage.ts, prerenderedRoute); '/' when absent (older servers). */
  route: string;
  /** A signed-in page: what it was rendered from (src/server/ui/signedIn.ts); absent on public pages. */
  signedIn?: SignedInStart;
}

/**
 * What a signed-in page was rendered from: the API's own answers to this session (nothing else), and
 * the values of this tab's stored state the rendering assumed. The tab hydrates the page only when its
 * stored state is the same (a reload right after Next: the draft is what the tab holds); otherwise it
 * draws the page afresh from what it holds (answers typed but not yet saved win).
 */
export interface SignedInStart {
  /** Session-storage values by key (src/app/state/storage.ts storageKeys) as the rendering assumed them. */
  tab: Record<string, unknown>;
  /** GET models, federalStates, userData and declarations/status (the year screen's data). */
  year?: DeclarationYearData;
  /** GET userData. */
  userName?: { firstName: string; lastName: string } | null;
  /** The wizard's: the model file as served, GET properties/texts and GET externalEnumerations. */
  wizard?: { model: unknown; texts: Record<string, unknown>; enums: { id: string; data: unknown }[] };
}

const COOKIE_PATH = '/erklaerung';
const COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** The start data of this page, or null (another route, the dev server, or something unreadable). */
export function readStartData(doc: Document = document): StartData | null {
  const text = doc.getElementById(START_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    const data = JSON.parse(text) as Partial<StartData>;
    const p = data.properties as Partial<GlobalProperties> | undefined;
    const valid =
      (data.locale === 'de' || data.locale === 'en') &&
      typeof data.dark === 'boolean' &&
      typeof p?.testMode === 'boolean' &&
      typeof p.modelPath === 'string' &&
      typeof p.locale?.language === 'string' &&
      typeof p.availableTestMarkers?.formSubmit === 'object' &&
      typeof p.uriHelp === 'string' &&
      typeof p.uriPortal === 'string' &&
      typeof p.sessionTimeoutMinutes === 'number' &&
      typeof p.sessionMaximumTimeSeconds === 'number';
    if (!valid || (data.route !== undefined && typeof data.route !== 'string')) return null;
    return { ...(data as StartData), route: data.route ?? '/' };
  } catch {
    return null;
  }
}

/** Remembers language and theme for the server too (no personal data; docs/security.md). */
export function writePreferenceCookies(locale: Locale, dark: boolean): void {
  if (typeof document === 'undefined') return;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  const attributes = `; Path=${COOKIE_PATH}; Max-Age=${COOKIE_MAX_AGE_S}; SameSite=Lax${secure}`;
  document.cookie = `${PREFERENCE_COOKIES.locale}=${locale}${attributes}`;
  document.cookie = `${PREFERENCE_COOKIES.contrast}=${dark ? '1' : '0'}${attributes}`;
}
