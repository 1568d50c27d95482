// The bench's overload part (docs/performance.md, "Overload"; issue 40, point 4): a server of its own,
// one person per journey of the highest concurrency, then journeys (scripts/bench/overload.ts) at the
// concurrency that saturates the cores and at 4× and 16× that. Afterwards the submissions stored are
// compared with the sends the journeys saw answered (by transfer ticket).
import { rmSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { cpuMsOf, sampleRss, startServer } from './server.mjs';

/**
 * The concurrency that saturates the bench machine's two cores: the load part's sustained run (16
 * journeys; docs/performance.md, "Under the load"). The part shows its CPU use at this concurrency.
 * BENCH_OVERLOAD_BASE: another.
 */
export const SATURATING = Number(process.env.BENCH_OVERLOAD_BASE ?? 16);
/** The multiples of it the issue asks for, after the saturating concurrency itself. */
export const FACTORS = [1, 4, 16];
export const RSS_LIMIT = 400 * 2 ** 20;
export const ACCEPTED_P99_LIMIT_MS = 1000;

const pause = (ms) => new Promise((r) => setTimeout(r, ms));
const mb = (bytes) => `${Math.round(bytes / 2 ** 20)} MB`;
const ms = (x) => (Number.isFinite(x) ? `${Math.round(x)} ms` : 'n/a');

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Every submission's transfer ticket in the server's database (PostgreSQL: before its schema is dropped; PGlite: its folder after the stop). */
async function storedTickets(server) {
  const { database, dataDir } = server.again;
  if (database.url) {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      return (await client.query(`SELECT transfer_ticket FROM ${database.schema}.submissions`)).rows.map((r) => r.transfer_ticket);
    } finally {
      await client.end();
    }
  }
  await server.stop({ keepData: true });
  const { openPglite } = await import('../../src/server/db/pglite.ts');
  const db = await openPglite(join(dataDir, 'pglite'));
  try {
    return (await db.query('SELECT transfer_ticket FROM submissions')).rows.map((r) => r.transfer_ticket);
  } finally {
    await db.close();
  }
}

export async function runOverloadPart({ api, overload, plan, uiDist, serverDist, log, row, pages }) {
  const results = { saturating: SATURATING, runs: [] };
  const server = await startServer({ uiDist, serverDist });
  try {
    const ctx = await api.journeyContext(server.base);
    const people = SATURATING * Math.max(...FACTORS);
    log(`overload: registering ${people} people and making their key pairs`);
    const users = await api.createUsers(server.base, people);
    log(`overload: warm-up ${plan.warmSeconds} s at concurrency ${SATURATING}`);
    // The same journeys (their sends are counted too: every submission stored must be one answered).
    results.warmUp = await overload.runOverload(ctx, users, SATURATING, plan.warmSeconds, 30, { pages });
    for (const factor of FACTORS) {
      const concurrency = SATURATING * factor;
      await pause(3000);
      log(`overload: concurrency ${concurrency} (${factor}× ${SATURATING}), ${plan.overloadSeconds} s`);
      const sampler = sampleRss(server.pid);
      const serverCpu = cpuMsOf(server.pid);
      const loaderCpu = process.cpuUsage();
      const started = performance.now();
      const loadBefore = loadavg()[0];
      const run = await overload.runOverload(ctx, users, concurrency, plan.overloadSeconds, 90, { pages });
      const wallMs = performance.now() - started;
      const loader = process.cpuUsage(loaderCpu);
      results.runs.push({
        factor,
        ...run,
        alive: alive(server.pid),
        rssPeak: sampler.stop(),
        serverCores: (cpuMsOf(server.pid) - serverCpu) / wallMs,
        loaderCores: (loader.user + loader.system) / 1000 / wallMs,
        loadAverage: [loadBefore, loadavg()[0]],
      });
    }
  } finally {
    try {
      results.stored = await storedTickets(server);
    } catch (error) {
      results.storedError = String(error?.message ?? error);
    }
    await server.stop();
    rmSync(server.dataDir, { recursive: true, force: true });
  }
  report(results, row, log, overload);
  return results;
}

