// Every error as the API's error body (docs/api.md): our ApiErrors, storage outages, Fastify's own
// 4xx (bodies, media types, unknown routes), values the database refuses, and the unexpected.
import type { FastifyError, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import type { ServerConfig } from '../config';
import { StorageUnavailableError } from '../db/index';
import { ApiError } from '../errors';
import { message, type Locale } from '../messages';
import { pickLocale } from './requests';
import { setSecurityHeaders } from './securityHeaders';
import { serverWide } from './serverWide';

/** Errors Fastify answers before routing (a malformed URL) skip the hooks: they get the headers here. */
export function frameworkErrors(config: ServerConfig): FastifyServerOptions['frameworkErrors'] {
  return (_error, request, rawReply) => {
    const reply = rawReply as unknown as FastifyReply;
    setSecurityHeaders(config, request, reply);
    const locale = pickLocale(request) ?? 'de';
    void reply
      .code(400)
      .header('Cache-Control', 'no-store')
      .send({ detailMessage: message(locale, 'invalidBody', { name: 'url' }) });
  };
}

function fastifyErrorKey(error: FastifyError, status: number) {
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return 'bodyTooLarge';
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return 'unsupportedMediaType';
  if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return 'requiredParameter';
  if (error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') return 'malformedJson';
  return status === 404 ? 'notFound' : 'invalidBody';
}

export const errorsPlugin = serverWide('errors', async (app) => {
  app.setErrorHandler((error: FastifyError | ApiError | Error, request: FastifyRequest, reply) => {
    // The asked-for language first: the session (and its language) may be what failed.
    const locale: Locale = pickLocale(request) ?? request.locale ?? 'de';
    if (error instanceof ApiError) {
      const body: Record<string, unknown> = { detailMessage: message(locale, error.messageKey, error.extra.params) };
      if (error.extra.sessionTicket) {
        body.sessionTicket = request.id;
        request.log.warn({ sessionTicket: request.id, reason: error.messageKey }, 'request refused with session ticket');
      }
      if (error.extra.errors) body.errors = error.extra.errors;
      if (error.extra.code) body.code = error.extra.code;
      if (error.extra.attemptsLeft !== undefined) body.attemptsLeft = error.extra.attemptsLeft;
      if (error.extra.lockedUntil) body.lockedUntil = error.extra.lockedUntil.toISOString();
      if (error.extra.retryAfterSeconds) reply.header('Retry-After', String(error.extra.retryAfterSeconds));
      return reply.code(error.statusCode).send(body);
    }
    if (error instanceof StorageUnavailableError) {
      request.log.error({ err: error.cause }, 'storage unavailable');
      return reply.code(503).header('Retry-After', '30').send({ detailMessage: message(locale, 'storage') });
    }
    const fe = error as FastifyError;
    const status = fe.statusCode;
    if (status && status >= 400 && status < 500) {
      return reply.code(status).send({ detailMessage: message(locale, fastifyErrorKey(fe, status), { name: 'body' }) });
    }
    // A value the database refuses (SQLSTATE class 22, or nesting beyond its stack) is the request's fault, not ours.
    const sqlState = (error as { code?: unknown }).code;
    if (typeof sqlState === 'string' && /^(22[0-9A-Z]{3}|54001)$/.test(sqlState)) {
      request.log.warn({ sqlState, sessionTicket: request.id }, 'value refused by the database');
      return reply.code(400).send({ detailMessage: message(locale, 'invalidBody', { name: 'body' }) });
    }
    request.log.error({ err: error, sessionTicket: request.id }, 'unexpected error');
    return reply.code(500).send({ detailMessage: message(locale, 'unexpected'), unexpected: true, sessionTicket: request.id });
  });
});
