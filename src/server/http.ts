// Request helpers shared by the route modules: body validation, locale, authentication guard.
import * as v from 'valibot';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from './errors';
import type { Locale } from './messages';
import type { Session } from './session';

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

/** The session's user when the session is authenticated (finishAuthentication done); 401 otherwise. */
export function requireAuthenticated(request: FastifyRequest): Session & { user_id_nr: string } {
  const session = request.sessionState.session;
  if (!session.authenticated || !session.user_id_nr) {
    throw new ApiError(401, request.sessionState.expired ? 'sessionExpired' : 'notAuthenticated');
  }
  return session as Session & { user_id_nr: string };
}

export function noContent(reply: FastifyReply) {
  return reply.code(204).send();
}
