// Registration: a new access code by post (in test mode also in the answer), and the code for next year.
import type { FastifyInstance } from 'fastify';
import { RegisterRequest, type MessageResponse } from '../../domain/api/schemas';
import { validateBirthDate, validateEmail, validateIdNr } from '../../domain/validators/index';
import { arrivalOf, newAccessCode, writeLetter } from '../accessCodes';
import { ApiError, mask } from '../errors';
import { randomId } from '../ids';
import { parseBody, requireAuthenticated } from '../http';
import { message } from '../messages';
import { hitRateLimit } from '../rateLimit';
import { isKnownMarker } from '../testMarkers';
import type { AppContext } from './index';
import type { UserRow } from '../db/index';

/** The letter with next year's code is announced for mid-March. */
export function nextYearArrival(now: Date): Date {
  const midMarch = new Date(Date.UTC(now.getUTCFullYear() + 1, 2, 15, 9, 0, 0));
  const soonest = arrivalOf(now);
  return soonest > midMarch ? soonest : midMarch;
}

export function registerRegistrationRoutes(api: FastifyInstance, ctx: AppContext) {
  const { db, config, accessCodes } = ctx;

  api.post('/users/register', async (request): Promise<MessageResponse> => {
    const body = parseBody(RegisterRequest, request.body);
    const locale = request.locale;
    const now = config.now();
    await hitRateLimit(db, `register:${request.ip}`, config.registerPerHour, 3600_000, now);

    if (!config.testMode && (body.email || body.testMarker)) throw new ApiError(400, 'testOnlyField');
    const marker = body.testMarker ?? '';
    if (marker && !isKnownMarker('registration', marker)) throw new ApiError(400, 'unknownTestMarker');
    if (validateIdNr(body.id, { testMode: config.testMode })) throw new ApiError(400, 'invalidIdNr');
    const [year, month, day] = body.birthDate.split('-');
    if (validateBirthDate(`${day}.${month}.${year}`, now)) throw new ApiError(400, 'invalidBirthDate');
    if (body.email && validateEmail(body.email)) throw new ApiError(400, 'invalidEmail');

    if (marker === 'registrationServiceDown') throw new ApiError(503, 'registrationServiceDown', { sessionTicket: true });

    const code = newAccessCode();
    const { hash, salt, scheme } = accessCodes.hash(code);
    const arrival = arrivalOf(now);
    await db.transaction(async (tx) => {
      const existing = (await tx.query<Pick<UserRow, 'id_nr' | 'birth_date'>>('SELECT id_nr, birth_date FROM users WHERE id_nr = $1 FOR UPDATE', [body.id]))[0];
      if (existing) {
        if (marker === 'alreadyRegistered') throw new ApiError(409, 'alreadyRegistered');
        const stored = (await tx.query<{ d: string }>("SELECT to_char(birth_date, 'YYYY-MM-DD') AS d FROM users WHERE id_nr = $1", [body.id]))[0].d;
        if (stored !== body.birthDate) throw new ApiError(400, 'registrationMismatch');
        // A repeated registration replaces the code: only the newest letter is valid.
        await tx.query(
          `UPDATE users SET access_code_hash = $2, access_code_salt = $3, access_code_scheme = $7, code_issued_at = $4, code_arrival_at = $5,
             email = COALESCE($6, email), access_code_id = $8 WHERE id_nr = $1`,
          [body.id, hash, salt, now, arrival, body.email ?? null, scheme, randomId()],
        );
      } else {
        if (marker === 'alreadyRegistered') throw new ApiError(409, 'alreadyRegistered');
        await tx.query(
          `INSERT INTO users (id_nr, birth_date, email, access_code_hash, access_code_salt, access_code_scheme, code_issued_at, code_arrival_at, created_at, access_code_id)
           VALUES ($1, $2, $3, $4, $5, $8, $6, $7, $6, $9)`,
          [body.id, body.birthDate, body.email ?? null, hash, salt, now, arrival, scheme, randomId()],
        );
      }
      // A new code lifts a lock and forgets wrong attempts, as it always did for a repeated registration.
      await tx.query('DELETE FROM login_failures WHERE id_hash = $1', [accessCodes.loginKey(body.id)]);
      await writeLetter(tx, { idNr: body.id, kind: 'registration', locale, accessCode: code, arrivalAt: arrival, now });
    });
    request.log.info({ idNr: mask(body.id), repeated: false }, 'access code issued');
    return { message: config.testMode ? message(locale, 'registeredTest', { code }) : message(locale, 'registered') };
  });

  api.post('/users/registerAgain', async (request): Promise<MessageResponse> => {
    const session = requireAuthenticated(request);
    const locale = request.locale;
    const now = config.now();
    const code = newAccessCode();
    const { hash, salt, scheme } = accessCodes.hash(code);
    const arrival = nextYearArrival(now);
    await db.transaction(async (tx) => {
      await tx.query(
        `UPDATE users SET access_code_hash = $2, access_code_salt = $3, access_code_scheme = $6, code_issued_at = $4, code_arrival_at = $5,
           access_code_id = $7 WHERE id_nr = $1`,
        [session.user_id_nr, hash, salt, now, arrival, scheme, randomId()],
      );
      await tx.query('DELETE FROM login_failures WHERE id_hash = $1', [accessCodes.loginKey(session.user_id_nr)]);
      await writeLetter(tx, { idNr: session.user_id_nr, kind: 'newAccessCode', locale, accessCode: code, arrivalAt: arrival, now });
    });
    request.log.info({ idNr: mask(session.user_id_nr) }, 'new access code ordered');
    return { message: config.testMode ? message(locale, 'registerAgainTest', { code }) : message(locale, 'registerAgain') };
  });
}
