// Registration: a new access code by post (in test mode also in the answer), and the code for next year.
import type { FastifyInstance } from 'fastify';
import { RegisterRequest, type MessageResponse } from '../../domain/api/schemas';
import { validateBirthDate, validateEmail, validateIdNr } from '../../domain/validators/index';
import { arrivalOf, newAccessCode } from '../accessCodes';
import { ApiError, mask } from '../errors';
import { randomId } from '../ids';
import { parseBody, requireAuthenticated } from '../http';
import { message } from '../messages';
import { hitRateLimit } from '../rateLimit';
import { isKnownMarker } from '../testMarkers';
import type { AppContext } from '../context';
import { registerPerson, replaceAccessCode } from '../store/people';
import { taxIdOf } from '../taxIds';

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

    // The marker answers as a registered tax ID does, before anything is written.
    if (marker === 'alreadyRegistered') throw new ApiError(409, 'alreadyRegistered');
    const code = newAccessCode();
    const outcome = await registerPerson(
      ctx,
      { taxId: body.id, birthDate: body.birthDate, email: body.email ?? null },
      {
        hash: accessCodes.hash(code),
        codeId: randomId(),
        issuedAt: now,
        arrivalAt: arrivalOf(now),
        letter: { kind: 'registration', locale, accessCode: code },
        loginKey: accessCodes.loginKey(body.id),
      },
    );
    if (outcome === 'birthDateMismatch') throw new ApiError(400, 'registrationMismatch');
    request.log.info({ idNr: mask(body.id), repeated: false }, 'access code issued');
    return { message: config.testMode ? message(locale, 'registeredTest', { code }) : message(locale, 'registered') };
  });

  api.post('/users/registerAgain', async (request): Promise<MessageResponse> => {
    const session = requireAuthenticated(request);
    const locale = request.locale;
    const now = config.now();
    const code = newAccessCode();
    await replaceAccessCode(db, session.user_id_nr, {
      hash: accessCodes.hash(code),
      codeId: randomId(),
      issuedAt: now,
      arrivalAt: nextYearArrival(now),
      letter: { kind: 'newAccessCode', locale, accessCode: code },
      loginKey: accessCodes.loginKey(taxIdOf(ctx.dataCipher, session)),
    });
    request.log.info({ idNr: mask(session.user_id_nr) }, 'new access code ordered');
    return { message: config.testMode ? message(locale, 'registerAgainTest', { code }) : message(locale, 'registerAgain') };
  });
}
