// Login protocol (docs/protocol.md): trusted random, CMS with CSR and access code, client certificate, decrypt info.
import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import {
  AuthenticateRequest,
  FinishAuthenticationRequest,
  LogoutRequest,
  type AuthenticateResponse,
  type PfxDecryptInfo,
  type TrustedRandomResponse,
} from '../../domain/api/schemas';
import { validateIdNr } from '../../domain/validators/index';
import { isCodeExpired } from '../accessCodes';
import { berlinClockTime } from '../berlinTime';
import { ApiError, mask } from '../errors';
import { parseBody, requireAuthenticated } from '../http';
import { PkiError } from '../pki/index';
import { hitRateLimit } from '../rateLimit';
import { fromCurrentLogin, rotateSessionId, type Session } from '../session';
import type { LoginFailureRow, UserRow } from '../db/index';
import { isKnownMarker } from '../testMarkers';
import type { AppContext } from './index';

export const TRUSTED_RANDOM_VALIDITY_MS = 5 * 60_000;
export const MAX_FAILED_ATTEMPTS = 5;
export const LOCK_MS = 15 * 60_000;
/** A wrong-login counter whose last failure is this old starts again (and the retention job deletes it). */
export const LOGIN_FAILURE_MEMORY_MS = 24 * 3600_000;

/** 423 with the lock's end, in Berlin time for the message and as an instant for the client. */
function lockedError(until: Date): ApiError {
  return new ApiError(423, 'locked', { params: { time: berlinClockTime(until) }, lockedUntil: until });
}

/**
 * Counts a wrong login of a tax ID, registered or not (the answers must not tell which); the fifth
 * within a day locks the tax ID for 15 minutes and starts the count again. Returns the error to answer.
 */
async function countFailure(ctx: AppContext, idHash: string, now: Date): Promise<ApiError> {
  const rows = await ctx.db.query<Pick<LoginFailureRow, 'failed_attempts'>>(
    `INSERT INTO login_failures (id_hash, failed_attempts, locked_until, last_failed_at) VALUES ($1, 1, NULL, $2)
     ON CONFLICT (id_hash) DO UPDATE SET
       failed_attempts = CASE WHEN login_failures.last_failed_at < $3 THEN 1 ELSE login_failures.failed_attempts + 1 END,
       last_failed_at = $2
     RETURNING failed_attempts`,
    [idHash, now, new Date(now.getTime() - LOGIN_FAILURE_MEMORY_MS)],
  );
  const failed = rows[0]?.failed_attempts ?? 1;
  if (failed < MAX_FAILED_ATTEMPTS) return new ApiError(401, 'loginFailed', { attemptsLeft: MAX_FAILED_ATTEMPTS - failed });
  const until = new Date(now.getTime() + LOCK_MS);
  await ctx.db.query('UPDATE login_failures SET failed_attempts = 0, locked_until = $2 WHERE id_hash = $1', [idHash, until]);
  return lockedError(until);
}

/** Takes the session's trusted random out of the session, whatever happens next: it is single use. */
async function consumeTrustedRandom(ctx: AppContext, session: Session): Promise<{ value: string; issuedAt: Date } | null> {
  const rows = await ctx.db.query<{ value: string | null; issued_at: Date | null }>(
    `UPDATE sessions s SET trusted_random = NULL, trusted_random_issued_at = NULL
     FROM (SELECT id, trusted_random, trusted_random_issued_at FROM sessions WHERE id = $1 FOR UPDATE) old
     WHERE s.id = old.id RETURNING old.trusted_random AS value, old.trusted_random_issued_at AS issued_at`,
    [session.id],
  );
  const row = rows[0];
  if (!row?.value) return null;
  // Both columns are written together; a missing time reads as long expired.
  return { value: row.value, issuedAt: new Date(row.issued_at ?? 0) };
}

