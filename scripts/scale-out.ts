// Scale-out test (part of `npm test`, inside scripts/with-postgres.sh): two compiled app servers on one
// PostgreSQL behind HAProxy, configured by docs/haproxy.cfg (only the addresses replaced). Full
// journeys (register, log in, save a draft, prepare, sign, send, confirmation PDF) run through the
// balancer while
//   1. steady: nothing happens; the CPU time of the app servers, PostgreSQL and HAProxy per journey is
//      measured (docs/operations.md, "How many app servers one PostgreSQL serves");
//   2. rolling restart: each server in turn gets SIGTERM (it drains: health 503, then stops), exits
//      and starts again; not one request may fail;
//   3. SIGKILL: one server is killed in the middle of the submissions and started again. Requests in
//      flight on it fail (HAProxy answers 502 or closes the client's connection; it repeats only
//      connection attempts); the client repeats them, every step but the login being idempotent, and
//      begins a cut-off login anew; every transfer ticket a client received must be stored, and every
//      acknowledged draft must be there.
// Prints the figures and exits 1 on any failure. Without HAProxy it skips loudly (fails under CI).
// Knobs: SCALE_OUT_SERVERS (2), SCALE_OUT_CLIENTS (4), SCALE_OUT_STEADY_JOURNEYS (16).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import type { ModelsResponse, PrepareSummaryResponse, RetrieveXmlResponse, SendSignatureResponse } from '../src/domain/api/schemas';
import { openLocalSigningData, signDeclarationXml, type PfxDecryptInfo } from '../src/domain/crypto/client';
import { draftDocument, freePort, registerAndLogin, REPO_ROOT, startServerProcess, type Answer, type ServerProcess } from '../src/server/__tests__/kit/remote';
import { buildServer, SERVER_ENV, SERVER_NODE_ARGS } from './build-server.mjs';
import { backendServers, haproxyBinary, haproxyConfig, type HaproxyServerStat } from './haproxy-config';

const SERVERS = Number(process.env.SCALE_OUT_SERVERS ?? 2);
const CLIENTS = Number(process.env.SCALE_OUT_CLIENTS ?? 4);
const STEADY_JOURNEYS = Number(process.env.SCALE_OUT_STEADY_JOURNEYS ?? 16);
/** As docs/haproxy.cfg asks: longer than the health checks need to mark a server down. */
const DRAIN_SECONDS = 5;
const BACKEND = 'erklaerung';

const started = Date.now();
const log = (text: string) => process.stdout.write(`${new Date().toISOString().slice(11, 19)} ${text}\n`);

const HAPROXY = haproxyBinary() ?? '';
if (!HAPROXY) {
  if (process.env.CI) {
    console.error('!!! HAProxy is not installed (apt-get install haproxy): the scale-out test cannot run. FAILED (CI).');
    process.exit(1);
  }
  console.log('!!! HAProxy is not installed (apt-get install haproxy): SKIPPING the scale-out test.');
  process.exit(0);
}
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error('The scale-out test needs DATABASE_URL (PostgreSQL): bash scripts/with-postgres.sh npx tsx scripts/scale-out.ts');
  process.exit(1);
}

const schema = `so_${randomBytes(5).toString('hex')}`;
const work = mkdtempSync(path.join(tmpdir(), 'ee-scale-out-'));
const sharedEnv = {
  // The servers run as in production (scripts/build-server.mjs: Node options below, environment here).
  ...SERVER_ENV,
  // Every server of one database has the same keys (docs/operations.md, "Access-code key", "Data key").
  ACCESS_CODE_KEY: randomBytes(32).toString('base64'),
  DATA_KEY: randomBytes(32).toString('base64'),
  DRAIN_SECONDS: String(DRAIN_SECONDS),
  // One proxy in front, as in production; test mode (the access code in the answer) on purpose.
  TRUST_PROXY: '1',
  TEST_MODE_IN_PRODUCTION: 'true',
};

