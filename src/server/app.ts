// The HTTP server: security headers, sessions and CSRF, error mapping, static UI, models and the API.
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import cookie from '@fastify/cookie';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ServerConfig } from './config';
import { openDb, StorageUnavailableError, type Db, type ServerKeyRow } from './db/index';
import { ApiError, mask } from './errors';
import { newSessionTicket } from './ids';
import { assertStorableJson } from './http';
import { message, type Locale } from './messages';
import { resolveSession, SESSION_COOKIE, CSRF_HEADER, purgeExpiredSessions } from './session';
import { ServerPki } from './pki/index';
import { loadModels } from './models/index';
import { registerApi, type AppContext } from './routes/index';
import { purgeDrafts } from './routes/drafts';
import { globalProperties } from './routes/properties';
import { createUiPages, preferencesOf, SSR_DIR } from './ui/startPage';
import { startPdfThread } from './pdf/renderer';

import { API, BASE, MODEL_PATH, UI } from './paths';

export { API, BASE, MODEL_PATH, UI };

const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  // Radix's scroll lock injects a <style> element; inline styles cannot run script, scripts stay 'self' only.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

// Arbitrary constant (distinct from the migration lock) for creating the PKI keys once.
const PKI_LOCK_ID = 4_711_2026;

const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()';

/** Log redaction: identifying values are masked, secrets removed. */
const REDACT_PATHS = [
  'req.headers.cookie',
  'req.headers["x-csrf-token"]',
  'res.headers["set-cookie"]',
  'idNr',
  '*.idNr',
  'id',
  '*.id',
  'accessCode',
  '*.accessCode',
  'cms',
  '*.cms',
  'iban',
  '*.iban',
  'body',
  '*.body',
  'document',
  '*.document',
  'formdata',
  '*.formdata',
];

function censor(value: unknown, pathParts: string[]): unknown {
  const last = pathParts[pathParts.length - 1];
  if ((last === 'idNr' || last === 'id' || last === 'iban') && typeof value === 'string') return mask(value);
  return '[redacted]';
}

function pickLocale(request: FastifyRequest): Locale | undefined {
  const query = (request.query as Record<string, unknown> | undefined)?.lang;
  if (query === 'de' || query === 'en') return query;
  const header = request.headers['accept-language'];
  if (typeof header === 'string' && header.trim()) {
    const first = header.split(',')[0].trim().slice(0, 2).toLowerCase();
    if (first === 'de' || first === 'en') return first;
  }
  return undefined;
}

/** A route as registered (HEAD routes that Fastify adds for GET included). */
export interface RouteEntry {
  method: string;
  url: string;
}

export interface BuiltServer extends FastifyInstance {
  ctx: AppContext;
  /** Every route of the server, so tests can prove that no route escapes the security checks. */
  routeList: readonly RouteEntry[];
}

export interface BuildOptions {
  /** An open database to use instead of opening one from the configuration (not closed with the server). */
  db?: Db;
  /** Where the JSON log lines go (default stdout); tests capture them to check the redaction. */
  logStream?: NodeJS.WritableStream;
}