function report(results, row, log, overload) {
  const group = 'overload';
  const cores = cpus().length;
  for (const run of results.runs) {
    const c = run.concurrency;
    const common = `${run.journeys} journeys, ${run.journeysPerSecond.toFixed(2)}/s; server ${run.serverCores.toFixed(2)} + loader ${run.loaderCores.toFixed(2)} of ${cores} cores; load average ${run.loadAverage.map((x) => x.toFixed(1)).join('–')}`;
    const failures = `${run.errors} errors, ${run.unfinished} unfinished${run.firstErrors[0] ? `: ${run.firstErrors[0].slice(0, 100)}` : ''}`;
    if (run.factor === 1) {
      // The saturating concurrency itself: the cores busy, and nothing refused.
      row(group, `concurrency ${c} (saturates the cores): refused calls; errors`, `${run.refused}; ${run.errors}`, '0; 0', run.refused === 0 && run.errors === 0 && run.unfinished === 0, `${common}; p99 of the calls ${ms(run.accepted.p99)}`);
      continue;
    }
    const label = `concurrency ${c} (${run.factor}× ${results.saturating})`;
    const health = run.health;
    row(group, `${label}: server stays up`, `${run.alive ? 'running' : 'GONE'}; health ${health.polls - health.failed} of ${health.polls} answered 200, slowest ${ms(health.maxMs)}`, 'running; every health check 200', run.alive && health.failed === 0 && health.polls > 0);
    row(group, `${label}: server RSS, peak`, mb(run.rssPeak), '< 400 MB', run.rssPeak < RSS_LIMIT);
    row(group, `${label}: p99 of the calls accepted`, ms(run.accepted.p99), `< ${ACCEPTED_P99_LIMIT_MS} ms`, run.accepted.p99 < ACCEPTED_P99_LIMIT_MS, `${run.accepted.count} calls, p50 ${ms(run.accepted.p50)}, p95 ${ms(run.accepted.p95)}; slowest call ${run.worstCall.name} (p99 ${ms(run.worstCall.p99)})`);
    const top = Object.entries(run.refusedByCall).sort((a, b) => b[1] - a[1]).slice(0, 4).map(([call, n]) => `${call} ${n}`).join(', ');
    row(group, `${label}: refused calls, each 503 with Retry-After`, `${run.refused} refused, ${run.refusedWithoutRetryAfter} without Retry-After; other failures: ${failures}`, 'all 503 with Retry-After; no other failure', run.refused > 0 && run.refusedWithoutRetryAfter === 0 && run.errors === 0 && run.unfinished === 0, `${common}; repeated: ${run.safeRetries} by the client, ${run.userRepeats} by the person; most refused: ${top}`);
  }
  const all = results.warmUp ? [results.warmUp, ...results.runs] : results.runs;
  const lost = all.reduce((n, r) => n + r.lostAnswers, 0);
  const answered = all.reduce((n, r) => n + r.tickets.length, 0);
  if (!results.stored) {
    row(group, 'no journey lost an answer or sent twice (all runs)', `${lost} drafts lost; submissions not read (${results.storedError ?? 'no database'})`, '0; 0', null);
    return;
  }
  const { missing, extra, twice } = overload.sentTwice(all, results.stored);
  if (missing.length || extra || twice.length) log('overload: submissions and answered sends differ:', { missing: missing.slice(0, 5), extra, twice: twice.slice(0, 5) });
  const pass = lost === 0 && missing.length === 0 && extra === 0 && twice.length === 0;
  row(group, 'no journey lost an answer or sent twice (all runs)', `${lost} drafts lost; ${extra} submissions beyond the sends answered, ${missing.length} answered but not stored`, '0; 0, 0', pass, `${answered} sends answered (one per journey), ${results.stored.length} submissions stored; each journey read its draft back before the summary`);
}
