// Starts the real server for the bench (temp PGlite dir, test mode, rate limits raised) and reads its RSS and CPU.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

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

/** CPU time (user + system, all threads) of a process and its descendants in milliseconds, from /proc. */
export function cpuMsOf(pid) {
  const tick = 1000 / 100; // USER_HZ is 100 on Linux
  let total = 0;
  for (const p of processTree(pid)) {
    try {
      const stat = readFileSync(`/proc/${p}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      total += (Number(fields[11]) + Number(fields[12])) * tick;
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

export async function startServer({ uiDist, database = benchDatabase() }) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'ee-bench-data-'));
  const env = {
    ...process.env,
    NODE_ENV: 'test',
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
  delete env.DATABASE_URL;
  delete env.DATABASE_SCHEMA;
  delete env.WORKERS;
  if (database.url) {
    env.DATABASE_URL = database.url;
    env.DATABASE_SCHEMA = database.schema;
  }
  if (database.workers > 1) env.WORKERS = String(database.workers);
  // BENCH_SERVER_DIR: the server of another checkout (e.g. a `git worktree` of the last release), to compare.
  const serverDir = process.env.BENCH_SERVER_DIR || ROOT;
  // BENCH_SERVER_NODE_ARGS: extra Node options for the server, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`
  // (one profile per thread, written when the server stops; NODE_OPTIONS does not take --cpu-prof).
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(/\s+/).filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'src/server/main.ts'], { cwd: serverDir, env, stdio: ['ignore', 'pipe', 'pipe'] });
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
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    base,
    port,
    pid: child.pid,
    dataDir,
    log: () => log,
    database: `${database.url ? `postgres, ${database.workers} server process(es)` : 'pglite'}${serverDir === ROOT ? '' : `, server from ${serverDir}`}`,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 12_000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      if (database.url) {
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
