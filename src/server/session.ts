// Server-side sessions: a random id in an HttpOnly cookie, a CSRF token per session, idle and maximum lifetime.
import { timingSafeEqual } from 'node:crypto';
import type { Queryable, SessionRow } from './db/index';
import type { ServerConfig } from './config';
import { randomId } from './ids';
import { createSession, deleteSession, findSession, renameSession, touchSession as touchSessionRow, type RotationChanges } from './store/sessions';

export const SESSION_COOKIE = 'ee_session';
export const CSRF_HEADER = 'x-csrf-token';
/**
 * The login a browser tab holds (the certificate serial it was given at finishAuthentication). The
 * session cookie is shared by every tab of the browser; this header, kept per tab, tells the login of
 * this tab from a newer one made in another tab (docs/decisions.md, "One session, many tabs").
 */
export const LOGIN_HEADER = 'x-login-tag';

/** A session as stored (src/server/db/rows.ts). */
export type Session = SessionRow;

export interface SessionState {
  session: Session;
  /** A new session was created for this request (no, unknown or expired cookie). */
  created: boolean;
  /** The cookie named a session that had expired. */
  expired: boolean;
  /** The presented CSRF header matched the token of the presented session (even if it had expired). */
  csrfValid: boolean;
  /** The id changed (created or rotated): the cookie must be (re)sent. */
  cookieChanged: boolean;
  /** The login tag the tab sent (LOGIN_HEADER), if any. */
  loginTag?: string;
}

/**
 * The request comes from a tab whose login is not the session's current one: the tab named a login
 * and the session is signed in with another (a newer login in another tab replaced it).
 */
export function fromOtherLogin(state: Pick<SessionState, 'session' | 'loginTag'>): boolean {
  return state.loginTag !== undefined && state.session.authenticated && state.session.cert_serial !== state.loginTag;
}

/** The request names the session's current login (a tab that holds it, not a tab without one). */
export function fromCurrentLogin(state: Pick<SessionState, 'session' | 'loginTag'>): boolean {
  return state.loginTag !== undefined && state.session.cert_serial !== null && state.session.cert_serial === state.loginTag;
}

export function isExpired(session: Pick<Session, 'created_at' | 'last_seen'>, config: ServerConfig, now: Date): boolean {
  const idleLimit = session.last_seen.getTime() + config.sessionTimeoutMinutes * 60_000;
  const maxLimit = session.created_at.getTime() + config.sessionMaxSeconds * 1000;
  return now.getTime() >= idleLimit || now.getTime() >= maxLimit;
}

export function expiryTimes(session: Session, config: ServerConfig) {
  return {
    idleExpiresAt: new Date(session.last_seen.getTime() + config.sessionTimeoutMinutes * 60_000),
    maximumExpiresAt: new Date(session.created_at.getTime() + config.sessionMaxSeconds * 1000),
  };
}

function tokensEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** How stale the stored `last_seen` may get: a minute, or less for idle timeouts under 45 minutes. */
export function lastSeenResolutionMs(config: ServerConfig): number {
  return Math.min(60_000, (config.sessionTimeoutMinutes * 60_000) / 45);
}

/** Records activity now (keepAlive and, at most once per resolution interval, any request). */
export async function touchSession(db: Queryable, session: Session, now: Date): Promise<void> {
  await touchSessionRow(db, session.id, now);
  session.last_seen = now;
}

/**
 * The signed-in session a page request's cookie names, or null (none, expired, or no one signed in),
 * as the API's requests would find it (resolveSession, requireAuthenticated) but without making a
 * session for a visitor who has none: a rendered page only reads (src/server/ui/signedIn.ts).
 * Counts as activity, as an API request does.
 */
export async function signedInSession(db: Queryable, config: ServerConfig, cookieId: string | undefined): Promise<(Session & { user_id_nr: string }) | null> {
  if (!cookieId || !/^[A-Za-z0-9_-]{32}$/.test(cookieId)) return null;
  const found = await findSession(db, cookieId);
  const now = config.now();
  if (!found || isExpired(found, config, now) || !found.authenticated || !found.user_id_nr) return null;
  if (now.getTime() - found.last_seen.getTime() >= lastSeenResolutionMs(config)) await touchSession(db, found, now);
  return found as Session & { user_id_nr: string };
}

export async function resolveSession(
  db: Queryable,
  config: ServerConfig,
  cookieId: string | undefined,
  csrfHeader: string | undefined,
  locale: 'de' | 'en',
): Promise<SessionState> {
  const now = config.now();
  let found: Session | undefined;
  if (cookieId && /^[A-Za-z0-9_-]{32}$/.test(cookieId)) {
    found = await findSession(db, cookieId);
  }
  const csrfValid = !!found && !!csrfHeader && tokensEqual(found.csrf_token, csrfHeader);
  if (found && !isExpired(found, config, now)) {
    // One write per session and resolution interval instead of one per request: a journey's calls
    // follow each other within seconds. The stored time lags by less than the interval, so an idle
    // session can only expire that much earlier, never later.
    if (now.getTime() - found.last_seen.getTime() >= lastSeenResolutionMs(config)) await touchSession(db, found, now);
    return { session: found, created: false, expired: false, csrfValid, cookieChanged: false };
  }
  if (found) await deleteSession(db, found.id);
  const session = await createSession(db, { id: randomId(), csrf_token: randomId(), locale: found?.locale ?? locale }, now);
  return { session, created: true, expired: !!found, csrfValid, cookieChanged: true };
}

/**
 * A new id for the same session (at login), so an id known before login is worthless after it.
 * `changes` are written in the same statement.
 */
export async function rotateSessionId(db: Queryable, session: Session, changes: RotationChanges = {}): Promise<string> {
  const id = randomId();
  await renameSession(db, session.id, id, changes);
  Object.assign(session, changes);
  session.id = id;
  return id;
}
