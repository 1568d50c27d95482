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
import { ApiError, mask } from '../errors';
import { parseBody, requireAuthenticated } from '../http';
import { PkiError } from '../pki/index';
import { hitRateLimit } from '../rateLimit';
import { rotateSessionId, type Session } from '../session';
import type { UserRow } from '../db/index';
import { isKnownMarker } from '../testMarkers';
import type { AppContext } from './index';

export const TRUSTED_RANDOM_VALIDITY_MS = 5 * 60_000;
export const MAX_FAILED_ATTEMPTS = 5;
export const LOCK_MS = 15 * 60_000;

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

    const user = (await db.query<UserRow>('SELECT * FROM users WHERE id_nr = $1', [body.id]))[0];
    if (!user) throw new ApiError(401, 'loginFailed');
    if (user.locked_until && new Date(user.locked_until) > now) throw new ApiError(423, 'locked');

    const { valid, rehash } = await accessCodes.verify(login.accessCode, user);
    if (!valid) {
      const rows = await db.query<Pick<UserRow, 'failed_attempts'>>(
        `UPDATE users SET failed_attempts = failed_attempts + 1,
           locked_until = CASE WHEN failed_attempts + 1 >= $2 THEN $3::timestamptz ELSE locked_until END
         WHERE id_nr = $1 RETURNING failed_attempts`,
        [body.id, MAX_FAILED_ATTEMPTS, new Date(now.getTime() + LOCK_MS)],
      );
      const failed = rows[0]?.failed_attempts ?? 0;
      if (failed >= MAX_FAILED_ATTEMPTS) await db.query('UPDATE users SET failed_attempts = 0 WHERE id_nr = $1', [body.id]);
      request.log.info({ idNr: mask(body.id), failed }, 'wrong access code');
      throw new ApiError(401, 'loginFailed');
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
    if (user.failed_attempts !== 0 || user.locked_until !== null) {
      await db.query(`UPDATE users SET failed_attempts = 0, locked_until = NULL WHERE id_nr = $1`, [body.id]);
    }
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
    if (!state.session.user_id_nr || !state.session.cert_leaf_b64) throw new ApiError(401, 'noCertificate');
    // A fresh session id at the moment of login defeats session fixation (same statement as the login itself).
    await rotateSessionId(db, state.session, { pfx_key_chain: body.keyChain, pfx_key: body.key, pfx_iv: body.iv, authenticated: true });
    state.cookieChanged = true;
    return { authenticated: true };
  });

  api.post('/users/authentication/logout', async (request) => {
    const { reason } = parseBody(LogoutRequest, request.body);
    const session = request.sessionState.session;
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