/** Is this request for the API? Decided on the matched route too, so an encoded path cannot skip sessions and CSRF. */
function isApiRequest(request: FastifyRequest): boolean {
  const route = request.routeOptions?.url;
  if (route && (route === API || route.startsWith(`${API}/`))) return true;
  const url = request.url.split('?')[0];
  return url === API || url.startsWith(`${API}/`) || decodeURIComponentSafe(url).startsWith(`${API}/`);
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

export async function buildServer(config: ServerConfig, options: BuildOptions = {}): Promise<BuiltServer> {
  const db = options.db ?? (await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, schema: config.databaseSchema }));
  // Under a lock: servers starting together on an empty database must all end up with the same CA.
  const pki = await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [PKI_LOCK_ID]);
    return ServerPki.open(
      {
        get: async (name) => (await tx.query<Pick<ServerKeyRow, 'value'>>('SELECT value FROM server_keys WHERE name = $1', [name]))[0]?.value ?? null,
        put: async (name, value) => {
          await tx.query('INSERT INTO server_keys (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [name, value]);
        },
      },
      { now: config.now },
    );
  });
  const models = await loadModels();
  startPdfThread();
  const ctx: AppContext = { config, db, pki, models };

  // Errors Fastify answers before routing (a malformed URL) skip the hooks: they get the headers here.
  let frameworkErrorHeaders: ((request: FastifyRequest, reply: FastifyReply) => void) | undefined;
  const app = Fastify<import('node:http').Server>({
    frameworkErrors: (error, request, rawReply) => {
      const reply = rawReply as unknown as FastifyReply;
      frameworkErrorHeaders?.(request, reply);
      const locale = pickLocale(request) ?? 'de';
      void reply
        .code(400)
        .header('Cache-Control', 'no-store')
        .send({ detailMessage: message(locale, 'invalidBody', { name: 'url' }) });
    },
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            redact: { paths: REDACT_PATHS, censor: censor as (v: unknown, p: string[]) => unknown },
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy as boolean,
    genReqId: () => newSessionTicket(),
  }) as unknown as BuiltServer;
  app.decorate('ctx', ctx);
  const routeList: RouteEntry[] = [];
  app.decorate('routeList', routeList);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routeList.push({ method, url: route.url });
  });
  app.decorateRequest('sessionState', null as any);
  app.decorateRequest('locale', 'de');

  // JSON only: other bodies answer 415 instead of reaching the handlers as strings.
  app.removeContentTypeParser('text/plain');
  await app.register(cookie);
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });

  const secureCookies = (request: FastifyRequest) => config.trustTls || request.protocol === 'https';

  const securityHeaders = (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('Content-Security-Policy', CSP);
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'no-referrer');
    reply.header('Permissions-Policy', PERMISSIONS_POLICY);
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    reply.header('Cross-Origin-Resource-Policy', 'same-origin');
    reply.header('X-Frame-Options', 'DENY');
    if (secureCookies(request)) reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  };
  frameworkErrorHeaders = securityHeaders;

  // Security headers on every response, static files included.
  app.addHook('onSend', async (request, reply, payload) => {
    securityHeaders(request, reply);
    const state = request.sessionState;
    if (state) {
      reply.header('X-CSRF-Token', state.session.csrf_token);
      if (state.cookieChanged) {
        reply.setCookie(SESSION_COOKIE, state.session.id, {
          path: BASE,
          httpOnly: true,
          sameSite: 'strict',
          secure: secureCookies(request),
        });
      }
    }
    if (isApiRequest(request)) reply.header('Cache-Control', reply.getHeader('Cache-Control') ?? 'no-store');
    return payload;
  });

  // Sessions and CSRF for the API only: static files need neither.
  app.addHook('onRequest', async (request) => {
    if (!isApiRequest(request)) return;
    const wanted = pickLocale(request);
    const header = request.headers[CSRF_HEADER];
    const state = await resolveSession(
      db,
      config,
      request.cookies[SESSION_COOKIE],
      typeof header === 'string' ? header : undefined,
      wanted ?? 'de',
    );
    request.sessionState = state;
    request.locale = wanted ?? state.session.locale;
    if (wanted && wanted !== state.session.locale) {
      state.session.locale = wanted;
      await db.query('UPDATE sessions SET locale = $2 WHERE id = $1', [state.session.id, wanted]);
    }
    if (request.method !== 'GET' && request.method !== 'HEAD' && !state.csrfValid) {
      throw new ApiError(403, 'csrf');
    }
  });

  // Bodies the database could not store (NUL, lone surrogates) or absurdly deep ones answer 400, not 500.
  app.addHook('preValidation', async (request) => {
    if (request.body !== undefined && request.body !== null) assertStorableJson(request.body);
  });

  app.setErrorHandler((error: FastifyError | ApiError | Error, request, reply) => {
    // The asked-for language first: the session (and its language) may be what failed.
    const locale: Locale = pickLocale(request) ?? request.locale ?? 'de';
    if (error instanceof ApiError) {
      const body: Record<string, unknown> = { detailMessage: message(locale, error.messageKey, error.extra.params) };
      if (error.extra.sessionTicket) {
        body.sessionTicket = request.id;
        request.log.warn({ sessionTicket: request.id, reason: error.messageKey }, 'request refused with session ticket');
      }
      if (error.extra.errors) body.errors = error.extra.errors;
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
      const key =
        fe.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
          ? 'bodyTooLarge'
          : fe.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
            ? 'unsupportedMediaType'
            : fe.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
              ? 'requiredParameter'
              : error instanceof SyntaxError || fe.code === 'FST_ERR_CTP_INVALID_JSON_BODY'
                ? 'malformedJson'
                : status === 404
                  ? 'notFound'
                  : 'invalidBody';
      return reply.code(status).send({ detailMessage: message(locale, key, { name: 'body' }) });
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

  // UI: hashed assets are immutable; everything else revalidates; unknown paths get the app.
  const uiRoot = path.resolve(config.uiDist);
  const uiBuilt = existsSync(path.join(uiRoot, 'index.html'));
  if (uiBuilt) {
    await app.register(fastifyStatic, {
      root: uiRoot,
      prefix: `${UI}/`,
      // The start page is rendered (below); the server renderer's folder is never served.
      index: false,
      allowedPath: (pathName) => !pathName.split('/').includes(SSR_DIR),
      wildcard: true,
      setHeaders: (reply, filePath) => {
        const relative = path.relative(uiRoot, filePath);
        reply.header(
          'Cache-Control',
          relative.startsWith(`assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  const pages = createUiPages({
    uiRoot,
    properties: (locale) => globalProperties(config, locale),
    onError: (error) => app.log.error({ err: error }, 'start page rendering failed; sending index.html'),
  });
  const sendHtml = async (reply: FastifyReply, html: () => Promise<string>) => {
    if (!uiBuilt) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('The user interface is not built yet. Run "npm run build" (or "npm start").');
    }
    // The start page depends on the preference cookies.
    return reply.header('Cache-Control', 'no-cache').header('Vary', 'Cookie').type('text/html; charset=utf-8').send(await html());
  };
  const sendIndex = (reply: FastifyReply) => sendHtml(reply, pages.index);
  app.get(`${UI}/`, async (request, reply) => sendHtml(reply, () => pages.start(preferencesOf(request.cookies, 'de'))));
  app.get('/', async (_request, reply) => reply.redirect(`${UI}/`));
  app.get(BASE, async (_request, reply) => reply.redirect(`${UI}/`));
  app.get(UI, async (_request, reply) => reply.redirect(`${UI}/`));
  if (!uiBuilt) app.get(`${UI}/*`, async (_request, reply) => sendIndex(reply));

  // Form models under the model path.
  app.get<{ Params: { file: string } }>(`${MODEL_PATH}/:file`, async (request, reply) => {
    const file = request.params.file;
    const filePath = /^[A-Za-z0-9_.-]+\.json$/.test(file) ? models.modelFilePath(file) : undefined;
    if (!filePath) throw new ApiError(404, 'notFound');
    return reply.header('Cache-Control', 'no-cache').type('application/json; charset=utf-8').send(await readFile(filePath));
  });

  app.get(`${BASE}/health`, async (_request, reply) => {
    try {
      await db.query('SELECT 1');
      return { status: 'ok', database: db.kind };
    } catch {
      return reply.code(503).send({ status: 'unavailable', database: db.kind, detailMessage: message('en', 'storage') });
    }
  });

  await app.register(async (api) => registerApi(api, ctx), { prefix: API });

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0];
    if ((request.method === 'GET' || request.method === 'HEAD') && url.startsWith(`${UI}/`) && !url.startsWith(`${UI}/assets/`)) {
      return sendIndex(reply);
    }
    throw new ApiError(404, 'notFound');
  });

  // Housekeeping: expired sessions and drafts older than 25 days, at start and hourly.
  const housekeeping = async () => {
    try {
      const sessions = await purgeExpiredSessions(db, config);
      const drafts = await purgeDrafts(db, config.now());
      if (sessions || drafts) app.log.info({ sessions, drafts }, 'purged expired data');
    } catch (error) {
      app.log.warn({ err: error }, 'housekeeping failed');
    }
  };
  await housekeeping();
  const timer = setInterval(housekeeping, 60 * 60 * 1000);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    if (!options.db) await db.close();
  });

  return app;
}
