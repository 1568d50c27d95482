import type { SessionState } from './session';
import type { Locale } from './messages';

declare module 'fastify' {
  interface FastifyRequest {
    sessionState: SessionState;
    locale: Locale;
  }
}