export function registerAuthRoutes(api: FastifyInstance, ctx: AppContext) {
  const { db, config, pki, accessCodes } = ctx;

  api.get('/users/authentication/trustedRandom', async (request): Promise<TrustedRandomResponse> => {
    const trustedRandom = randomBytes(32).toString('base64');
    await db.query('UPDATE sessions SET trusted_random = $2, trusted_random_issued_at = $3 WHERE id = $1', [
      request.sessionState.session.id,
      trustedRandom,
      config.now(),
    ]);
    return { trustedRandom };
  });

  api.post('/users/authentication/authenticate', async (request): Promise<AuthenticateResponse> => {
    const body = parseBody(AuthenticateRequest, request.body);
    const session = request.sessionState.session;
    const now = config.now();
    const nonce = await consumeTrustedRandom(ctx, session);
    await hitRateLimit(db, `auth:${request.ip}`, config.authPer15Minutes, 15 * 60_000, now);

    const marker = body.testMarker ?? '';
    if (marker && (!config.testMode || !isKnownMarker('authentication', marker))) throw new ApiError(400, 'unknownTestMarker');
    if (validateIdNr(body.id, { testMode: config.testMode })) throw new ApiError(400, 'invalidIdNr');

    // The nonce is checked before anything else: a replay never reaches the access code or the lockout.
    if (!nonce || now.getTime() - nonce.issuedAt.getTime() > TRUSTED_RANDOM_VALIDITY_MS) throw new ApiError(401, 'trustedRandomMissing');
    let login: Awaited<ReturnType<typeof pki.openLoginCms>>;
    try {
      login = await pki.openLoginCms(body.cms);
    } catch (error) {
      if (error instanceof PkiError) {
        request.log.info({ code: error.code }, 'login cms refused');
        throw new ApiError(401, 'loginDataInvalid');
      }
      throw error;
    }
    if (login.trustedRandom !== nonce.value) throw new ApiError(401, 'trustedRandomMissing');
    if (login.subjectId !== body.id) throw new ApiError(401, 'loginDataInvalid');

    if (marker === 'serverError') throw new Error('Test marker serverError');
    if (marker === 'sessionTicket') throw new ApiError(401, 'loginTestTicket', { sessionTicket: true });

    // Lock and count come before the user: an unknown tax ID answers exactly like a registered one.
    const idHash = accessCodes.loginKey(body.id);
    const failures = (await db.query<Pick<LoginFailureRow, 'locked_until'>>('SELECT locked_until FROM login_failures WHERE id_hash = $1', [idHash]))[0];
    if (failures?.locked_until && new Date(failures.locked_until) > now) throw lockedError(new Date(failures.locked_until));

    const user = (await db.query<UserRow>('SELECT * FROM users WHERE id_nr = $1', [body.id]))[0];
    const { valid, rehash } = user ? await accessCodes.verify(login.accessCode, user) : { valid: false, rehash: undefined };
    if (!user || !valid) {
      const error = await countFailure(ctx, idHash, now);
      request.log.info({ idNr: mask(body.id), attemptsLeft: error.extra.attemptsLeft ?? 0 }, 'wrong tax ID or access code');
      throw error;
    }
    if (rehash) {
      // A code hashed with scrypt before the keyed hash: replaced now that the code is known to be right,
      // unless a new code was issued meanwhile.
      await db.query(
        `UPDATE users SET access_code_hash = $2, access_code_salt = $3, access_code_scheme = $4 WHERE id_nr = $1 AND access_code_hash = $5`,
        [body.id, rehash.hash, rehash.salt, rehash.scheme, user.access_code_hash],
      );
    }
    if (isCodeExpired(user.code_arrival_at, now)) throw new ApiError(401, 'accessCodeExpired');

    const issued = await pki.issueClientCertificate(login.csrDer, body.id);
    // Nothing to reset in the usual case (no earlier failures): skip the write.
    if (failures) await db.query('DELETE FROM login_failures WHERE id_hash = $1', [idHash]);
    await db.query(
      `UPDATE sessions SET user_id_nr = $2, authenticated = false, code_expired_marker = $3, cert_serial = $4, cert_leaf_b64 = $5,
         pfx_key_chain = NULL, pfx_key = NULL, pfx_iv = NULL, access_code_id = $6 WHERE id = $1`,
      [session.id, body.id, marker === 'accessCodeExpired', issued.serialNumber, issued.certChain[0], user.access_code_id],
    );
    request.log.info({ idNr: mask(body.id), serial: issued.serialNumber }, 'client certificate issued');
    return { certChain: issued.certChain };
  });

  api.post('/users/authentication/finishAuthentication', async (request) => {
    const body = parseBody(FinishAuthenticationRequest, request.body);
    const state = request.sessionState;
    if (!state.session.user_id_nr || !state.session.cert_leaf_b64 || !state.session.cert_serial) throw new ApiError(401, 'noCertificate');
    // A fresh session id at the moment of login defeats session fixation (same statement as the login itself).
    await rotateSessionId(db, state.session, { pfx_key_chain: body.keyChain, pfx_key: body.key, pfx_iv: body.iv, authenticated: true });
    state.cookieChanged = true;
    // The tab keeps this tag and sends it with every call: a newer login in another tab makes it stale.
    return { authenticated: true, loginTag: state.session.cert_serial };
  });

  api.post('/users/authentication/logout', async (request) => {
    const { reason } = parseBody(LogoutRequest, request.body);
    const state = request.sessionState;
    const session = state.session;
    // Every tab of a browser shares the session cookie. Only the tab that holds the current login (its
    // tag) ends a signed-in session: a second tab without the signing data, or a tab of an older login,
    // must never sign the person out of the tab they are working in (docs/decisions.md, "One session,
    // many tabs").
    if (session.authenticated && !fromCurrentLogin(state)) {
      request.log.info({ reason }, 'logout from a tab without this login: session kept');
      return { authenticated: false };
    }
    await db.query(
      `UPDATE sessions SET user_id_nr = NULL, authenticated = false, code_expired_marker = false, cert_serial = NULL,
         cert_leaf_b64 = NULL, pfx_key_chain = NULL, pfx_key = NULL, pfx_iv = NULL, trusted_random = NULL, access_code_id = NULL WHERE id = $1`,
      [session.id],
    );
    request.log.info({ reason }, 'logout');
    return { authenticated: false };
  });

  api.get('/users/sign/getPfxFileDecryptInfo', async (request): Promise<PfxDecryptInfo> => {
    const session = requireAuthenticated(request);
    if (!session.pfx_key_chain || !session.pfx_key || !session.pfx_iv) throw new ApiError(401, 'noCertificate');
    return {
      keyChainForSavedPFXData: session.pfx_key_chain,
      keyForPFXDataEncryption: session.pfx_key,
      initializationVectorForPFXDataEncryption: session.pfx_iv,
    };
  });
}
