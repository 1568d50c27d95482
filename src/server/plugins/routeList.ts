// Every route as registered, so tests can prove that no route escapes the security checks.
import { serverWide } from './serverWide';

/** A route as registered (HEAD routes that Fastify adds for GET included). */
export interface RouteEntry {
  method: string;
  url: string;
}

/** Decorates the server with `routeList`; registered before any route. */
export const routeListPlugin = serverWide('route list', async (app) => {
  const routeList: RouteEntry[] = [];
  app.decorate('routeList', routeList);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routeList.push({ method, url: route.url });
  });
});
