// The bench's data-volume part (docs/performance.md, "Data volume"): the same API load against a
// server on an empty PostgreSQL schema and one on a schema seeded to national size
// (scripts/bench/seed.ts) in the same cluster, in turns, side by side. A throwaway Debian PostgreSQL
// cluster (as scripts/with-postgres.sh makes it: initdb, fsync off) on a free port, removed afterwards.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { cpuMsOf, freePort, rssOf, sampleRss, startServer } from './server.mjs';

/** Figures of the seeded run may differ from the empty run's by this much (journeys/s down, p99 up). */
export const VOLUME_TOLERANCE = 0.1;
/** The two schemas of the one cluster: the empty database and the seeded one. */
const SCHEMAS = { empty: 'bench_empty', seeded: 'bench_volume' };
const TABLES = ['users', 'sessions', 'drafts', 'summaries', 'submissions', 'letters', 'login_failures', 'rate_limits', 'page_changes'];

/**
 * Starts a PostgreSQL cluster in a temporary folder; `url`, the postmaster's `pid`, `log()` (its log
 * so far: checkpoints and autovacuum runs are logged) and `stop()`. `statements`: with
 * pg_stat_statements loaded.
 */
export async function startPostgres({ statements = false } = {}) {
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
  const options = ['-c listen_addresses=127.0.0.1', '-c fsync=off', '-c log_checkpoints=on', '-c log_autovacuum_min_duration=0'];
  if (statements) options.push('-c shared_preload_libraries=pg_stat_statements', '-c pg_stat_statements.track=top');
  run(`${bin}/pg_ctl -D ${dir}/data -o '-p ${port} -k ${dir} ${options.join(' ')}' -w -l ${dir}/log start >/dev/null`);
  run(`${bin}/createdb -h 127.0.0.1 -p ${port} -U postgres einfach_bench`);
  const pid = Number(readFileSync(join(dir, 'data', 'postmaster.pid'), 'utf8').split('\n')[0]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/einfach_bench`,
    pid,
    version,
    log: () => (existsSync(join(dir, 'log')) ? readFileSync(join(dir, 'log'), 'utf8') : ''),
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
 * The order in which the two databases take their turns (A B B A, over and over): each is measured as
 * often early as late, so a drift of the machine during the run (another tenant, the page cache, the
 * CPU's clock) weighs on both alike instead of on the one measured second. Slices of 15 s, six minutes
 * per database in the full run (`plan.volumeSeconds`, 48 slices): with two minutes (16 slices) a
 * control run with two empty databases still differed by 7 % in journeys/s and 13 % in a p99, so
 * whether nine p99s all stayed within 10 % was chance; with six, the control differed by 3 % at most
 * (docs/performance.md, "What one run can resolve").
 */
export function sliceOrder(secondsPerDatabase) {
  // Blocks of 2 × 15 s per database (at least four: the quick run's slices are shorter).
  const blocks = Math.max(4, Math.round(secondsPerDatabase / 30));
  return Array.from({ length: blocks }, () => ['empty', 'seeded', 'seeded', 'empty']).flat();
}

/**
 * Warm-up of both servers, then the sustained load at concurrency 16 in slices taken in turn
 * (sliceOrder; `plan.volumeSeconds` per database in all), measured as the load part measures it, plus
 * the CPU of PostgreSQL (the postmaster and its backends: only the server whose slice it is sends
 * statements). Each database's slices merge into one run (journeys/s over their time, p99 over all
 * their timings).
 */
async function measureInTurns({ api, sides, pg, plan, log, statsClient }) {
  const order = sliceOrder(plan.volumeSeconds);
  // The warm-ups end with the database whose slice comes first, so each database has as many slices
  // right after a turn of its own (its connection pool open) as after the other's two (closed after
  // 10 s idle).
  for (const key of [...Object.keys(sides).filter((k) => k !== order[0]), order[0]]) {
    const side = sides[key];
    log(`volume (${side.label}): API warm-up ${plan.warmSeconds} s at concurrency 16`);
    await api.runLoad(side.ctx, side.users, 16, plan.warmSeconds, 30);
  }
  const perSide = Object.fromEntries(Object.keys(sides).map((key) => [key, { slices: [], serverCpu: 0, pgCpu: 0, loaderCpu: 0, statements: new Map() }]));
  const samplers = Object.fromEntries(Object.entries(sides).map(([key, side]) => [key, sampleRss(side.server.pid)]));
  const sliceSeconds = plan.volumeSeconds / (order.length / 2);
  const timeline = [];
  const loadBefore = loadavg()[0];
  log(`volume: ${plan.volumeSeconds} s at concurrency 16 per database, in ${order.length} slices of ${sliceSeconds} s taken in turn (${order.join(', ')})`);
  for (const key of order) {
    const side = sides[key];
    const totals = perSide[key];
    if (statsClient) await statsClient.query('SELECT public.pg_stat_statements_reset()');
    const logBefore = pg.log().length;
    const serverCpu = cpuMsOf(side.server.pid);
    const pgCpu = cpuMsOf(pg.pid);
    const loaderCpu = process.cpuUsage();
    const slice = await api.runLoad(side.ctx, side.users, 16, sliceSeconds, 60, { keepSamples: true });
    const loaderUsed = process.cpuUsage(loaderCpu);
    totals.slices.push(slice);
    const serverUsed = cpuMsOf(side.server.pid) - serverCpu;
    totals.serverCpu += serverUsed;
    totals.pgCpu += cpuMsOf(pg.pid) - pgCpu;
    totals.loaderCpu += (loaderUsed.user + loaderUsed.system) / 1000;
    // PostgreSQL's own background work during the slice (checkpoints, autovacuum), from its log.
    const background = pg
      .log()
      .slice(logBefore)
      .split('\n')
      .map((line) => /(checkpoint starting: \w+|automatic (?:vacuum|analyze) of table "einfach_bench\.[^"]+")/.exec(line)?.[1])
      .filter(Boolean);
    const sliceJourneys = slice.journeys || NaN;
    timeline.push({
      key,
      journeysPerSecond: slice.journeysPerSecond,
      background,
      serverMsPerJourney: serverUsed / sliceJourneys,
      p99: Object.fromEntries(Object.entries(slice.perCall).map(([call, { p99 }]) => [call, p99])),
    });
    if (statsClient) {
      const { rows } = await statsClient.query(
        "SELECT query, calls, total_exec_time, shared_blks_hit, shared_blks_read, wal_bytes FROM public.pg_stat_statements WHERE query NOT LIKE '%pg_stat_statements%'",
      );
      for (const r of rows) {
        const sum = totals.statements.get(r.query) ?? { calls: 0, ms: 0, hit: 0, read: 0, wal: 0 };
        sum.calls += Number(r.calls);
        sum.ms += Number(r.total_exec_time);
        sum.hit += Number(r.shared_blks_hit);
        sum.read += Number(r.shared_blks_read);
        sum.wal += Number(r.wal_bytes);
        totals.statements.set(r.query, sum);
      }
    }
  }
  const loadAverage = [loadBefore, loadavg()[0]];
  const results = Object.fromEntries(
    Object.entries(perSide).map(([key, totals]) => {
      const sustained = api.mergeLoads(totals.slices);
      const j = sustained.journeys || NaN;
      const result = {
        sustained,
        slices: totals.slices.map((slice) => ({ seconds: slice.seconds, journeys: slice.journeys, journeysPerSecond: slice.journeysPerSecond, errors: slice.errors })),
        cpu: { serverMsPerJourney: totals.serverCpu / j, loaderMsPerJourney: totals.loaderCpu / j, postgresMsPerJourney: totals.pgCpu / j },
        loadRss: samplers[key].stop(),
        loadAverage,
        statements: statsClient ? [...totals.statements].map(([query, sum]) => ({ query, ...sum, msPerJourney: sum.ms / j, callsPerJourney: sum.calls / j })) : undefined,
      };
      return [key, result];
    }),
  );
  return { ...results, timeline, order, sliceSeconds };
}

/** BENCH_VOLUME_STATEMENTS=1: the statements whose execution time per journey differs most between the databases. */
function logStatements(empty, seeded, log) {
  const byQuery = new Map(empty.statements.map((s) => [s.query, { empty: s }]));
  for (const s of seeded.statements) byQuery.set(s.query, { ...byQuery.get(s.query), seeded: s });
  const rows = [...byQuery].map(([query, { empty: a, seeded: b }]) => ({ query, a, b, delta: (b?.msPerJourney ?? 0) - (a?.msPerJourney ?? 0) }));
  rows.sort((x, y) => Math.abs(y.delta) - Math.abs(x.delta));
  const total = (list) => list.reduce((sum, s) => sum + s.msPerJourney, 0);
  log(`volume: statement time per journey ${total(empty.statements).toFixed(2)} → ${total(seeded.statements).toFixed(2)} ms; the statements that differ most (ms per journey, calls per journey, blocks hit/read per call, WAL bytes per call):`);
  const fmt = (s) => (s ? `${s.msPerJourney.toFixed(3)} ms, ${s.callsPerJourney.toFixed(2)} calls, ${(s.hit / s.calls).toFixed(1)}/${(s.read / s.calls).toFixed(1)} blocks, ${Math.round(s.wal / s.calls)} B WAL` : '-');
  for (const r of rows.slice(0, 15)) log(`  ${r.delta >= 0 ? '+' : ''}${r.delta.toFixed(3)} ms  ${fmt(r.a)}  →  ${fmt(r.b)}  ${r.query.replace(/\s+/g, ' ').slice(0, 140)}`);
}

/**
 * The data-volume part: two servers on one PostgreSQL cluster, one on an empty schema, one on a
 * schema seeded to `counts`; both started again after the seed (the seeded one's first retention run
 * counts in its start time); the same load on both, in turns. Adds its rows through
 * `row(group, name, value, target, pass, note)` and answers the raw figures.
 */
export async function runVolume({ api, seedModule, counts, plan, uiDist, serverDist, log, row }) {
  const group = 'data volume';
  // BENCH_VOLUME_STATEMENTS=1: pg_stat_statements per slice, and the statements that differ most in the log.
  const statements = process.env.BENCH_VOLUME_STATEMENTS === '1';
  const pg = await startPostgres({ statements });
  // The seeded people's keys under the servers' own tax-ID key (src/server/taxIds.ts), so that the
  // servers' re-keying finds nothing to do: one key for the servers (they inherit the environment) and the seed.
  process.env.TAX_ID_KEY ??= (await import('node:crypto')).randomBytes(32).toString('base64');
  const { TaxIds } = await import('../../src/server/taxIds.ts');
  const personKeyPrefix = new TaxIds(Buffer.from(process.env.TAX_ID_KEY, 'base64')).ownPrefix;
  const servers = {};
  const { default: pgDriver } = await import('pg');
  const client = new pgDriver.Client({ connectionString: pg.url, options: `-c search_path=${SCHEMAS.seeded}` });
  try {
    log(`volume: PostgreSQL ${pg.version} on ${pg.url}`);
    const users = {};
    for (const key of ['empty', 'seeded']) {
      servers[key] = await startServer({ uiDist, serverDist, database: { url: pg.url, schema: SCHEMAS[key], workers: 1 } });
      log(`volume: registering 32 bench users in the ${key} schema and making their key pairs`);
      users[key] = await api.createUsers(servers[key].base, 32);
    }

    await client.connect();
    log(`volume: seeding ${counts.users} users, ${counts.drafts} drafts, ${counts.submissions} submissions …`);
    const seedStarted = performance.now();
    const seedSteps = await seedModule.seed(client, counts, new Date(), (line) => log(`volume: ${line}`), { vacuum: true, personKeyPrefix });
    const seedSeconds = (performance.now() - seedStarted) / 1000;
    const seededRows = await countRows(client);
    const sizeBytes = Number((await client.query('SELECT pg_database_size(current_database()) AS n')).rows[0].n);

    // The retention jobs on the seeded rows, as the housekeeping runs them: the first run deletes the
    // backlog (about 2 % of each table), the second is what every hour costs when nothing is due.
    const { openDb } = await import('../../src/server/db/index.ts');
    const { runRetention } = await import('../../src/server/retention.ts');
    const db = await openDb({ databaseUrl: pg.url, dataDir: 'memory://', schema: SCHEMAS.seeded });
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

    // The seed's 4 GB reach the disk before the measurement, so that it does not pay for their
    // writeback (fsync is off: the kernel would write them out during the next minutes).
    const flushStarted = performance.now();
    await client.query('CHECKPOINT');
    spawnSync('sync');
    const flushSeconds = (performance.now() - flushStarted) / 1000;
    log(`volume: checkpoint and sync ${flushSeconds.toFixed(1)} s`);

    // A new start of both servers (the seeded one on the seeded rows), each with its people and keys.
    const sides = {};
    const startMs = {};
    for (const key of ['empty', 'seeded']) {
      await servers[key].stop({ keepData: true });
      servers[key] = await startServer({ ...servers[key].again, uiDist });
      startMs[key] = servers[key].startMs;
      sides[key] = { label: `${key} database`, server: servers[key], users: users[key], ctx: await api.journeyContext(servers[key].base) };
    }
    const afterRetention = await countRows(client);
    if (statements) await client.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements SCHEMA public');
    const { empty, seeded, timeline, order, sliceSeconds } = await measureInTurns({ api, sides, pg, plan, log, statsClient: statements ? client : undefined });
    if (statements) logStatements(empty, seeded, log);
    const restartMs = startMs.seeded;

    // ---- rows: empty → seeded, the difference, pass within 10 % ----
    const pct = (a, b) => ((b - a) / a) * 100;
    const diff = (a, b) => `${pct(a, b) >= 0 ? '+' : ''}${pct(a, b).toFixed(1)} %`;
    const ms = (x) => (Number.isFinite(x) ? `${Math.round(x)} ms` : 'n/a');
    const rowsText = Object.entries(seededRows).map(([t, n]) => `${t} ${n.toLocaleString('en')}`).join(', ');
    row(group, 'seeded rows (before the first retention run)', rowsText, 'info', true, `${(sizeBytes / 2 ** 30).toFixed(2)} GB`);
    row(group, 'seeding time (SQL, generate_series; VACUUM ANALYZE included)', `${seedSeconds.toFixed(0)} s`, 'minutes', seedSeconds < 15 * 60, Object.entries(seedSteps).map(([k, v]) => `${k} ${v.toFixed(0)} s`).join(', '));
    const deletedText = (d) => Object.entries(d).filter(([, n]) => n > 0).map(([t, n]) => `${t} ${n}`).join(', ') || 'nothing';
    row(group, 'retention jobs on the seeded database: first run (backlog) / next run', `${ms(retention[0].ms)} / ${ms(retention[1].ms)}`, 'info', true, `deleted: ${deletedText(retention[0].deleted)}`);
    row(group, 'start → healthy: empty / seeded database', `${ms(startMs.empty)} / ${ms(startMs.seeded)}`, 'info', true);
    const e = empty.sustained;
    const s = seeded.sustained;
    row(group, `journeys/s (concurrency 16, ${Math.round(e.seconds)} / ${Math.round(s.seconds)} s): empty → seeded`, `${e.journeysPerSecond.toFixed(2)} → ${s.journeysPerSecond.toFixed(2)} (${diff(e.journeysPerSecond, s.journeysPerSecond)})`, '≥ −10 %', s.journeysPerSecond >= e.journeysPerSecond * (1 - VOLUME_TOLERANCE));
    row(group, 'errors: empty → seeded', `${e.errors} → ${s.errors}`, '0', e.errors === 0 && s.errors === 0, [...e.firstErrors, ...s.firstErrors][0] ?? '');
    for (const call of Object.keys(e.perCall)) {
      const a = e.perCall[call]?.p99;
      const b = s.perCall[call]?.p99;
      row(group, `p99 ${call}: empty → seeded`, `${ms(a)} → ${ms(b)} (${diff(a, b)})`, '≤ +10 %', b <= a * (1 + VOLUME_TOLERANCE));
    }
    const ms1 = (x) => (Number.isFinite(x) ? `${x.toFixed(1)} ms` : 'n/a');
    for (const [key, name] of [['serverMsPerJourney', 'server'], ['postgresMsPerJourney', 'PostgreSQL'], ['loaderMsPerJourney', 'bench loader']]) {
      const a = empty.cpu[key];
      const b = seeded.cpu[key];
      row(group, `CPU per journey, ${name}: empty → seeded`, `${ms1(a)} → ${ms1(b)} (${diff(a, b)})`, 'info', true);
    }
    const mb = (bytes) => `${Math.round(bytes / 2 ** 20)} MB`;
    row(group, 'server RSS under load (peak): empty → seeded', `${mb(empty.loadRss)} → ${mb(seeded.loadRss)}`, 'info', true);
    // The slices: how much a stretch of the run moves, and the standard error of the difference it leaves
    // (each slice one sample; the full table of slices is in bench/results.json, volume.timeline).
    const perSlice = (key) => timeline.filter((t) => t.key === key).map((t) => t.journeysPerSecond);
    const mean = (list) => list.reduce((sum, x) => sum + x, 0) / list.length;
    const variance = (list) => list.reduce((sum, x) => sum + (x - mean(list)) ** 2, 0) / Math.max(1, list.length - 1);
    const [sliceE, sliceS] = [perSlice('empty'), perSlice('seeded')];
    const spread = (list) => `${Math.min(...list).toFixed(1)}–${Math.max(...list).toFixed(1)}`;
    const standardError = (Math.sqrt(variance(sliceE) / sliceE.length + variance(sliceS) / sliceS.length) / mean(sliceE)) * 100;
    row(group, `journeys/s of the ${sliceSeconds} s slices (${sliceE.length} per database): empty / seeded`, `${spread(sliceE)} / ${spread(sliceS)}`, 'info', true, `standard error of the difference ±${standardError.toFixed(1)} %`);
    const background = timeline.flatMap(({ key, background: work }, i) => work.map((w) => `${i + 1}${key === 'empty' ? 'E' : 'S'} ${w.replace(/^automatic |einfach_bench\./g, '')}`));
    row(group, 'PostgreSQL background work during the slices (slice number, E empty / S seeded)', background.length ? background.join('; ').slice(0, 400) : 'none', 'info', true);
    const loadText = ([from, to]) => `${from.toFixed(1)}–${to.toFixed(1)}`;
    row(group, `machine load average (1 min) at the start and end of the measurement, ${cpus().length} cores`, loadText(empty.loadAverage), 'info', true);
    return { postgres: pg.version, counts, seedSeconds, seedSteps, flushSeconds, seededRows, afterRetention, retention, sizeBytes, startMs, restartMs, sliceOrder: order, timeline, empty, seeded, idleRss: rssOf(servers.seeded.pid) };
  } finally {
    await client.end().catch(() => undefined);
    // keepData: the cluster goes as a whole.
    for (const server of Object.values(servers)) {
      await server.stop({ keepData: true }).catch(() => undefined);
      rmSync(server.dataDir, { recursive: true, force: true });
    }
    pg.stop();
  }
}
