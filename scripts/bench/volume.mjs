// The bench's data-volume part (docs/performance.md, "Data volume"): the same API load against the
// server on an empty PostgreSQL database and on the same database seeded to national size
// (scripts/bench/seed.ts), side by side. A throwaway Debian PostgreSQL cluster (as
// scripts/with-postgres.sh makes it: initdb, fsync off) on a free port, removed afterwards.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { cpuMsOf, freePort, rssOf, sampleRss, startServer } from './server.mjs';

/** Figures of the seeded run may differ from the empty run's by this much (journeys/s down, p99 up). */
export const VOLUME_TOLERANCE = 0.1;
const SCHEMA = 'bench_volume';
const TABLES = ['users', 'sessions', 'drafts', 'summaries', 'submissions', 'letters', 'login_failures', 'rate_limits', 'page_changes'];

/** Starts a PostgreSQL cluster in a temporary folder; `url`, the postmaster's `pid` and `stop()`. */
export async function startPostgres() {
  const root = process.env.POSTGRES_LIB_DIR || '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((v) => existsSync(join(root, v, 'bin', 'initdb'))) : [];
  const version = versions.sort((a, b) => Number(a) - Number(b)).at(-1);
  if (!version) throw new Error('PostgreSQL is not installed (apt-get install postgresql)');
  const bin = join(root, version, 'bin');
  const dir = mkdtempSync(join(tmpdir(), 'ee-bench-pg-'));
  const port = await freePort();
  const asRoot = process.getuid?.() === 0;
  if (asRoot) spawnSync('chown', ['postgres', dir]);
  const run = (command) => {
    const r = asRoot ? spawnSync('su', ['postgres', '-s', '/bin/bash', '-c', command], { encoding: 'utf8' }) : spawnSync('bash', ['-c', command], { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`${command}: ${r.stderr || r.stdout}`);
  };
  run(`${bin}/initdb -D ${dir}/data -U postgres --auth=trust -E UTF8 >/dev/null`);
  run(`${bin}/pg_ctl -D ${dir}/data -o '-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off' -w -l ${dir}/log start >/dev/null`);
  run(`${bin}/createdb -h 127.0.0.1 -p ${port} -U postgres einfach_bench`);
  const pid = Number(readFileSync(join(dir, 'data', 'postmaster.pid'), 'utf8').split('\n')[0]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/einfach_bench`,
    pid,
    version,
    stop() {
      try {
        run(`${bin}/pg_ctl -D ${dir}/data -m immediate stop >/dev/null`);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/** Exact rows per table (count(*)). */
async function countRows(client) {
  const counts = {};
  for (const table of TABLES) counts[table] = Number((await client.query(`SELECT count(*)::bigint AS n FROM ${table}`)).rows[0].n);
  return counts;
}

/**
 * Warm-up, then the sustained run at concurrency 16, measured as the load part measures it, plus the
 * CPU of PostgreSQL (the postmaster and its backends).
 */
async function measure({ api, ctx, users, server, pg, plan, log, label }) {
  log(`volume (${label}): API warm-up ${plan.warmSeconds} s, then ${plan.loadSeconds} s at concurrency 16`);
  await api.runLoad(ctx, users, 16, plan.warmSeconds, 30);
  await new Promise((r) => setTimeout(r, 3000));
  const serverCpu = cpuMsOf(server.pid);
  const pgCpu = cpuMsOf(pg.pid);
  const loaderCpu = process.cpuUsage();
  const sampler = sampleRss(server.pid);
  const loadBefore = loadavg()[0];
  const sustained = await api.runLoad(ctx, users, 16, plan.loadSeconds, 60);
  const loaderUsed = process.cpuUsage(loaderCpu);
  const j = sustained.journeys || NaN;
  return {
    sustained,
    cpu: {
      serverMsPerJourney: (cpuMsOf(server.pid) - serverCpu) / j,
      loaderMsPerJourney: (loaderUsed.user + loaderUsed.system) / 1000 / j,
      postgresMsPerJourney: (cpuMsOf(pg.pid) - pgCpu) / j,
    },
    loadRss: sampler.stop(),
    loadAverage: [loadBefore, loadavg()[0]],
  };
}

/**
 * The data-volume part: empty database, load; seed to `counts`; the server started again (its first
 * retention run on the seeded rows counts in the start time); the same load. Adds its rows through
 * `row(group, name, value, target, pass, note)` and answers the raw figures.
 */
export async function runVolume({ api, seedModule, counts, plan, uiDist, serverDist, log, row }) {
  const group = 'data volume';
  const pg = await startPostgres();
  let server;
  const { default: pgDriver } = await import('pg');
  const client = new pgDriver.Client({ connectionString: pg.url, options: `-c search_path=${SCHEMA}` });
  try {
    log(`volume: PostgreSQL ${pg.version} on ${pg.url}`);
    server = await startServer({ uiDist, serverDist, database: { url: pg.url, schema: SCHEMA, workers: 1 } });
    const ctx = await api.journeyContext(server.base);
    log('volume: registering 32 bench users and making their key pairs');
    const users = await api.createUsers(server.base, 32);
    const empty = await measure({ api, ctx, users, server, pg, plan, log, label: 'empty database' });

    await client.connect();
    log(`volume: seeding ${counts.users} users, ${counts.drafts} drafts, ${counts.submissions} submissions …`);
    const seedStarted = performance.now();
    const seedSteps = await seedModule.seed(client, counts, new Date(), (line) => log(`volume: ${line}`), { vacuum: true });
    const seedSeconds = (performance.now() - seedStarted) / 1000;
    const seededRows = await countRows(client);
    const sizeBytes = Number((await client.query('SELECT pg_database_size(current_database()) AS n')).rows[0].n);

    // The retention jobs on the seeded rows, as the housekeeping runs them: the first run deletes the
    // backlog (about 2 % of each table), the second is what every hour costs when nothing is due.
    const { openDb } = await import('../../src/server/db/index.ts');
    const { runRetention } = await import('../../src/server/retention.ts');
    const db = await openDb({ databaseUrl: pg.url, dataDir: 'memory://', schema: SCHEMA });
    const retention = [];
    try {
      for (let i = 0; i < 2; i++) {
        const started = performance.now();
        const deleted = await runRetention(db, { now: () => new Date(), sessionTimeoutMinutes: 45, sessionMaxSeconds: 86_400 });
        retention.push({ ms: performance.now() - started, deleted });
        log(`volume: retention run ${i + 1}: ${Math.round(retention[i].ms)} ms, deleted ${JSON.stringify(deleted)}`);
      }
    } finally {
      await db.close();
    }

    // The seed's 4 GB reach the disk before the seeded run, so that it does not pay for their writeback
    // (fsync is off: the kernel would write them out during the next minutes).
    const flushStarted = performance.now();
    await client.query('CHECKPOINT');
    spawnSync('sync');
    const flushSeconds = (performance.now() - flushStarted) / 1000;
    log(`volume: checkpoint and sync ${flushSeconds.toFixed(1)} s`);

    // A new start on the seeded database.
    await server.stop({ keepData: true });
    server = await startServer({ ...server.again, uiDist });
    const restartMs = server.startMs;
    const afterRetention = await countRows(client);
    // The same people and keys; the server listens on a new port.
    const seededCtx = await api.journeyContext(server.base);
    const seeded = await measure({ api, ctx: seededCtx, users, server, pg, plan, log, label: 'seeded database' });

    // ---- rows: empty → seeded, the difference, pass within 10 % ----
    const pct = (a, b) => ((b - a) / a) * 100;
    const diff = (a, b) => `${pct(a, b) >= 0 ? '+' : ''}${pct(a, b).toFixed(1)} %`;
    const ms = (x) => (Number.isFinite(x) ? `${Math.round(x)} ms` : 'n/a');
    const rowsText = Object.entries(seededRows).map(([t, n]) => `${t} ${n.toLocaleString('en')}`).join(', ');
    row(group, 'seeded rows (before the first retention run)', rowsText, 'info', true, `${(sizeBytes / 2 ** 30).toFixed(2)} GB`);
    row(group, 'seeding time (SQL, generate_series; VACUUM ANALYZE included)', `${seedSeconds.toFixed(0)} s`, 'minutes', seedSeconds < 15 * 60, Object.entries(seedSteps).map(([k, v]) => `${k} ${v.toFixed(0)} s`).join(', '));
    const deletedText = (d) => Object.entries(d).filter(([, n]) => n > 0).map(([t, n]) => `${t} ${n}`).join(', ') || 'nothing';
    row(group, 'retention jobs on the seeded database: first run (backlog) / next run', `${ms(retention[0].ms)} / ${ms(retention[1].ms)}`, 'info', true, `deleted: ${deletedText(retention[0].deleted)}`);
    row(group, 'start → healthy on the seeded database', ms(restartMs), 'info', true);
    const e = empty.sustained;
    const s = seeded.sustained;
    row(group, `journeys/s (concurrency 16, ${Math.round(e.seconds)} / ${Math.round(s.seconds)} s): empty → seeded`, `${e.journeysPerSecond.toFixed(2)} → ${s.journeysPerSecond.toFixed(2)} (${diff(e.journeysPerSecond, s.journeysPerSecond)})`, '≥ −10 %', s.journeysPerSecond >= e.journeysPerSecond * (1 - VOLUME_TOLERANCE));
    row(group, 'errors: empty → seeded', `${e.errors} → ${s.errors}`, '0', e.errors === 0 && s.errors === 0, [...e.firstErrors, ...s.firstErrors][0] ?? '');
    for (const call of Object.keys(e.perCall)) {
      const a = e.perCall[call]?.p99;
      const b = s.perCall[call]?.p99;
      row(group, `p99 ${call}: empty → seeded`, `${ms(a)} → ${ms(b)} (${diff(a, b)})`, '≤ +10 %', b <= a * (1 + VOLUME_TOLERANCE));
    }
    for (const [key, name] of [['serverMsPerJourney', 'server'], ['postgresMsPerJourney', 'PostgreSQL'], ['loaderMsPerJourney', 'bench loader']]) {
      const a = empty.cpu[key];
      const b = seeded.cpu[key];
      row(group, `CPU per journey, ${name}: empty → seeded`, `${ms(a)} → ${ms(b)} (${diff(a, b)})`, 'info', true);
    }
    const loadText = ([from, to]) => `${from.toFixed(1)}–${to.toFixed(1)}`;
    row(group, `machine load average (1 min) during the sustained runs, ${cpus().length} cores`, `${loadText(empty.loadAverage)} → ${loadText(seeded.loadAverage)}`, 'info', true);
    return { postgres: pg.version, counts, seedSeconds, seedSteps, flushSeconds, seededRows, afterRetention, retention, sizeBytes, restartMs, empty, seeded, idleRss: rssOf(server.pid) };
  } finally {
    await client.end().catch(() => undefined);
    // keepData: the cluster goes as a whole.
    await server?.stop({ keepData: true }).catch(() => undefined);
    if (server) rmSync(server.dataDir, { recursive: true, force: true });
    pg.stop();
  }
}