// ── Counting every request that goes through the balancer ────────────────────────────────────────
interface PhaseStats {
  name: string;
  requests: number;
  /** Requests answered with an error or not answered at all: "METHOD path: status or error". */
  failures: string[];
  /** When each failure came (Date.now()). */
  failedAt: number[];
  journeys: number;
  /** Journeys that ended in an error (the rolling restart allows none). */
  journeyErrors: string[];
  /** Requests the client sent again after a failure (SIGKILL phase only). */
  repeated: number;
  /** Logins begun anew after a failure in the middle (SIGKILL phase only). */
  loginsRepeated: number;
}
const newStats = (name: string): PhaseStats => ({ name, requests: 0, failures: [], failedAt: [], journeys: 0, journeyErrors: [], repeated: 0, loginsRepeated: 0 });
let balancerUrl = '';
let stats: PhaseStats = newStats('setup');
const realFetch = globalThis.fetch;
globalThis.fetch = async (input: string | URL | Request, init?: RequestInit) => {
  const url = input instanceof Request ? input.url : String(input);
  if (!balancerUrl || !url.startsWith(balancerUrl)) return realFetch(input, init);
  const current = stats;
  const what = `${init?.method ?? 'GET'} ${url.slice(balancerUrl.length)}`;
  current.requests += 1;
  try {
    const res = await realFetch(input, init);
    if (res.status >= 400) {
      current.failures.push(`${what}: ${res.status}`);
      current.failedAt.push(Date.now());
    }
    return res;
  } catch (error) {
    current.failures.push(`${what}: ${(error as Error).cause ?? (error as Error).message}`);
    current.failedAt.push(Date.now());
    throw error;
  }
};

// ── App servers, HAProxy, CPU time ───────────────────────────────────────────────────────────────
const serverDir = path.join(work, 'server');
interface AppServer {
  name: string;
  port: number;
  process?: ServerProcess;
}
const servers: AppServer[] = [];

async function startApp(server: AppServer): Promise<void> {
  server.process = await startServerProcess({
    dataDir: path.join(work, server.name),
    port: server.port,
    databaseUrl,
    databaseSchema: schema,
    env: sharedEnv,
    nodeArgs: [...SERVER_NODE_ARGS, path.join(serverDir, 'main.js')],
  });
}

let haproxy: ChildProcess | undefined;
let haproxyOutput = '';
const statsSocket = path.join(work, 'haproxy.sock');

async function startHaproxy(): Promise<void> {
  const port = await freePort();
  const config = haproxyConfig(readFileSync(path.join(REPO_ROOT, 'docs/haproxy.cfg'), 'utf8'), {
    bind: `127.0.0.1:${port}`,
    servers: servers.map((s) => `127.0.0.1:${s.port}`),
    statsSocket,
  });
  const file = path.join(work, 'haproxy.cfg');
  writeFileSync(file, config);
  const check = spawnSync(HAPROXY, ['-c', '-q', '-f', file], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`haproxy -c refused docs/haproxy.cfg:\n${check.stdout}${check.stderr}`);
  haproxy = spawn(HAPROXY, ['-f', file, '-db'], { stdio: ['ignore', 'pipe', 'pipe'] });
  const keep = (chunk: Buffer) => (haproxyOutput = (haproxyOutput + chunk.toString()).slice(-20_000));
  haproxy.stdout!.on('data', keep);
  haproxy.stderr!.on('data', keep);
  balancerUrl = `http://127.0.0.1:${port}`;
}

async function haproxyServers(): Promise<HaproxyServerStat[]> {
  return backendServers(statsSocket, BACKEND);
}

