// Bodies, cookies and compression.
import cookie from '@fastify/cookie';
import compress from '@fastify/compress';
import { assertStorableJson } from '../http';
import { serverWide } from './serverWide';

export const transportPlugin = serverWide('transport', async (app) => {
  // JSON only: other bodies answer 415 instead of reaching the handlers as strings.
  app.removeContentTypeParser('text/plain');
  await app.register(cookie);
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });

  // Bodies the database could not store (NUL, lone surrogates) or absurdly deep ones answer 400, not 500.
  app.addHook('preValidation', async (request) => {
    if (request.body !== undefined && request.body !== null) assertStorableJson(request.body);
  });
});
