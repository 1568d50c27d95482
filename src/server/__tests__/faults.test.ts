// Faults: the server killed with SIGKILL under load, the database unreachable, a connection lost
// during submit, several servers migrating one empty database at once. Loopback only, bounded.
import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ErrorBody, ModelsResponse, PrepareSummaryResponse, RetrieveXmlResponse, SendSignatureResponse, StatusResponse } from '../../domain/api/schemas';
import { openLocalSigningData, signDeclarationXml, type JeansProperties, type PfxDecryptInfo } from '../../domain/crypto/client';
import { buildServer, type BuiltServer } from '../app';
import { openDb, StorageUnavailableError, type Db } from '../db/index';
import { freePort, inBatches, killCycle, registerAndLogin, startServerProcess, type DraftWriter, type ServerProcess } from './kit/remote';
import { testConfig } from '../config';
import { TestClient, login, nextIdNr, register, startServer, stopServer, type HealthBody } from './harness';
import { minimalDeclaration } from './kit/documents';

const CLIENTS = 50;
const databaseUrl = process.env.DATABASE_URL || undefined;
const dirs: string[] = [];
const servers: ServerProcess[] = [];

function tempDir(prefix: string) {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  dirs.push(dir);
  return dir;
}

async function dropSchema(schema: string) {
  if (!databaseUrl) return;
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  await client.end();
}

const schemas: string[] = [];
function newSchema() {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  schemas.push(schema);
  return schema;
}

