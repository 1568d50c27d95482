// Request helpers shared by the route modules: body validation, locale, authentication guard.
import * as v from 'valibot';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from './errors';
import type { Locale } from './messages';
import { fromOtherLogin, type Session } from './session';

/** Validates a body with a valibot schema: a missing value answers the required-parameter error, anything else invalid body. */
export function parseBody<S extends v.GenericSchema>(schema: S, body: unknown): v.InferOutput<S> {
  if (body === undefined || body === null) throw new ApiError(400, 'requiredParameter', { params: { name: 'body' } });
  const result = v.safeParse(schema, body);
  if (result.success) return result.output;
  const issue = result.issues[0];
  const name = v.getDotPath(issue) ?? '';
  if (issue.input === undefined && name) throw new ApiError(400, 'requiredParameter', { params: { name } });
  throw new ApiError(400, 'invalidBody', { params: { name } });
}

export function localeOf(request: FastifyRequest): Locale {
  return request.locale;
}

/**
 * The session's user when the session is authenticated (finishAuthentication done) and the request
 * does not come from a tab of an older login; 401 otherwise, with the body's `code: 'sessionEnded'`
 * so a signed-in tab tells its user at once and keeps what they typed.
 */
/** A session with a person signed in. */
export type SignedInSession = Session & { user_id_nr: string };

export function requireAuthenticated(request: FastifyRequest): SignedInSession {
  const state = request.sessionState;
  const session = state.session;
  if (fromOtherLogin(state)) throw new ApiError(401, 'sessionReplaced', { code: 'sessionEnded' });
  if (!session.authenticated || !session.user_id_nr) {
    throw new ApiError(401, state.expired ? 'sessionExpired' : 'notAuthenticated', { code: 'sessionEnded' });
  }
  return session as SignedInSession;
}

export function noContent(reply: FastifyReply) {
  return reply.code(204).send();
}

/** Deepest nesting a request body (or a declaration inside one) may have; real documents need about 5. */
export const MAX_JSON_DEPTH = 32;

// A NUL character or an unpaired UTF-16 surrogate: PostgreSQL refuses both in text and jsonb.
// oxlint-disable-next-line no-control-regex -- NUL is exactly what must be found
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Refuses values that no handler needs and the database cannot store (400 instead of a 500):
 * nesting deeper than MAX_JSON_DEPTH, NUL characters and unpaired surrogates in strings or keys.
 */
export function assertStorableJson(value: unknown, name = 'body'): void {
  const stack: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  while (stack.length > 0) {
    const { value: current, depth } = stack.pop()!;
    if (typeof current === 'string') {
      if (UNSTORABLE.test(current)) throw new ApiError(400, 'invalidBody', { params: { name } });
    } else if (typeof current === 'object' && current !== null) {
      if (depth >= MAX_JSON_DEPTH) throw new ApiError(400, 'invalidBody', { params: { name } });
      for (const [key, child] of Object.entries(current)) {
        if (UNSTORABLE.test(key)) throw new ApiError(400, 'invalidBody', { params: { name } });
        stack.push({ value: child, depth: depth + 1 });
      }
    }
  }
}
