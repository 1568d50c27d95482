// What a request is for and which language it asks for; shared by the security, session and error plugins.
import type { FastifyRequest } from 'fastify';
import type { Locale } from '../messages';
import { API } from '../paths';

/** `?lang=` first, then the first language of Accept-Language; undefined when neither is de or en. */
export function pickLocale(request: FastifyRequest): Locale | undefined {
  const query = (request.query as Record<string, unknown> | undefined)?.lang;
  if (query === 'de' || query === 'en') return query;
  const header = request.headers['accept-language'];
  if (typeof header === 'string' && header.trim()) {
    const first = header.split(',')[0].trim().slice(0, 2).toLowerCase();
    if (first === 'de' || first === 'en') return first;
  }
  return undefined;
}

/** Is this request for the API? Decided on the matched route too, so an encoded path cannot skip sessions and CSRF. */
export function isApiRequest(request: FastifyRequest): boolean {
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
