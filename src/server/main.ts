// Entry point: compiled, `node dist/server/main.js` (`npm start`, scripts/build-server.mjs); from source,
// `npx tsx src/server/main.ts` (`npm run server`). Configuration: src/server/config.ts, docs/operations.md.
// With WORKERS > 1 (PostgreSQL only) this process forks that many servers sharing the port.
import cluster from 'node:cluster';
import { buildServer } from './app';
import { claimDataDir, FolderInUseError, serveBackupRequests } from './backup';
import { assertSafeConfig, configFromEnv } from './config';
import { gracefulStop } from './drain';
import { limitMemory } from './memory';

limitMemory();

/** The longest a stop waits for the requests in flight and the database to close, after the drain. */
const CLOSE_TIMEOUT_MS = 10_000;

const config = configFromEnv();
try {
  assertSafeConfig(config);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

if (config.workers > 1 && cluster.isPrimary) {
  if (!config.databaseUrl) {
    console.error('WORKERS > 1 needs DATABASE_URL: only one process can own the embedded database (PGlite) folder.');
    process.exit(1);
  }
  let stopping = false;
  // A server that dies on its own is replaced, at most once a second, so a crash loop does not spin.
  let lastFork = 0;
  const fork = () => {
    const wait = Math.max(0, lastFork + 1000 - Date.now());
    lastFork = Date.now() + wait;
    setTimeout(() => {
      if (!stopping) cluster.fork();
    }, wait);
  };
  for (let i = 0; i < config.workers; i++) cluster.fork();
  lastFork = Date.now();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    console.error(JSON.stringify({ level: 50, time: Date.now(), msg: 'server process exited, starting another', pid: worker.process.pid, code, signal }));
    fork();
  });
  const shutdown = () => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    // The servers drain, close their connections and exit; this process follows the last one.
    setTimeout(() => process.exit(0), config.drainSeconds * 1000 + CLOSE_TIMEOUT_MS + 1000).unref();
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
} else {
  // The embedded database's folder is this process's alone while it runs (backup.ts).
  const embedded = !config.databaseUrl && !config.dataDir.startsWith('memory://');
  let release = () => undefined as void;
  if (embedded) {
    try {
      release = claimDataDir(config.dataDir, 'server');
    } catch (error) {
      if (!(error instanceof FolderInUseError)) throw error;
      console.error(error.message);
      process.exit(1);
    }
    process.once('exit', release);
  }
  const app = await buildServer(config);
  // `npm run backup` asks the running server for a consistent copy of its embedded database.
  if (embedded) serveBackupRequests(app.ctx.db, config.dataDir, app.log);

  // SIGTERM (a deploy, the process manager, the cluster's first process) drains first, so a load
  // balancer stops sending before the server stops accepting (drain.ts); SIGINT (Ctrl-C) stops at once.
  const shutdown = async (signal: string) => {
    const drainMs = signal === 'SIGTERM' ? config.drainSeconds * 1000 : 0;
    app.log.info({ signal, drainSeconds: drainMs / 1000 }, 'shutting down');
    const result = await gracefulStop({ beginDrain: () => app.beginDrain(), close: () => app.close(), drainMs, closeTimeoutMs: CLOSE_TIMEOUT_MS });
    if (result === 'timeout') app.log.warn({ closeTimeoutMs: CLOSE_TIMEOUT_MS }, 'requests still in flight at the end of the stop');
    process.exit(result === 'closed' ? 0 : 1);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    {
      testMode: config.testMode,
      database: config.databaseUrl ? 'postgres' : 'pglite',
      process: cluster.isWorker ? `${cluster.worker?.id} of ${config.workers}` : 'single',
      ui: `http://localhost:${config.port}/erklaerung/ui/`,
    },
    'Einfach Erklären is running',
  );
}
