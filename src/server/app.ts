// The HTTP server: the database, PKI and models it serves from, and its plugins, one per concern
// (src/server/plugins): route list, transport, security headers, overload, sessions and CSRF, errors,
// model files, health, the API, the user interface, housekeeping.
import Fastify, { type FastifyInstance } from 'fastify';
import { AccessCodes } from './accessCodes';
import { loadAccessCodeKey } from './accessCodeKey';
import { parseKey } from './serverKey';
import { deriveTaxIdKey, REGISTER_UNDER_HASHED_KEY, TAX_ID_KEY_BYTES, TaxIds } from './taxIds';
import { rekeyPeople, unknownTaxIdKey } from './store/taxIdKeys';
import { RETENTION_BATCH_SIZE } from './db/batches';
import type { ServerConfig } from './config';
import { openDataCipher, rotateDataKey } from './dataKeyRotation';
import { DrainState } from './drain';
import { openDb, type Db } from './db/index';
import { newSessionTicket } from './ids';
import { ServerPki } from './pki/index';
import { loadModels } from './models/index';
import type { AppContext } from './context';
import { registerApi } from './routes/index';
import { keepFirstValue, withServerKeysLocked } from './store/serverKeys';
import { sealPlaintextRows } from './store/sealing';
import { startPdfThread } from './pdf/renderer';
import { errorsPlugin, frameworkErrors } from './plugins/errors';
import { housekeepingPlugin } from './plugins/housekeeping';
import { loggerOptions } from './plugins/logging';
import { overloadPlugin } from './plugins/overload';
import { routeListPlugin, type RouteEntry } from './plugins/routeList';
import { securityHeadersPlugin } from './plugins/securityHeaders';
import { healthPlugin, modelFilesPlugin } from './plugins/service';
import { sessionsPlugin } from './plugins/sessions';
import { transportPlugin } from './plugins/transport';
import { uiPlugin } from './plugins/ui';

import { API, BASE, MODEL_PATH, UI } from './paths';

export { API, BASE, MODEL_PATH, UI };
export type { RouteEntry };

// Arbitrary constant (distinct from the migration lock) for creating the PKI keys once.
const PKI_LOCK_ID = 4_711_2026;

export interface BuiltServer extends FastifyInstance {
  ctx: AppContext;
  /** Every route of the server, so tests can prove that no route escapes the security checks. */
  routeList: readonly RouteEntry[];
  /** Starts the drain before a graceful stop: health answers 503, every answer closes its connection (drain.ts). */
  beginDrain(): void;
  /** Settles when the housekeeping run going on (the one at the start, or the hour's) has finished. */
  housekeepingSettled(): Promise<void>;
}

export interface BuildOptions {
  /** An open database to use instead of opening one from the configuration (not closed with the server). */
  db?: Db;
  /** Where the JSON log lines go (default stdout); tests capture them to check the redaction. */
  logStream?: NodeJS.WritableStream;
}

/** The access-code key's check value in server_keys (accessCodes.ts, `keyCheck`). */
const ACCESS_CODE_KEY_CHECK = 'access_code_key_check';

/**
 * The access-code hasher. The database remembers which key its codes were hashed with: a server
 * with another key (a second server without the shared ACCESS_CODE_KEY, a lost key file) would
 * refuse every right code and lock people out, so it refuses to start instead.
 */
export async function openAccessCodes(config: ServerConfig, db: Db): Promise<{ accessCodes: AccessCodes; key: Buffer }> {
  const { key, source } = await loadAccessCodeKey(config);
  const accessCodes = new AccessCodes(key);
  const check = accessCodes.keyCheck();
  const stored = await keepFirstValue(db, ACCESS_CODE_KEY_CHECK, check);
  if (stored !== check) {
    throw new Error(
      `The access-code key (from ${source}) is not the one this database's access codes were hashed with. ` +
        'Give every server of one database the same ACCESS_CODE_KEY or ACCESS_CODE_KEY_FILE (docs/operations.md, "Access-code key").',
    );
  }
  return { accessCodes, key };
}

/** The tax-ID hasher (taxIds.ts): TAX_ID_KEY, or derived from the access-code key; TAX_ID_KEY_OTHER while people are re-keyed. */
export function openTaxIds(config: Pick<ServerConfig, 'taxIdKey' | 'taxIdKeyOther'>, accessCodeKey: Buffer): TaxIds {
  const keyOf = (text: string, variable: string) => (text === 'derived' ? deriveTaxIdKey(accessCodeKey) : parseKey(text, variable, TAX_ID_KEY_BYTES));
  const own = config.taxIdKey ? keyOf(config.taxIdKey, 'TAX_ID_KEY') : deriveTaxIdKey(accessCodeKey);
  return new TaxIds(own, config.taxIdKeyOther ? [keyOf(config.taxIdKeyOther, 'TAX_ID_KEY_OTHER')] : []);
}

/**
 * The tax-ID hasher, refused when the database has people under a hash key that is neither TAX_ID_KEY
 * nor TAX_ID_KEY_OTHER: their logins would fail as a wrong tax ID (a server given another key, or
 * TAX_ID_KEY_OTHER removed before the re-keying ended).
 */
