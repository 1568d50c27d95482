// Security headers on every response (static files and errors before routing included), and no
// caching of API answers unless a route says otherwise.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config';
import { isApiRequest } from './requests';
import { serverWide } from './serverWide';

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

const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()';

/** Is the connection TLS (directly or, with `trustTls`, behind a proxy that terminates it)? */
export function isSecure(config: ServerConfig, request: FastifyRequest): boolean {
  return config.trustTls || request.protocol === 'https';
}

export function setSecurityHeaders(config: ServerConfig, request: FastifyRequest, reply: FastifyReply): void {
  reply.header('Content-Security-Policy', CSP);
  reply.header('X-Content-Type-Options', 'nosniff');
  reply.header('Referrer-Policy', 'no-referrer');
  reply.header('Permissions-Policy', PERMISSIONS_POLICY);
  reply.header('Cross-Origin-Opener-Policy', 'same-origin');
  reply.header('Cross-Origin-Resource-Policy', 'same-origin');
  reply.header('X-Frame-Options', 'DENY');
  if (isSecure(config, request)) reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
}

export const securityHeadersPlugin = serverWide<{ config: ServerConfig }>('security headers', async (app, { config }) => {
  app.addHook('onSend', async (request, reply, payload) => {
    setSecurityHeaders(config, request, reply);
    if (isApiRequest(request)) reply.header('Cache-Control', reply.getHeader('Cache-Control') ?? 'no-store');
    return payload;
  });
});
