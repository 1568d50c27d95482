// GET /erklaerung/ui/preferences: the header's language and contrast switches as a form the server
// answers (issue 35), so they act at once on a page the server rendered, before or without the app's
// script. Sets the preference cookie as the app does (src/app/session/startData.ts,
// writePreferenceCookies) and sends the browser back to the page it came from (303).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config';
import { isSecure } from '../plugins/securityHeaders';
import { BASE, UI } from '../paths';
import { PREFERENCE_COOKIES } from '../../domain/startPage';
import { PREFERENCE_SWITCH_FIELDS, PREFERENCE_SWITCH_PATH, preferenceReturnPath } from '../../domain/preferences';

/** As writePreferenceCookies: a year, the whole service's path, sent on a link from elsewhere (Lax). */
const COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/**
 * Marks the preference cookies as the newest choice: the app keeps its preferences in local storage,
 * and its boot script (src/app/boot.ts) takes the cookies over when it finds this mark, then deletes it.
 */
export const SWITCHED_COOKIE = 'ee_switched';

/** Said in both languages: the address was edited by hand (the header never sends another value). */
const BAD_REQUEST_PAGE = `<!doctype html>
<html lang="de">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Diese Einstellung gibt es nicht – Einfach Erklären</title></head>
<body>
<main>
<h1>Diese Einstellung gibt es nicht</h1>
<p>Die Adresse ist nicht vollständig oder nicht richtig. <a href="${UI}/">Zur Startseite</a></p>
<div lang="en">
<h2>This setting does not exist</h2>
<p>The address is incomplete or wrong. <a href="${UI}/">Go to the start page</a></p>
</div>
</main>
</body>
</html>
`;

type Query = Record<string, unknown>;

/** The preferences the query asks for; null when it names none or a value that does not exist. */
export function requestedPreferences(query: Query): { locale?: 'de' | 'en'; contrast?: '0' | '1' } | null {
  const locale = query[PREFERENCE_SWITCH_FIELDS.locale];
  const contrast = query[PREFERENCE_SWITCH_FIELDS.contrast];
  if (locale === undefined && contrast === undefined) return null;
  if (locale !== undefined && locale !== 'de' && locale !== 'en') return null;
  if (contrast !== undefined && contrast !== '0' && contrast !== '1') return null;
  return { ...(locale === undefined ? {} : { locale }), ...(contrast === undefined ? {} : { contrast }) };
}

export function registerPreferenceSwitch(app: FastifyInstance, config: ServerConfig): void {
  app.get(PREFERENCE_SWITCH_PATH, async (request: FastifyRequest, reply: FastifyReply) => {
    const query = (request.query ?? {}) as Query;
    const wanted = requestedPreferences(query);
    reply.header('Cache-Control', 'no-store');
    if (!wanted) return reply.code(400).type('text/html; charset=utf-8').send(BAD_REQUEST_PAGE);
    const cookie = { path: BASE, maxAge: COOKIE_MAX_AGE_S, sameSite: 'lax' as const, secure: isSecure(config, request), httpOnly: false };
    // Only the one switched: the other stays as the browser has it (the app may hold it in local storage only).
    if (wanted.locale) reply.setCookie(PREFERENCE_COOKIES.locale, wanted.locale, cookie);
    if (wanted.contrast) reply.setCookie(PREFERENCE_COOKIES.contrast, wanted.contrast, cookie);
    reply.setCookie(SWITCHED_COOKIE, '1', cookie);
    // Back to the page (now in the new language or theme); an address that is not a page of the UI gets the start page.
    return reply.redirect(preferenceReturnPath(query[PREFERENCE_SWITCH_FIELDS.returnTo]) ?? `${UI}/`, 303);
  });
}