/** Waits until HAProxy's health checks show the server in the given state ("UP": in rotation). */
async function waitForState(name: string, state: 'UP' | 'DOWN', timeoutMs = 30_000): Promise<number> {
  const t0 = Date.now();
  for (;;) {
    try {
      const server = (await haproxyServers()).find((s) => s.name === name);
      if (server?.status === state) return Date.now() - t0;
    } catch {
      // HAProxy still starting
    }
    if (Date.now() - t0 > timeoutMs) throw new Error(`HAProxy did not see ${name} ${state} within ${timeoutMs} ms:\n${haproxyOutput}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** user + system CPU time of one process in seconds (all its threads), and of its waited-for children. */
function cpuSeconds(pid: number): { own: number; children: number } {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /, '').split(' ');
    // After the command: state is field 3, utime 14, stime 15, cutime 16, cstime 17 (proc(5)); index = field - 3.
    const tick = 100;
    return { own: (Number(fields[11]) + Number(fields[12])) / tick, children: (Number(fields[13]) + Number(fields[14])) / tick };
  } catch {
    return { own: 0, children: 0 };
  }
}

function parentOf(pid: number): number | undefined {
  try {
    return Number(/^PPid:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
  } catch {
    return undefined;
  }
}

/** The PostgreSQL server's CPU time: the postmaster, its live processes and those that ended. */
function postgresCpu(postmaster: number | undefined): number | undefined {
  if (!postmaster) return undefined;
  const main = cpuSeconds(postmaster);
  let total = main.own + main.children;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const pid = Number(entry);
    if (parentOf(pid) === postmaster) total += cpuSeconds(pid).own;
  }
  return total;
}

// ── The journey ──────────────────────────────────────────────────────────────────────────────────
type Login = Awaited<ReturnType<typeof registerAndLogin>>;
let model: ModelsResponse['models'][number];

interface Received {
  tickets: { xmlDataId: string; ticket: string }[];
  drafts: { login: Login; document: Record<string, unknown> }[];
}
const received: Received = { tickets: [], drafts: [] };
let sendsInFlight = 0;

function declaration(n: number) {
  return {
    filing: { joint: 'no' },
    personA: { firstName: 'Erika', lastName: `Lastverteilung ${n}`, birthDate: '1950-06-15' },
    taxIdentification: { kind: 'taxOffice', state: 'BY', taxOffice: '9181' },
    bank: { iban: 'DE89370400440532013000', holder: 'Erika Lastverteilung' },
    donations: { has: 'yes', items: [{ kind: 'donation', recipient: `Tafel ${n}`, amount: '25.00' }] },
    medical: { has: 'no' },
    disability: { personA: { has: 'no' } },
    household: { has: 'no' },
    craftsman: { has: 'no' },
  };
}

/**
 * One request of the journey. With `repeat` (the SIGKILL phase) a request that got no answer or
 * HAProxy's 502/503/504 is sent again: each of these steps is idempotent (a second prepare makes a
 * second, unused summary; a second send of the same signature answers the same ticket).
 */
async function call<T>(name: string, repeat: boolean, send: () => Promise<Answer<T>>): Promise<Answer<T>> {
  for (let attempt = 1; ; attempt++) {
    let answer: Answer<T> | undefined;
    let error: unknown;
    try {
      answer = await send();
    } catch (e) {
      error = e;
    }
    if (answer && answer.status === 200) return answer;
    const retriable = error !== undefined || [502, 503, 504].includes(answer!.status);
    if (!repeat || !retriable || attempt >= 8) {
      throw new Error(`${name}: ${answer ? `${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}` : (error as Error).message}`);
    }
    stats.repeated += 1;
    await new Promise((r) => setTimeout(r, 250 * attempt));
  }
}

async function journey(n: number, repeat: boolean): Promise<void> {
  let login: Login | undefined;
  for (let attempt = 1; !login; attempt++) {
    try {
      login = await registerAndLogin(balancerUrl);
    } catch (error) {
      // The login's steps are not idempotent (the trusted random is spent): begin it anew.
      if (!repeat || attempt >= 5) throw error;
      stats.loginsRepeated += 1;
      await new Promise((r) => setTimeout(r, 250 * attempt));
    }
  }
  const { client } = login;
  const document = draftDocument(n, 1);
  await call('drafts', repeat, () => client.post(`/drafts/${model.formModelName}`, { document }));
  const draft = { login, document };
  received.drafts.push(draft);
  const prepared = await call('prepareSummaryPage', repeat, () =>
    client.post<PrepareSummaryResponse>('/prepareSummaryPage', {
      formModelId: model.formModelName,
      dataModelId: model.dataModelNames![0],
      formdata: JSON.stringify(declaration(n)),
    }),
  );
  // Preparing saves the declaration as the draft too.
  draft.document = declaration(n);
  const xmlDataId = prepared.body.xmlDataId;
  const xml = await call('retrieveXml', repeat, () => client.post<RetrieveXmlResponse>('/users/sign/retrieveXml', { xmlDataId }));
  const info = await call('getPfxFileDecryptInfo', repeat, () => client.get<PfxDecryptInfo>('/users/sign/getPfxFileDecryptInfo'));
  const { privateKey, certificate } = await openLocalSigningData(login.encryptedPfx, info.body);
  const signature = await signDeclarationXml({ xmlData: xml.body.xmlData, privateKey, certificate });
  sendsInFlight += 1;
  let sent: Answer<SendSignatureResponse>;
  try {
    sent = await call('sendSignature', repeat, () => client.post<SendSignatureResponse>('/users/sign/sendSignature', { xmlDataId, ...signature }));
  } finally {
    sendsInFlight -= 1;
  }
  received.tickets.push({ xmlDataId, ticket: sent.body.transferticket });
  const pdf = await call('summaryPdf', repeat, () => client.get(`/summaryPdf/${xmlDataId}`));
  if (!String(pdf.headers.get('content-type')).includes('pdf')) throw new Error('summaryPdf: not a PDF');
}

let journeyNumber = 0;
/** `clients` loops of journeys, one after the other each, until `done()` says stop (checked between journeys). */
async function journeyLoops(clients: number, repeat: boolean, done: () => boolean): Promise<void> {
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (!done()) {
        const n = ++journeyNumber;
        try {
          await journey(n, repeat);
          stats.journeys += 1;
        } catch (error) {
          stats.journeyErrors.push(`journey ${n}: ${(error as Error).message}`);
        }
      }
    }),
  );
}

// ── The phases ───────────────────────────────────────────────────────────────────────────────────
const report: string[] = [];
const problems: string[] = [];
const phaseLine = (s: PhaseStats, seconds: number) =>
  `${s.journeys} journeys, ${s.requests} requests through HAProxy, ${s.failures.length} failed, ${(s.requests / seconds).toFixed(0)} requests/s, ${seconds.toFixed(1)} s`;

async function steadyPhase(postmaster: number | undefined) {
  stats = newStats('steady');
  const apps = () => servers.reduce((sum, s) => sum + cpuSeconds(s.process!.proc.pid!).own, 0);
  const before = { apps: apps(), postgres: postgresCpu(postmaster), haproxy: cpuSeconds(haproxy!.pid!).own, client: process.cpuUsage() };
  const t0 = performance.now();
  await journeyLoops(CLIENTS, false, () => journeyNumber >= STEADY_JOURNEYS);
  const seconds = (performance.now() - t0) / 1000;
  const per = (value: number) => ((value / Math.max(1, stats.journeys)) * 1000).toFixed(0);
  const appCpu = apps() - before.apps;
  const pgAfter = postgresCpu(postmaster);
  const pgCpu = before.postgres !== undefined && pgAfter !== undefined ? pgAfter - before.postgres : undefined;
  const haCpu = cpuSeconds(haproxy!.pid!).own - before.haproxy;
  const clientUsage = process.cpuUsage(before.client);
  const clientCpu = (clientUsage.user + clientUsage.system) / 1e6;
  report.push(`  steady: ${phaseLine(stats, seconds)}`);
  report.push(
    `    CPU per journey: app servers ${per(appCpu)} ms, PostgreSQL ${pgCpu === undefined ? 'not measurable (not local)' : `${per(pgCpu)} ms`}, ` +
      `HAProxy ${per(haCpu)} ms, the test's clients ${per(clientCpu)} ms` +
      (pgCpu ? `; app/PostgreSQL ${(appCpu / pgCpu).toFixed(1)}` : ''),
  );
  check(stats);
}

async function rollingPhase() {
  stats = newStats('rolling restart');
  const t0 = performance.now();
  let restarting = true;
  const loops = journeyLoops(CLIENTS, false, () => !restarting);
  const restarts: string[] = [];
  for (const server of servers) {
    // Let the journeys run on every server for a moment first.
    await new Promise((r) => setTimeout(r, 1500));
    const signalled = Date.now();
    let leftRotation: number | undefined;
    const watching = (async () => {
      await waitForState(server.name, 'DOWN', DRAIN_SECONDS * 1000 + 15_000);
      leftRotation = Date.now() - signalled;
    })().catch(() => undefined);
    await server.process!.stop();
    const exitedAfter = Date.now() - signalled;
    const proc = server.process!.proc;
    if (proc.exitCode !== 0) problems.push(`${server.name}: SIGTERM ended with ${proc.exitCode ?? proc.signalCode}, not a clean exit`);
    await watching;
    if (leftRotation === undefined || leftRotation > exitedAfter) problems.push(`${server.name}: HAProxy did not take it out of rotation before it stopped`);
    await startApp(server);
    const upAfter = await waitForState(server.name, 'UP');
    restarts.push(`${server.name} out of rotation after ${((leftRotation ?? 0) / 1000).toFixed(1)} s, exited after ${(exitedAfter / 1000).toFixed(1)} s, back in rotation ${((Date.now() - signalled) / 1000).toFixed(1)} s after SIGTERM (${(upAfter / 1000).toFixed(1)} s after its start)`);
    log(`rolling restart: ${restarts.at(-1)}`);
  }
  restarting = false;
  await loops;
  const seconds = (performance.now() - t0) / 1000;
  report.push(`  rolling restart (SIGTERM, drain ${DRAIN_SECONDS} s, start, back in rotation; each server in turn): ${phaseLine(stats, seconds)}`);
  for (const line of restarts) report.push(`    ${line}`);
  check(stats);
}

async function killPhase() {
  stats = newStats('SIGKILL');
  const ticketsBefore = received.tickets.length;
  const draftsBefore = received.drafts.length;
  const t0 = performance.now();
  let restarted = false;
  const loops = journeyLoops(CLIENTS, true, () => restarted && stats.journeys >= CLIENTS * 2);
  const victim = servers[servers.length - 1];
  // The kill lands while declarations are being sent and the victim is working on requests.
  const deadline = Date.now() + 60_000;
  let onVictim = 0;
  for (;;) {
    const warm = received.tickets.length - ticketsBefore >= 2 && sendsInFlight > 0;
    onVictim = warm ? ((await haproxyServers()).find((s) => s.name === victim.name)?.current ?? 0) : 0;
    if ((onVictim > 0 && sendsInFlight > 0) || Date.now() > deadline) break;
    await new Promise((r) => setTimeout(r, 5));
  }
  const sending = sendsInFlight;
  await victim.process!.kill9();
  const killedAt = Date.now();
  log(`SIGKILL: ${victim.name} killed with ${onVictim} requests on it, ${sending} declarations being sent`);
  // The others carry the load while HAProxy finds it down; then it starts again.
  const downAfter = await waitForState(victim.name, 'DOWN');
  await startApp(victim);
  await waitForState(victim.name, 'UP');
  restarted = true;
  log(`SIGKILL: ${victim.name} down in HAProxy after ${(downAfter / 1000).toFixed(1)} s, back after ${((Date.now() - killedAt) / 1000).toFixed(1)} s`);
  await loops;
  const seconds = (performance.now() - t0) / 1000;
  const phase = stats;
  stats = newStats('check after SIGKILL');

  // Every ticket a client received is stored, with its declaration; every acknowledged draft is there.
  const { default: pg } = await import('pg');
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const rows = (await db.query<{ xml_data_id: string; transfer_ticket: string }>(`SELECT xml_data_id, transfer_ticket FROM ${schema}.submissions`)).rows;
  await db.end();
  const stored = new Map(rows.map((r) => [r.transfer_ticket, r.xml_data_id]));
  let ticketsLost = 0;
  for (const { xmlDataId, ticket } of received.tickets) {
    if (stored.get(ticket) !== xmlDataId) {
      ticketsLost += 1;
      problems.push(`ticket ${ticket} (${xmlDataId}) acknowledged but not stored`);
    }
  }
  let draftsLost = 0;
  for (const { login, document } of received.drafts) {
    const res = await login.client.get<{ document: unknown }>(`/drafts/${model.formModelName}`);
    if (res.status !== 200 || !isDeepStrictEqual(res.body.document, document)) {
      draftsLost += 1;
      problems.push(`draft of ${login.idNr.slice(0, 2)}… acknowledged, read back: ${res.status}${res.status === 200 ? ', other content' : ''}`);
    }
  }
  // A request the killed server had taken fails, at the kill: HAProxy answers 502, or, when it came on a
  // reused connection, closes the client's connection without an answer (as a server whose keep-alive
  // connection ends would), so the client may send it again. Nothing else may fail, and nothing later:
  // until the server is out of rotation, HAProxy sends the new requests to the others.
  const atKill = (i: number) => phase.failedAt[i] >= killedAt - 2000 && phase.failedAt[i] <= killedAt + 2000;
  const unexpected = phase.failures.filter((f, i) => !atKill(i) || !(f.endsWith(': 502') || /: SocketError: other side closed$|ECONNRESET$/.test(f)));
  report.push(`  SIGKILL of ${victim.name} (${onVictim} requests on it, ${sending} declarations being sent), then its restart: ${phaseLine(phase, seconds)}`);
  report.push(
    `    requests in flight on it that failed: ${phase.failures.length} (the client sent ${phase.repeated} again, began ${phase.loginsRepeated} logins anew); ` +
      `journeys that failed anyway: ${phase.journeyErrors.length}`,
  );
  for (const f of phase.failures.slice(0, 6)) report.push(`      ${f.replace(/[A-Za-z0-9_-]{24,}/g, '…')}`);
  report.push(
    `    transfer tickets received: ${received.tickets.length} in all (${received.tickets.length - ticketsBefore} in this phase), ` +
      `found in PostgreSQL: ${received.tickets.length - ticketsLost}, lost: ${ticketsLost}; submissions stored: ${rows.length}`,
  );
  report.push(`    acknowledged drafts: ${received.drafts.length} (${received.drafts.length - draftsBefore} in this phase), read back: ${received.drafts.length - draftsLost}, lost: ${draftsLost}`);
  for (const f of unexpected) problems.push(`SIGKILL phase: a failure other than a request in flight at the kill: ${f}`);
  for (const e of phase.journeyErrors) problems.push(`SIGKILL phase: ${e}`);
  check({ ...stats, journeys: 1 });
}

function check(s: PhaseStats) {
  for (const f of s.failures) problems.push(`${s.name}: request failed: ${f}`);
  for (const e of s.journeyErrors) problems.push(`${s.name}: ${e}`);
  if (s.journeys === 0) problems.push(`${s.name}: no journey completed`);
}

async function main() {
  log(`scale-out: building the server; ${SERVERS} app servers on PostgreSQL (schema ${schema}) behind ${spawnSync(HAPROXY, ['-v'], { encoding: 'utf8' }).stdout.split('\n')[0].replace(/ - https.*/, '')}`);
  await buildServer({ outDir: serverDir });
  for (let i = 1; i <= SERVERS; i++) servers.push({ name: `app${i}`, port: await freePort() });
  // All at once on the empty database: the migrations and the keys are made once, under their locks.
  await Promise.all(servers.map((s) => startApp(s)));
  await startHaproxy();
  for (const s of servers) await waitForState(s.name, 'UP');
  log(`HAProxy on ${balancerUrl}, ${servers.map((s) => `${s.name} :${s.port}`).join(', ')} UP`);

  const { default: pg } = await import('pg');
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const backendPid = (await db.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0].pid;
  const postmaster = parentOf(backendPid);
  const maxConnections = (await db.query<{ max_connections: string }>('SHOW max_connections')).rows[0].max_connections;
  await db.end();

  const setup = await registerAndLogin(balancerUrl);
  const models = (await setup.client.get<ModelsResponse>('/models')).body.models;
  model = models[models.length - 1];

  log(`steady: ${STEADY_JOURNEYS} journeys, ${CLIENTS} at a time`);
  await steadyPhase(postmaster);
  log('rolling restart');
  await rollingPhase();
  log('SIGKILL');
  await killPhase();

  const perServer = await haproxyServers();
  report.push(`  requests per server (HAProxy): ${perServer.map((s) => `${s.name} ${s.total}`).join(', ')}; PostgreSQL max_connections ${maxConnections}, pool 10 per server`);
  for (const s of perServer) if (s.total === 0) problems.push(`${s.name} served nothing`);
}

async function cleanUp() {
  await Promise.all(servers.map((s) => s.process?.kill9()));
  if (haproxy && haproxy.exitCode === null) {
    const exited = new Promise((r) => haproxy!.once('exit', r));
    haproxy.kill('SIGTERM');
    await exited;
  }
  try {
    const { default: pg } = await import('pg');
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    await db.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await db.end();
  } catch {
    // the database went with the cluster
  }
  rmSync(work, { recursive: true, force: true });
}

let crashed: unknown;
try {
  await main();
} catch (error) {
  crashed = error;
}
const seconds = (Date.now() - started) / 1000;
if (crashed) {
  process.stderr.write(`${(crashed as Error)?.stack ?? crashed}\n`);
  for (const s of servers) process.stderr.write(`── ${s.name}:\n${s.process?.output().slice(-3000) ?? ''}\n`);
  process.stderr.write(`── HAProxy:\n${haproxyOutput.slice(-3000)}\n`);
}
await cleanUp();
process.stdout.write(`\nScale-out: ${SERVERS} app servers behind HAProxy on one PostgreSQL, ${CLIENTS} clients (${seconds.toFixed(0)} s)\n${report.join('\n')}\n`);
for (const problem of problems.slice(0, 30)) process.stdout.write(`  ! ${problem}\n`);
const ok = !crashed && problems.length === 0;
process.stdout.write(ok ? 'SCALE-OUT OK: no failed request in the rolling restart, nothing acknowledged lost after SIGKILL.\n' : 'SCALE-OUT FAILED: see above.\n');
process.exit(ok ? 0 : 1);
