// Sessions and CSRF for the API (static files need neither): the session cookie, the CSRF token in a
// header both ways, and the session's language.
import type { ServerConfig } from '../config';
import type { Db } from '../db/index';
import { ApiError } from '../errors';
import { BASE } from '../paths';
import { CSRF_HEADER, LOGIN_HEADER, resolveSession, SESSION_COOKIE, type SessionState } from '../session';
import { setSessionLocale } from '../store/sessions';
import { isApiRequest, pickLocale } from './requests';
import { isSecure } from './securityHeaders';
import { serverWide } from './serverWide';

export const sessionsPlugin = serverWide<{ config: ServerConfig; db: Db }>('sessions and CSRF', async (app, { config, db }) => {
  app.decorateRequest('sessionState', null as unknown as SessionState);
  app.decorateRequest('locale', 'de');

  app.addHook('onRequest', async (request) => {
    if (!isApiRequest(request)) return;
    const wanted = pickLocale(request);
    const header = request.headers[CSRF_HEADER];
    const state = await resolveSession(db, config, request.cookies[SESSION_COOKIE], typeof header === 'string' ? header : undefined, wanted ?? 'de');
    const loginTag = request.headers[LOGIN_HEADER];
    if (typeof loginTag === 'string' && loginTag !== '') state.loginTag = loginTag.slice(0, 128);
    request.sessionState = state;
    request.locale = wanted ?? state.session.locale;
    if (wanted && wanted !== state.session.locale) {
      state.session.locale = wanted;
      await setSessionLocale(db, state.session.id, wanted);
    }
    if (request.method !== 'GET' && request.method !== 'HEAD' && !state.csrfValid) {
      // A tab that holds a login whose session is gone (expired, or a server that no longer has it):
      // the token could not match a session that no longer exists. Said as the ended login it is, so
      // the tab shows its blocking dialog and keeps the answers, not a "reload the page" error.
      if (state.created && state.loginTag !== undefined) throw new ApiError(401, state.expired ? 'sessionExpired' : 'notAuthenticated', { code: 'sessionEnded' });
      throw new ApiError(403, 'csrf');
    }
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const state = request.sessionState;
    if (state) {
      reply.header('X-CSRF-Token', state.session.csrf_token);
      if (state.cookieChanged) {
        reply.setCookie(SESSION_COOKIE, state.session.id, {
          path: BASE,
          httpOnly: true,
          sameSite: 'strict',
          secure: isSecure(config, request),
        });
      }
    }
    return payload;
  });
});
