import type { Locale } from '../state/locale';
import type { GlobalProperties } from '../state/properties';
import { PREFERENCE_COOKIES, START_DATA_ID, type SignedInStart } from '../../domain/startPage';

export type { SignedInStart };

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
