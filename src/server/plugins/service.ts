// Outside the API: the form-model files the app loads, and the health check for load balancers.
import { readFile } from 'node:fs/promises';
import { ping, type Db } from '../db/index';
import type { DrainState } from '../drain';
import { ApiError } from '../errors';
import { message } from '../messages';
import type { Models } from '../context';
import { BASE, MODEL_PATH } from '../paths';
import { serverWide } from './serverWide';

export const modelFilesPlugin = serverWide<{ models: Models }>('model files', async (app, { models }) => {
  app.get<{ Params: { file: string } }>(`${MODEL_PATH}/:file`, async (request, reply) => {
    const file = request.params.file;
    const filePath = /^[A-Za-z0-9_.-]+\.json$/.test(file) ? models.modelFilePath(file) : undefined;
    if (!filePath) throw new ApiError(404, 'notFound');
    return reply.header('Cache-Control', 'no-cache').type('application/json; charset=utf-8').send(await readFile(filePath));
  });
});

export const healthPlugin = serverWide<{ db: Db; drain?: DrainState }>('health', async (app, { db, drain }) => {
  // While draining (drain.ts) the server still serves, but each answer closes its connection, so the
  // balancer keeps no idle connection to it, and the health check fails so it sends no new requests.
  app.addHook('onSend', async (_request, reply) => {
    if (drain?.draining) reply.header('connection', 'close');
  });
  app.get(`${BASE}/health`, async (_request, reply) => {
    if (drain?.draining) return reply.code(503).send({ status: 'draining', database: db.kind });
    try {
      await ping(db);
      return { status: 'ok', database: db.kind };
    } catch {
      return reply.code(503).send({ status: 'unavailable', database: db.kind, detailMessage: message('en', 'storage') });
    }
  });
});