export async function checkedTaxIds(config: Pick<ServerConfig, 'taxIdKey' | 'taxIdKeyOther'>, db: Db, accessCodeKey: Buffer): Promise<TaxIds> {
  const taxIds = openTaxIds(config, accessCodeKey);
  const unknown = await unknownTaxIdKey(db, taxIds);
  if (unknown !== undefined) {
    throw new Error(
      `People in this database are stored under the tax-ID key with id ${unknown}, which is neither TAX_ID_KEY nor TAX_ID_KEY_OTHER of this server ` +
        `(its own key has id ${taxIds.ownPrefix.split(':')[1]}). Give every server of one database the same tax-ID key; while people are re-keyed, ` +
        'keep the key before as TAX_ID_KEY_OTHER until `npm run tax-id-key:rekey` reports none left (docs/operations.md, "Tax-ID key").',
    );
  }
  return taxIds;
}

/**
 * What the routes work with: configuration, database, PKI (created once, under a lock), the year
 * models, the access-code hasher and the data cipher.
 */
async function openContext(config: ServerConfig, options: BuildOptions): Promise<{ ctx: AppContext; rotationPending: boolean }> {
  const db = options.db ?? (await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, schema: config.databaseSchema }));
  // Under a lock: servers starting together on an empty database must all end up with the same CA.
  const pki = await withServerKeysLocked(db, PKI_LOCK_ID, (keys) => ServerPki.open(keys, { now: config.now }));
  const { accessCodes, key: accessCodeKey } = await openAccessCodes(config, db);
  const taxIds = await checkedTaxIds(config, db, accessCodeKey);
  const { cipher: dataCipher, rotationPending } = await openDataCipher(config, db);
  const models = await loadModels();
  return { ctx: { config, db, pki, models, accessCodes, dataCipher, taxIds }, rotationPending };
}

/**
 * A data key rotation is due (configuration B, dataKeyRotation.ts). A server on the embedded database
 * is the only one, so it seals the stored values again itself, in the background while it serves, and
 * stops at its close (its next start resumes). Servers on PostgreSQL leave it to `npm run
 * data-key:rotate`, run once every server has the new key.
 */
function startDataKeyRotation(app: BuiltServer, config: ServerConfig) {
  if (config.databaseUrl) {
    app.log.warn('data key rotation pending: once every server has DATA_KEY=new and DATA_KEY_OTHER=old, run npm run data-key:rotate');
    return;
  }
  let stopping = false;
  const log = app.log.child({ job: 'data key rotation' });
  const running = rotateDataKey(app.ctx.db, app.ctx.dataCipher, {
    batchSize: config.dataKeyRotationBatch,
    pauseMs: config.dataKeyRotationPauseMs,
    log,
    stopped: () => stopping,
  }).catch((error: unknown) => {
    log.error({ err: error }, 'data key rotation failed; it resumes at the next start');
  });
  app.addHook('onClose', async () => {
    stopping = true;
    await running;
  });
}

export async function buildServer(config: ServerConfig, options: BuildOptions = {}): Promise<BuiltServer> {
  const { ctx, rotationPending } = await openContext(config, options);
  const { db, models } = ctx;
  startPdfThread();

  const app = Fastify<import('node:http').Server>({
    frameworkErrors: frameworkErrors(config),
    logger: loggerOptions(config, options.logStream),
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy as boolean,
    genReqId: () => newSessionTicket(),
  }) as unknown as BuiltServer;
  app.decorate('ctx', ctx);
  const drain = new DrainState();
  app.decorate('beginDrain', () => drain.begin());
  // Rows stored before encryption at rest are sealed before the server serves (readers open sealed values only).
  const sealed = await sealPlaintextRows(db, ctx.dataCipher);
  if (sealed.drafts || sealed.summaries) app.log.info(sealed, 'encrypted rows stored in plaintext by an earlier release');
  // Closed last (onClose hooks run in reverse order): after housekeeping has stopped.
  app.addHook('onClose', async () => {
    if (!options.db) await db.close();
  });

  // The order matters: the route list sees every route, hooks and the error handler come before the routes.
  await app.register(routeListPlugin);
  await app.register(transportPlugin);
  await app.register(securityHeadersPlugin, { config });
  // Before the sessions: a refused request costs no database statement.
  await app.register(overloadPlugin, { config, db });
  await app.register(sessionsPlugin, { config, db });
  await app.register(errorsPlugin);
  await app.register(modelFilesPlugin, { models });
  await app.register(healthPlugin, { db, drain });
  await app.register(async (api) => registerApi(api, ctx), { prefix: API });
  await app.register(uiPlugin, { config, ctx });
  const rekey = REGISTER_UNDER_HASHED_KEY
    ? // The embedded database's only server re-keys from another hash key too; servers of a shared database
      // only from the number, each to the same key (a server still without the new key would re-key back).
      (stopped: () => boolean) => rekeyPeople(ctx, { batchSize: RETENTION_BATCH_SIZE, stopped, from: config.databaseUrl ? 'number' : 'any' })
    : undefined;
  await app.register(housekeepingPlugin, { config, db, rekey });
  if (rotationPending) startDataKeyRotation(app, config);
  return app;
}
