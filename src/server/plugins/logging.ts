// The JSON log's options: identifying values are masked, secrets removed.
import type { FastifyServerOptions } from 'fastify';
import type { ServerConfig } from '../config';
import { mask } from '../errors';

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

/** Fastify's `logger` option; `stream` (default stdout) lets tests read the lines. */
export function loggerOptions(config: ServerConfig, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  if (config.logLevel === 'silent') return false;
  return {
    level: config.logLevel,
    redact: { paths: REDACT_PATHS, censor: censor as (v: unknown, p: string[]) => unknown },
    ...(stream ? { stream } : {}),
  };
}
