// The user interface: hashed assets are immutable, everything else revalidates; the start page is
// rendered in the preferred language and theme; unknown UI paths get the app; anything else unknown
// answers the API's 404.
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../context';
import fastifyStatic from '@fastify/static';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { ServerConfig } from '../config';
import { ApiError } from '../errors';
import { BASE, UI } from '../paths';
import { globalProperties } from '../routes/properties';
import { createUiPages, preferencesOf, SSR_DIR } from '../ui/startPage';
import { isAppPath, prerenderedRoute, signedInRoute } from '../../domain/startPage';
import { registerPreferenceSwitch } from '../ui/preferences';
import { signedInStart } from '../ui/signedIn';
import { serverWide } from './serverWide';

export const uiPlugin = serverWide<{ config: ServerConfig; ctx: AppContext }>('user interface', async (app, { config, ctx }) => {
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
      // Scripts and style sheets as the build compressed them (<file>.br, <file>.gz; vite.config.ts,
      // precompressAssets), chosen by Accept-Encoding; other files are compressed on the fly.
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        const relative = path.relative(uiRoot, filePath);
        reply.header('Cache-Control', relative.startsWith(`assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
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
      return reply.code(503).type('text/plain; charset=utf-8').send('The user interface is not built yet. Run "npm run build" (or "npm start").');
    }
    // The start page depends on the preference cookies.
    return reply.header('Cache-Control', 'no-cache').header('Vary', 'Cookie').type('text/html; charset=utf-8').send(await html());
  };
  /** index.html; for a UI path, with that route's screen preloaded (src/domain/startPage.ts, ROUTE_SCREEN_MODULES). */
  const sendIndex = (reply: FastifyReply, url?: string) => sendHtml(reply, () => pages.index(url?.startsWith(`${UI}/`) ? url.slice(UI.length).replace(/\/+$/, '') || '/' : undefined));
  app.get(`${UI}/`, async (request, reply) => sendHtml(reply, () => pages.start(preferencesOf(request.cookies, 'de'))));
  app.get('/', async (_request, reply) => reply.redirect(`${UI}/`));
  app.get(BASE, async (_request, reply) => reply.redirect(`${UI}/`));
  app.get(UI, async (_request, reply) => reply.redirect(`${UI}/`));
  // The header's switches without the app's script (docs/api.md, "User interface").
  registerPreferenceSwitch(app, config);
  if (!uiBuilt) app.get(`${UI}/*`, async (_request, reply) => sendIndex(reply));

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0];
    if ((request.method === 'GET' || request.method === 'HEAD') && url.startsWith(`${UI}/`) && !url.startsWith(`${UI}/assets/`)) {
      // A public page comes whole, rendered in the preferred language and theme (issue 35).
      const route = uiBuilt ? prerenderedRoute(url.slice(UI.length), request.url.split('?')[1] ?? '') : null;
      if (route) return sendHtml(reply, () => pages.page(route, preferencesOf(request.cookies, 'de')));
      // A signed-in page comes whole too, from this session's own data: for this request alone.
      const path = url.slice(UI.length);
      const preferences = preferencesOf(request.cookies, 'de');
      const signed = uiBuilt && pages.prerendered ? signedInRoute(path, request.url.split('?')[1] ?? '') : null;
      if (signed) {
        const data = await signedInStart(app, ctx, request, signed, preferences.locale, config.testMode).catch((error: unknown) => {
          app.log.error({ err: error }, 'signed-in page data failed; sending index.html');
          return null;
        });
        // Not signed in: the login, whole (the app then moves to its address and keeps the one asked for).
        if (data === 'signedOut') return sendHtml(reply, () => pages.page('/tax', preferences));
        const html = data ? await pages.signedIn(signed, preferences, data) : null;
        if (html) return reply.header('Cache-Control', 'no-store').header('Vary', 'Cookie').type('text/html; charset=utf-8').send(html);
      }
      // An address the app does not know falls back to the start page (docs/product-spec.md §2): 404, and
      // the start page whole, so it reads before the app moves to the start page's own address.
      if (uiBuilt && pages.prerendered && !isAppPath(path)) {
        reply.code(404);
        return sendHtml(reply, () => pages.start(preferences));
      }
      return sendIndex(reply, url);
    }
    throw new ApiError(404, 'notFound');
  });
});
