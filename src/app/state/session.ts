import { atom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import { propertiesAtom } from './properties';
import { sessionJson, storageKeys } from './storage';

/**
 * 'expired': the server session ended; the page stays under the session modal until the user logs in again.
 * 'elsewhere': the browser is signed in, but in another tab: this tab has no signing data, so it may show
 * every public page and, on a signed-in route, explains that the declaration is open in another window
 * (docs/decisions.md, "One session, many tabs"). It never ends that other tab's session by itself.
 */
export type SessionStatus = 'unknown' | 'anonymous' | 'authenticated' | 'expired' | 'elsewhere';

/** 'unknown' until GET users/status answered at start; protected routes wait for it. */
export const sessionStatusAtom = atom<SessionStatus>('unknown');
export const authenticatedAtom = atom((get) => get(sessionStatusAtom) === 'authenticated');

/** Stamped by every completed request (docs/product-spec.md §4); the inactivity timer counts from here. */
export const lastActivityAtom = atom<number>(Date.now());

export interface LoginUser {
  id: string;
  /** When the session started; the maximum session time counts from here. */
  loginAt: number;
}

const opts = { getOnInit: true } as const;

export const loginUserAtom = atomWithStorage<LoginUser | null>(storageKeys.loginUser, null, sessionJson<LoginUser | null>(), opts);
/** Where to continue after the next login (stored on session expiry or a guarded route). */
export const forwardUrlAtom = atomWithStorage<string | null>(storageKeys.forwardUrl, null, sessionJson<string | null>(), opts);
export const clientLoggingAtom = atomWithStorage<boolean>(storageKeys.clientLogging, false, sessionJson<boolean>(), opts);
/** The encrypted PFX ("local signing data"); without it an authenticated session cannot sign. */
export const signingDataAtom = atomWithStorage<string | null>(storageKeys.signingData, null, sessionJson<string | null>(), opts);
/** This tab's login tag (docs/api.md, X-Login-Tag): a newer login in another tab makes it stale. */
export const loginTagAtom = atomWithStorage<string | null>(storageKeys.loginTag, null, sessionJson<string | null>(), opts);
/** The server's registration message, kept for the success page (anonymous key). */
export const registrationMessageAtom = atomWithStorage<string | null>(storageKeys.registration, null, sessionJson<string | null>(), opts);

export interface DeclarationYearState {
  activeFormModel: string | null;
  testMarker: string;
}

/** The active form model and the submit test marker (declaration year screen). */
export const declarationYearAtom = atomWithStorage<DeclarationYearState>(
  storageKeys.declarationYear,
  { activeFormModel: null, testMarker: '' },
  sessionJson<DeclarationYearState>(),
  opts,
);

/** Bumped whenever stored user data is cleared, so atoms held elsewhere can re-read storage. */
export const userDataEpochAtom = atom(0);

export interface SessionTiming {
  timeoutMs: number;
  /** docs/product-spec.md §4: the warning shows in the last half of the timeout, at most 3 minutes. */
  warningMs: number;
  maximumMs: number;
}

export const MAX_WARNING_MS = 3 * 60 * 1000;

export function sessionTiming(timeoutMinutes: number, maximumSeconds: number): SessionTiming {
  const timeoutMs = Math.max(1, timeoutMinutes) * 60 * 1000;
  return { timeoutMs, warningMs: Math.min(timeoutMs / 2, MAX_WARNING_MS), maximumMs: Math.max(1, maximumSeconds) * 1000 };
}

export const sessionTimingAtom = atom((get) => {
  const { sessionTimeoutMinutes, sessionMaximumTimeSeconds } = get(propertiesAtom);
  return sessionTiming(sessionTimeoutMinutes, sessionMaximumTimeSeconds);
});
