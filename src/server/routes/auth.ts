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
import { sealSessionCertificate } from '../sealedData';
import { fromCurrentLogin, rotateSessionId } from '../session';
import { clearLoginFailures, countLoginFailure, lockLogin, loginFailuresOf } from '../store/loginFailures';
import { findPerson, replaceCodeHash } from '../store/people';
import { endLogin, setTrustedRandom, startLogin, takeTrustedRandom } from '../store/sessions';
import { isKnownMarker } from '../testMarkers';
import type { AppContext } from '../context';

export const TRUSTED_RANDOM_VALIDITY_MS = 5 * 60_000;
export const MAX_FAILED_ATTEMPTS = 5;
export const LOCK_MS = 15 * 60_000;

/** 423 with the lock's end, in Berlin time for the message and as an instant for the client. */
function lockedError(until: Date): ApiError {
  return new ApiError(423, 'locked', { params: { time: berlinClockTime(until) }, lockedUntil: until });
}

/**
 * Counts a wrong login of a tax ID, registered or not (the answers must not tell which); the fifth
 * within a day locks the tax ID for 15 minutes and starts the count again. Returns the error to answer.
 */
async function countFailure(ctx: AppContext, idHash: string, now: Date): Promise<ApiError> {
  const failed = await countLoginFailure(ctx.db, idHash, now);
  if (failed < MAX_FAILED_ATTEMPTS) return new ApiError(401, 'loginFailed', { attemptsLeft: MAX_FAILED_ATTEMPTS - failed });
  const until = new Date(now.getTime() + LOCK_MS);
  await lockLogin(ctx.db, idHash, until);
  return lockedError(until);
}

export function registerAuthRoutes(api: FastifyInstance, ctx: AppContext) {
  const { db, config, pki, accessCodes } = ctx;

  api.get('/users/authentication/trustedRandom', async (request): Promise<TrustedRandomResponse> => {
    const trustedRandom = randomBytes(32).toString('base64');
    await setTrustedRandom(db, request.sessionState.session.id, trustedRandom, config.now());
    return { trustedRandom };
  });

  api.post('/users/authentication/authenticate', async (request): Promise<AuthenticateResponse> => {
    const body = parseBody(AuthenticateRequest, request.body);
    const session = request.sessionState.session;
    const now = config.now();
    // Taken out of the session whatever happens next: it is single use.
    const nonce = await takeTrustedRandom(db, session.id);
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
    const failures = await loginFailuresOf(db, idHash);
    if (failures?.locked_until && new Date(failures.locked_until) > now) throw lockedError(new Date(failures.locked_until));

    const user = await findPerson(ctx, body.id);
    const { valid, rehash } = user ? await accessCodes.verify(login.accessCode, user) : { valid: false, rehash: undefined };
    if (!user || !valid) {
      const error = await countFailure(ctx, idHash, now);
      request.log.info({ idNr: mask(body.id), attemptsLeft: error.extra.attemptsLeft ?? 0 }, 'wrong tax ID or access code');
      throw error;
    }
    if (rehash) {
      // A code hashed with scrypt before the keyed hash: replaced now that the code is known to be right,
      // unless a new code was issued meanwhile.
      await replaceCodeHash(db, user.id_nr, rehash, user.access_code_hash);
    }
    if (isCodeExpired(user.code_arrival_at, now)) throw new ApiError(401, 'accessCodeExpired');

    const issued = await pki.issueClientCertificate(login.csrDer, body.id);
    // Nothing to reset in the usual case (no earlier failures): skip the write.
    if (failures) await clearLoginFailures(db, idHash);
    await startLogin(db, session.id, {
      user_id_nr: user.id_nr,
      code_expired_marker: marker === 'accessCodeExpired',
      cert_serial: issued.serialNumber,
      // Its subject is the tax ID: sealed, bound to the person (sealedData.ts).
      cert_leaf_b64: sealSessionCertificate(ctx.dataCipher, user.id_nr, issued.certChain[0]),
      access_code_id: user.access_code_id,
    });
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
    await endLogin(db, session.id);
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