afterAll(async () => {
  for (const server of servers) await server.kill9();
  for (const schema of schemas) await dropSchema(schema);
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('kill -9 while 50 clients save drafts', () => {
  it('every acknowledged draft survives with its last acknowledged content, and the sessions too', { timeout: 240_000 }, async () => {
    const dataDir = tempDir('ee-fault-');
    const schema = databaseUrl ? newSchema() : undefined;
    const start = async () => {
      const server = await startServerProcess({ dataDir, databaseUrl, databaseSchema: schema });
      servers.push(server);
      return server;
    };
    let server = await start();
    const logins = await inBatches(Array.from({ length: CLIENTS }, (_, i) => i), 8, () => registerAndLogin(server.url));
    const models = (await logins[0].client.get<ModelsResponse>('/models')).body.models;
    const formModelName: string = models[models.length - 1].formModelName;
    const writers: DraftWriter[] = logins.map((l, index) => ({ index, client: l.client, saves: 0, refused: 0 }));

    const result = await killCycle({ server, writers, formModelName, killAfterSaves: 3 * CLIENTS, restart: start });
    server = result.server;
    expect(result.saves, 'drafts were saved before the kill').toBeGreaterThanOrEqual(3 * CLIENTS);
    expect(result.checked).toBe(CLIENTS);
    expect(result.lost).toEqual([]);
    expect(writers.every((w) => w.refused === 0)).toBe(true);
    // The logged-in sessions live in the database, so they outlive the process.
    expect((await writers[0].client.get<StatusResponse>('/users/status')).body.authenticated).toBe(true);
    await server.stop();
  });
});

describe('database unreachable', () => {
  it('answers 503 with a clear error body and Retry-After, health 503, and recovers when the database is back', async () => {
    const { app, config } = await startServer();
    // A PostgreSQL server that is not there: a port nobody listens on.
    const deadPort = await freePort();
    const { default: pg } = await import('pg');
    const deadPool = new pg.Pool({ connectionString: `postgres://nobody@127.0.0.1:${deadPort}/none`, connectionTimeoutMillis: 2000 });
    deadPool.on('error', () => undefined);
    const real = app.ctx.db;
    let down = false;
    const viaDead = async <T extends object>(sql: string, params: unknown[] = []) => {
      try {
        return (await deadPool.query(sql, params)).rows as T[];
      } catch (error) {
        const code = (error as { code?: string }).code;
        throw code === 'ECONNREFUSED' ? new StorageUnavailableError(error) : error;
      }
    };
    const switching: Db = {
      kind: real.kind,
      query: <T extends object>(sql: string, params?: unknown[]) => (down ? viaDead<T>(sql, params) : real.query<T>(sql, params)),
      exec: async (sql) => {
        if (down) await viaDead(sql);
        else await real.exec(sql);
      },
      transaction: (fn) => (down ? viaDead('BEGIN').then(() => fn(switching)) : real.transaction(fn)),
      close: async () => undefined,
    };
    const server = await buildServer(config, { db: switching });
    try {
      const client = await new TestClient(server).start();
      down = true;
      for (const call of [() => client.get<ErrorBody>('/users/status'), () => client.post<ErrorBody>('/pageChange', { page: 'start' }), () => client.get<ErrorBody>('/properties/global')]) {
        const res = await call();
        expect(res.status).toBe(503);
        expect(res.headers['retry-after']).toBe('30');
        expect(res.body.detailMessage).toMatch(/vorübergehend nicht erreichbar/);
        expect(res.body.unexpected).toBeUndefined();
        expect(JSON.stringify(res.body)).not.toMatch(/ECONNREFUSED|stack|at /);
      }
      const english = await client.get<ErrorBody>('/users/status', { 'accept-language': 'en' });
      expect(english.body.detailMessage).toBe('The service is temporarily unavailable. Please try again later.');
      const health = await client.get<HealthBody>('/erklaerung/health');
      expect(health.status).toBe(503);
      expect(health.body.status).toBe('unavailable');
      down = false;
      expect((await client.get('/erklaerung/health')).status).toBe(200);
      expect((await client.get('/users/status')).status).toBe(200);
    } finally {
      await server.close();
      await deadPool.end();
      await stopServer(app, config);
    }
  });

  // The embedded database whatever the run: once, in the run without DATABASE_URL.
  it.skipIf(!!databaseUrl)('a closed embedded database answers 503 as well', async () => {
    const db = await openDb({ dataDir: 'memory://' });
    const server = await buildServer(testConfig({ databaseUrl: undefined }), { db });
    const client = await new TestClient(server).start();
    await db.close();
    const res = await client.get<ErrorBody>('/users/status');
    expect(res.status).toBe(503);
    expect(res.body.detailMessage).toBeTruthy();
    await server.close();
  });
});

describe('connection lost during submit', () => {
  let app: BuiltServer;
  let stopConfig: Parameters<typeof stopServer>[1];
  afterAll(async () => stopServer(app, stopConfig));

  it('the answer lost on the way back: sending the same signature again gives one submission and one ticket', async () => {
    const started = await startServer();
    app = started.app;
    stopConfig = started.config;
    const client = await new TestClient(app).start();
    const idNr = nextIdNr();
    const result = await login(client, idNr, await register(client, idNr, '1951-02-03'));
    const models = (await client.get<ModelsResponse>('/models')).body.models;
    const model = models[models.length - 1];
    const prepared = await client.post<PrepareSummaryResponse>('/prepareSummaryPage', {
      formModelId: model.formModelName,
      dataModelId: model.dataModelNames![0],
      formdata: JSON.stringify(minimalDeclaration({ firstName: 'Erika', lastName: 'Muster', birthDate: '1951-02-03' })),
    });
    expect(prepared.status).toBe(200);
    const xmlDataId = prepared.body.xmlDataId;
    const xml = await client.post<RetrieveXmlResponse>('/users/sign/retrieveXml', { xmlDataId });
    const info = await client.get<PfxDecryptInfo>('/users/sign/getPfxFileDecryptInfo');
    const { privateKey, certificate } = await openLocalSigningData(result.signing!.encryptedPfx, info.body);
    const signature = { xmlDataId, ...(await signDeclarationXml({ xmlData: xml.body.xmlData, privateKey, certificate })) };

    // A real socket that the client drops as soon as the request is written: the server gets it, the client never hears back.
    const port = await freePort();
    await app.listen({ port, host: '127.0.0.1' });
    const payload = JSON.stringify(signature);
    await new Promise<void>((resolve) => {
      const req = httpRequest({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/erklaerung/api/users/sign/sendSignature',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          cookie: `ee_session=${client.cookie}`,
          'x-csrf-token': client.csrf!,
        },
      });
      req.on('error', () => resolve());
      req.on('response', () => undefined);
      req.end(payload, () => setTimeout(() => {
        req.destroy();
        resolve();
      }, 5));
    });
    // The server finishes the dropped request on its own; the retries come while or after it does.
    const [first, second] = await Promise.all([
      client.post<SendSignatureResponse>('/users/sign/sendSignature', signature),
      client.post<SendSignatureResponse>('/users/sign/sendSignature', signature),
    ]);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.body.transferticket).toBe(first.body.transferticket);
    await new Promise((r) => setTimeout(r, 300));
    const third = await client.post<SendSignatureResponse>('/users/sign/sendSignature', signature);
    expect(third.body.transferticket).toBe(first.body.transferticket);
    const rows = await app.ctx.db.query('SELECT transfer_ticket FROM submissions WHERE xml_data_id = $1', [xmlDataId]);
    expect(rows).toEqual([{ transfer_ticket: first.body.transferticket }]);
  });
});

