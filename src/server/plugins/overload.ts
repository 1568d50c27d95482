// Overload is shed, not queued (issue 40, point 4): when more requests are in progress than the
// machine serves quickly, statements wait too long for the database, or the event loop lags, a new
// request is refused at once with 503, Retry-After and a message in plain words, instead of waiting
// behind every other request until all of them are slow. The health check, the model files and the
// UI's static files are never refused (they need neither database nor much processor).
// docs/operations.md, "Overload"; docs/decisions.md, "Overload shed, not queued".
import underPressure from '@fastify/under-pressure';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config';
import type { Db } from '../db/index';
import { message, type Locale } from '../messages';
import { BASE, UI } from '../paths';
import { preferencesOf } from '../ui/startPage';
import { isApiRequest, pickLocale } from './requests';
import { serverWide } from './serverWide';

/** How often under-pressure samples the event loop's delay (its mean over this window is compared). */
const SAMPLE_INTERVAL_MS = 500;
/** At most one log line per this many milliseconds while requests are refused. */
const LOG_EVERY_MS = 10_000;

export type OverloadReason = 'eventLoopDelay' | 'databaseWait' | 'requestsInProgress';

/** A page of the UI (an address without a file extension), as opposed to its static files. */
function isUiPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const url = request.url.split('?')[0];
  if (!url.startsWith(`${UI}/`)) return false;
  const last = url.slice(url.lastIndexOf('/') + 1);
  return !last.includes('.');
}

/** What may be refused: the API and the UI's pages (rendered, or the app's index.html). */
export function sheddable(request: FastifyRequest): boolean {
  if (request.url.split('?')[0] === `${BASE}/health`) return false;
  return isApiRequest(request) || isUiPage(request);
}

const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The answer to a page address: a short page in the reader's language, with a link to load it again (no automatic reload). */
function busyPage(locale: Locale, url: string): string {
  const title = message(locale, 'busyTitle');
  return [
    '<!doctype html>',
    `<html lang="${locale}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)} – Einfach Erklären</title>`,
    // No style sheet to fetch from a busy server: large text, a short line, the system's colours
    // (light, dark, or forced colours as the reader has them).
    '<style>:root{color-scheme:light dark}body{font:1.25rem/1.6 system-ui,sans-serif;max-width:36rem;margin:2rem auto;padding:0 1rem}a{text-underline-offset:.2em}</style></head>',
    `<body><main><h1>${escapeHtml(title)}</h1>`,
    `<p>${escapeHtml(message(locale, 'busy'))}</p>`,
    `<p><a href="${escapeHtml(url)}">${escapeHtml(message(locale, 'busyReload'))}</a></p>`,
    '</main></body></html>',
  ].join('');
}

/**
 * Refused requests, logged at a low rate: a line when refusing starts (with the figure that started
 * it), one per LOG_EVERY_MS while it goes on (how many, by reason), and one when it has stopped.
 */
class ShedLog {
  private timer: NodeJS.Timeout | undefined;
  private counts: Partial<Record<OverloadReason, number>> = {};
  private total = 0;

  constructor(private readonly log: FastifyBaseLogger) {}

  note(reason: OverloadReason, figures: Record<string, number>) {
    if (!this.timer) {
      this.log.warn({ reason, ...figures }, 'overloaded: refusing new requests with 503');
      this.timer = setInterval(() => this.flush(), LOG_EVERY_MS);
      this.timer.unref();
    }
    this.counts[reason] = (this.counts[reason] ?? 0) + 1;
    this.total += 1;
  }

  private flush() {
    if (this.total === 0) {
      this.stop();
      this.log.info('overload over: requests accepted again');
      return;
    }
    this.log.warn({ refused: this.total, byReason: this.counts, seconds: LOG_EVERY_MS / 1000 }, 'overloaded: requests refused');
    this.counts = {};
    this.total = 0;
  }

  stop() {
    clearInterval(this.timer);
    this.timer = undefined;
  }
}

export const overloadPlugin = serverWide<{ config: ServerConfig; db: Db }>('overload', async (app, { config, db }) => {
  const retryAfter = String(config.overloadRetryAfterSeconds);
  const shedLog = new ShedLog(app.log);
  app.addHook('onClose', async () => shedLog.stop());

  /** Sets the refusal's status and headers and returns its body: JSON for the API, a page for a page address. */
  const refuse = (request: FastifyRequest, reply: FastifyReply, reason: OverloadReason, figures: Record<string, number>) => {
    shedLog.note(reason, figures);
    reply.code(503).header('Retry-After', retryAfter).header('Cache-Control', 'no-store');
    if (!isApiRequest(request)) {
      // A page's language as the UI picks it: the preference cookie, else Accept-Language.
      reply.type('text/html; charset=utf-8');
      return busyPage(preferencesOf(request.cookies ?? {}, pickLocale(request) ?? 'de').locale, request.url);
    }
    return { detailMessage: message(pickLocale(request) ?? 'de', 'busy') };
  };

  // The event loop: sampled (its mean delay over the last half second), by @fastify/under-pressure.
  if (config.overloadEventLoopDelayMs > 0) {
    await app.register(underPressure, {
      maxEventLoopDelay: config.overloadEventLoopDelayMs,
      sampleInterval: SAMPLE_INTERVAL_MS,
      // Answered without next(): under-pressure sends what the handler returns (its README, "Pressure
      // Handler"; its types say void). Undefined lets the request through: health, files.
      pressureHandler: ((request: FastifyRequest, reply: FastifyReply, _type: string, value: number | undefined) =>
        sheddable(request) ? refuse(request, reply, 'eventLoopDelay', { eventLoopDelayMs: Math.round(value ?? 0) }) : undefined) as unknown as (
        request: FastifyRequest,
        reply: FastifyReply,
        type: string,
        value: number | undefined,
      ) => void,
    });
  }

  // The database's queue and the requests in progress: read at each request, so a burst is refused
  // from the first request that would have to wait too long, not from the next sample on.
  const waiting = config.overloadDatabaseWaitMs > 0 ? db.waiting?.bind(db) : undefined;
  const maxRequests = config.overloadMaxRequests;
  if (!waiting && maxRequests <= 0) return;
  let inProgress = 0;
  app.addHook('onRequest', async (request, reply) => {
    if (!sheddable(request)) return;
    const database = waiting?.();
    if (database && database.oldestMs > config.overloadDatabaseWaitMs) {
      return reply.send(refuse(request, reply, 'databaseWait', { databaseWaitMs: Math.round(database.oldestMs), databaseWaiting: database.count }));
    }
    if (maxRequests > 0) {
      if (inProgress >= maxRequests) return reply.send(refuse(request, reply, 'requestsInProgress', { requestsInProgress: inProgress }));
      inProgress += 1;
      // 'close' comes once the answer is sent or the connection is gone, whichever way the request ends.
      reply.raw.once('close', () => {
        inProgress -= 1;
      });
    }
  });
});
