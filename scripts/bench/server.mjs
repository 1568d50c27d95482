// Starts the real server for the bench (temp PGlite dir, test mode, rate limits raised; compiled, or a
// checkout's TypeScript through tsx) and reads its RSS and CPU.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SERVER_ENV, SERVER_NODE_ARGS } from '../build-server.mjs';

export const ROOT = new URL('../../', import.meta.url).pathname;

/** A free loopback port (the OS picks one). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

/** The process and its descendants (the server processes of WORKERS > 1), from /proc (Linux only). */
function processTree(pid) {
  const pids = [pid];
  for (let i = 0; i < pids.length; i++) {
    try {
      for (const task of readdirSync(`/proc/${pids[i]}/task`)) {
        const children = readFileSync(`/proc/${pids[i]}/task/${task}/children`, 'utf8').trim();
        if (children) pids.push(...children.split(/\s+/).map(Number));
      }
    } catch {
      /* exited meanwhile */
    }
  }
  return pids;
}

/** VmRSS of a process and its descendants in bytes, from /proc (Linux only). */
export function rssOf(pid) {
  let total = 0;
  for (const p of processTree(pid)) {
    try {
      const m = /VmRSS:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${p}/status`, 'utf8'));
      if (m) total += Number(m[1]) * 1024;
    } catch {
      /* exited meanwhile */
    }
  }
  return total || NaN;
}

/**
 * CPU time (user + system, all threads) of a process and its descendants in milliseconds, from /proc,
 * including descendants that have ended (their time moves to the parent that waited for them: a
 * PostgreSQL backend whose connection a pool closed).
 */
export function cpuMsOf(pid) {
  const tick = 1000 / 100; // USER_HZ is 100 on Linux
  let total = 0;
  for (const p of processTree(pid)) {
    try {
      const stat = readFileSync(`/proc/${p}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      total += (Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])) * tick;
    } catch {
      /* exited meanwhile */
    }
  }
  return total;
}

/**
 * Optional: BENCH_DATABASE_URL runs the server on that PostgreSQL (in a fresh schema, dropped
 * afterwards) instead of PGlite; BENCH_WORKERS sets WORKERS (server processes, PostgreSQL only).
 */
export function benchDatabase() {
  const url = process.env.BENCH_DATABASE_URL || undefined;
  return {
    url,
    schema: url ? `bench_${randomBytes(6).toString('hex')}` : undefined,
    workers: Number.parseInt(process.env.BENCH_WORKERS ?? '', 10) || 1,
  };
}

/** The highest RSS of a process (and its children) while it runs, sampled every `everyMs`. */
export function sampleRss(pid, everyMs = 250) {
  let peak = rssOf(pid);
  const timer = setInterval(() => {
    const now = rssOf(pid);
    if (now > peak) peak = now;
  }, everyMs);
  return {
    stop() {
      clearInterval(timer);
      return Math.max(peak, rssOf(pid) || 0);
    },
  };
}

/**
 * Starts a server and waits until it is healthy. `serverDist`: a compiled server (scripts/build-server.mjs)
 * to run with plain Node and the options `npm start` gives it; without it the TypeScript of `serverDir`
 * runs through tsx, as `npm run server`. `dataDir`: the data of an earlier start (default a new folder).
 */
export async function startServer({ uiDist, database = benchDatabase(), serverDist, serverDir = process.env.BENCH_SERVER_DIR || ROOT, dataDir = mkdtempSync(join(tmpdir(), 'ee-bench-data-')) }) {
  const port = await freePort();
  const env = {
    // The compiled server runs as `npm start` runs it (its Node options below, its environment here).
    ...(serverDist ? SERVER_ENV : {}),
    ...process.env,
    // As production runs (docs/operations.md). The server renderer (<ui>/.ssr/prerender.js) bundles
    // React's production build whatever NODE_ENV is (before, the development build unless production:
    // a third more CPU per signed-in page). BENCH_NODE_ENV=test: as `npm start` and the tests run it.
    NODE_ENV: process.env.BENCH_NODE_ENV ?? 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    TEST_MODE: 'true',
    UI_DIST: uiDist,
    LOG_LEVEL: 'warn',
    // Every journey registers or logs in from 127.0.0.1: the per-address limits would stop the load at once.
    RATE_LIMIT_REGISTER: '100000000',
    RATE_LIMIT_AUTH: '100000000',
  };
  // A production NODE_ENV refuses test mode unless told (src/server/config.ts, assertSafeConfig).
  if (env.NODE_ENV === 'production') env.TEST_MODE_IN_PRODUCTION = 'true';
  delete env.DATABASE_URL;
  delete env.DATABASE_SCHEMA;
  delete env.WORKERS;
  if (database.url) {
    env.DATABASE_URL = database.url;
    env.DATABASE_SCHEMA = database.schema;
  }
  if (database.workers > 1) env.WORKERS = String(database.workers);
  // BENCH_SERVER_DIR (the default of serverDir): the server of another checkout (e.g. a `git worktree`
  // of the last release), to compare.
  // BENCH_SERVER_NODE_ARGS: extra Node options for the server, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`
  // (one profile per thread, written when the server stops; NODE_OPTIONS does not take --cpu-prof).
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(/\s+/).filter(Boolean);
  const program = serverDist ? [...SERVER_NODE_ARGS, join(serverDist, 'main.js')] : ['--import', 'tsx', 'src/server/main.ts'];
  const started = performance.now();
  const child = spawn(process.execPath, [...nodeArgs, ...program], { cwd: serverDir, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  child.stdout.on('data', (d) => (log = (log + d).slice(-20_000)));
  child.stderr.on('data', (d) => (log = (log + d).slice(-20_000)));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${log}`);
    try {
      const res = await fetch(`${base}/erklaerung/health`);
      if (res.ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`server did not become healthy in 120 s:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  const startMs = performance.now() - started;
  return {
    base,
    startMs,
    port,
    pid: child.pid,
    dataDir,
    log: () => log,
    database: `${database.url ? `postgres, ${database.workers} server process(es)` : 'pglite'}${serverDir === ROOT ? '' : `, server from ${serverDir}`}`,
    program: serverDist ? 'compiled' : 'tsx',
    /** The options to start this server again on the same data: `startServer({ ...server.again, uiDist })`. */
    again: { database, serverDist, serverDir, dataDir },
    /** Stops the server; `keepData` keeps a PostgreSQL schema for another start (the data folder is the caller's). */
    async stop({ keepData = false } = {}) {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 12_000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      if (database.url && !keepData) {
        const { default: pg } = await import('pg');
        const client = new pg.Client({ connectionString: database.url });
        await client.connect();
        try {
          await client.query(`DROP SCHEMA IF EXISTS ${database.schema} CASCADE`);
        } finally {
          await client.end();
        }
      }
    },
  };
}