describe('several servers on one empty database', () => {
  it('two servers migrating the same empty database at once both start and share one CA', async () => {
    const schema = databaseUrl ? newSchema() : undefined;
    // PostgreSQL: two independent servers with their own pools. PGlite: one embedded database shared in-process.
    const shared = databaseUrl ? undefined : await openDb({ dataDir: 'memory://' });
    const config = testConfig({ databaseUrl, databaseSchema: schema });
    const [a, b] = await Promise.all([buildServer(config, { db: shared }), buildServer(config, { db: shared })]);
    try {
      const jeans = async (server: BuiltServer) => (await new TestClient(server).get<JeansProperties>('/properties/jeans')).body;
      expect(await jeans(a)).toEqual(await jeans(b));
      expect((await new TestClient(a).get('/erklaerung/health')).status).toBe(200);
      expect((await new TestClient(b).get('/erklaerung/health')).status).toBe(200);
      const migrations = await a.ctx.db.query('SELECT version FROM schema_migrations');
      expect(migrations.length).toBeGreaterThan(0);
      expect(new Set(migrations.map((m) => m.version)).size).toBe(migrations.length);
      // The CA's and the key transport's keys and certificates (four) and the check values of the access-code key and the data key, once each.
      expect((await a.ctx.db.query('SELECT count(*)::int AS n FROM server_keys'))[0].n).toBe(6);
      // A login on one server works with certificates fetched from the other.
      const client = await new TestClient(a).start();
      const idNr = nextIdNr();
      const code = await register(client, idNr);
      const other = await new TestClient(b).start();
      expect((await login(other, idNr, code)).finish?.status).toBe(200);
    } finally {
      await a.close();
      await b.close();
      await shared?.close();
    }
  });
});

describe('several server processes on one port (WORKERS)', () => {
  /** Child processes of a process, from /proc (Linux). */
  const childrenOf = (pid: number) =>
    readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean);

  it.skipIf(!!databaseUrl)('refuses to start more than one process on the embedded database', async () => {
    const error = await startServerProcess({ dataDir: tempDir('ee-workers-'), databaseUrl: undefined, env: { WORKERS: '2' } }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(String(error)).toMatch(/WORKERS > 1 needs DATABASE_URL/);
  });

  it.skipIf(!databaseUrl)('two processes share the port and the sessions; SIGTERM stops both', { timeout: 180_000 }, async () => {
    const server = await startServerProcess({ dataDir: tempDir('ee-workers-'), databaseUrl, databaseSchema: newSchema(), env: { WORKERS: '2' } });
    servers.push(server);
    expect(childrenOf(server.proc.pid!)).toHaveLength(2);
    const logins = await inBatches(Array.from({ length: 6 }, (_, i) => i), 3, () => registerAndLogin(server.url));
    for (const { client } of logins) expect((await client.get<StatusResponse>('/users/status')).body.authenticated).toBe(true);
    await server.stop();
    expect(server.proc.exitCode).toBe(0);
  });
});
