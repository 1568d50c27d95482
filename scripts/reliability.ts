// `npm run reliability`: the long soak of the fault, fuzz and load tests against the real server
// process on loopback. Prints the figures and exits 1 if anything was lost or answered 5xx.
// Knobs: RELIABILITY_KILLS (3), RELIABILITY_CLIENTS (50), RELIABILITY_FUZZ (5000), RELIABILITY_LOAD_SECONDS (15);
// DATABASE_URL runs it on PostgreSQL (own schema), otherwise on PGlite in a temporary folder.
import { mkdtempSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ModelsResponse, PrepareSummaryResponse, RetrieveXmlResponse, SendSignatureResponse, StatusResponse } from '../src/domain/api/schemas';
import { openLocalSigningData, signDeclarationXml, type PfxDecryptInfo } from '../src/domain/crypto/client';
import { fuzzAllRoutes, fuzzTargets, type RawRequest } from '../src/server/__tests__/kit/fuzz';
import {
  HttpClient,
  inBatches,
  killCycle,
  registerAndLogin,
  startServerProcess,
  type DraftWriter,
  type ServerProcess,
} from '../src/server/__tests__/kit/remote';
import { ROUTE_TABLE } from '../src/server/__tests__/kit/routes';

const KILLS = Number(process.env.RELIABILITY_KILLS ?? 3);
const CLIENTS = Number(process.env.RELIABILITY_CLIENTS ?? 50);
const FUZZ_INPUTS = Number(process.env.RELIABILITY_FUZZ ?? 5000);
const LOAD_SECONDS = Number(process.env.RELIABILITY_LOAD_SECONDS ?? 15);
const SUBMITTERS_PER_CYCLE = 10;
const databaseUrl = process.env.DATABASE_URL || undefined;
const schema = databaseUrl ? `rel_${randomBytes(5).toString('hex')}` : undefined;
const dataDir = mkdtempSync(path.join(tmpdir(), 'ee-reliability-'));

const figures = {
  faultsInjected: 0,
  faultsSurvived: 0,
  badInputs: 0,
  badInputFailures: [] as string[],
  loadRequests: 0,
  loadFailures: 0,
  loadLatencies: [] as number[],
  submissionsAcknowledged: 0,
  submissionsLost: [] as string[],
  draftsAcknowledged: 0,
  draftsLost: [] as string[],
};

const log = (text: string) => process.stdout.write(`${new Date().toISOString().slice(11, 19)} ${text}\n`);

let current: ServerProcess | undefined;
async function start(): Promise<ServerProcess> {
  current = await startServerProcess({ dataDir, databaseUrl, databaseSchema: schema });
  return current;
}

type Login = Awaited<ReturnType<typeof registerAndLogin>>;

function declaration(n: number) {
  return {
    filing: { joint: 'no' },
    personA: { firstName: 'Erika', lastName: `Dauerlauf ${n}`, birthDate: '1950-06-15' },
    taxIdentification: { kind: 'taxOffice', state: 'BY', taxOffice: '9181' },
    bank: { iban: 'DE89370400440532013000', holder: 'Erika Dauerlauf' },
    donations: { has: 'yes', items: [{ kind: 'donation', recipient: `Tafel ${n}`, amount: '25.00' }] },
    medical: { has: 'no' },
    disability: { personA: { has: 'no' } },
    household: { has: 'no' },
    craftsman: { has: 'no' },
  };
}

interface Submission {
  login: Login;
  signature: Record<string, string>;
  ticket?: string;
}

/** Prepares and signs a declaration in the browser's way; the send comes later (and maybe twice). */
async function signedDeclaration(login: Login, model: ModelsResponse['models'][number], n: number): Promise<Submission> {
  const prepared = await login.client.post<PrepareSummaryResponse>('/prepareSummaryPage', {
    formModelId: model.formModelName,
    dataModelId: model.dataModelNames![0],
    formdata: JSON.stringify(declaration(n)),
  });
  if (prepared.status !== 200) throw new Error(`prepareSummaryPage: ${prepared.status} ${JSON.stringify(prepared.body)}`);
  const xml = await login.client.post<RetrieveXmlResponse>('/users/sign/retrieveXml', { xmlDataId: prepared.body.xmlDataId });
  const info = await login.client.get<PfxDecryptInfo>('/users/sign/getPfxFileDecryptInfo');
  const { privateKey, certificate } = await openLocalSigningData(login.encryptedPfx, info.body);
  const signature = await signDeclarationXml({ xmlData: xml.body.xmlData, privateKey, certificate });
  return { login, signature: { xmlDataId: prepared.body.xmlDataId, ...signature } };
}

async function send(submission: Submission): Promise<void> {
  try {
    const res = await submission.login.client.post<SendSignatureResponse>('/users/sign/sendSignature', submission.signature);
    if (res.status === 200) {
      submission.ticket = res.body.transferticket;
      figures.submissionsAcknowledged += 1;
    }
  } catch {
    // the server died under it: the retry after the restart decides
  }
}

/** After a restart: every submission is retried with the same signature; acknowledged ones must keep their ticket. */
async function verifySubmissions(submissions: Submission[]) {
  for (const submission of submissions) {
    const retry = await submission.login.client.post<SendSignatureResponse>('/users/sign/sendSignature', submission.signature);
    const id = submission.signature.xmlDataId;
    if (retry.status !== 200) {
      figures.submissionsLost.push(`${id}: ${submission.ticket ? 'acknowledged, then the retry' : 'the retry'} answered ${retry.status}`);
      continue;
    }
    if (submission.ticket && retry.body.transferticket !== submission.ticket) {
      figures.submissionsLost.push(`${id}: ticket ${submission.ticket} became ${retry.body.transferticket}`);
    }
    if (!submission.ticket) {
      submission.ticket = retry.body.transferticket;
      figures.submissionsAcknowledged += 1;
    }
    const pdf = await submission.login.client.get(`/summaryPdf/${id}`);
    if (pdf.status !== 200) figures.submissionsLost.push(`${id}: confirmation PDF ${pdf.status}`);
  }
}

async function faultPhase() {
  let server = await start();
  log(`server up at ${server.url} (${databaseUrl ? 'PostgreSQL' : 'PGlite'}); ${CLIENTS} clients register and log in`);
  const logins = await inBatches(Array.from({ length: CLIENTS }, (_, i) => i), 8, () => registerAndLogin(server.url));
  const models = (await logins[0].client.get<ModelsResponse>('/models')).body.models;
  const model = models[models.length - 1];
  const writers: DraftWriter[] = logins.map((l, index) => ({ index, client: l.client, saves: 0, refused: 0 }));
  const submissions: Submission[] = [];
  for (let cycle = 1; cycle <= KILLS; cycle++) {
    // Other people every cycle (wrapping round when there are too few): an access code sends one declaration a year.
    const offset = ((cycle - 1) * SUBMITTERS_PER_CYCLE) % Math.max(1, logins.length - SUBMITTERS_PER_CYCLE + 1);
    const submitters = logins.slice(offset, offset + SUBMITTERS_PER_CYCLE);
    const batch = await inBatches(submitters, 5, (login, i) => signedDeclaration(login, model, cycle * 100 + i));
    submissions.push(...batch);
    // Submissions and draft saves run together; the kill lands in the middle of them.
    const sending = Promise.all(batch.map((s) => send(s)));
    figures.faultsInjected += 1;
    const result = await killCycle({ server, writers, formModelName: model.formModelName, killAfterSaves: 2 * CLIENTS, restart: start });
    await sending;
    server = result.server;
    for (const login of logins) login.client.base = server.url;
    figures.draftsLost.push(...result.lost.map((l) => `cycle ${cycle}: ${l}`));
    const lostBefore = figures.submissionsLost.length;
    await verifySubmissions(batch);
    const healthy = (await new HttpClient(server.url).get('/erklaerung/health')).status === 200;
    if (healthy && result.lost.length === 0 && figures.submissionsLost.length === lostBefore) figures.faultsSurvived += 1;
    log(`kill ${cycle}/${KILLS}: ${result.saves} drafts saved before SIGKILL, ${result.checked} checked after restart, ${result.lost.length} lost`);
  }
  figures.draftsAcknowledged = writers.reduce((n, w) => n + w.saves, 0);
  // A last look at everything after all the kills.
  await verifySubmissions(submissions.filter((s) => s.ticket));
  return { server, logins, model };
}

async function fuzzPhase(server: ServerProcess) {
  let login = await registerAndLogin(server.url);
  const routes = fuzzTargets(ROUTE_TABLE);
  const properties = routes.reduce((n, r) => n + (r.method === 'POST' ? 2 : 1), 0);
  const sendRaw = async (request: RawRequest): Promise<number> => {
    const headers: Record<string, string> = {
      cookie: `ee_session=${login.client.cookie}`,
      'x-csrf-token': login.client.csrf ?? '',
      ...(request.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...request.headers,
    };
    try {
      const res = await fetch(server.url + request.path, { method: request.method, headers, body: request.body, redirect: 'manual', signal: AbortSignal.timeout(30_000) });
      await res.arrayBuffer();
      if (!request.headers?.cookie) {
        for (const cookie of res.headers.getSetCookie()) {
          const match = /^ee_session=([^;]*)/.exec(cookie);
          if (match) login.client.cookie = match[1];
        }
        login.client.csrf = res.headers.get('x-csrf-token') ?? login.client.csrf;
      }
      return res.status;
    } catch (error) {
      // fetch itself refuses some URLs and headers before sending: that input never reached the server.
      if (error instanceof TypeError && !/fetch failed/.test(error.message)) return 0;
      throw error;
    }
  };
  log(`fuzzing ${routes.length} routes with about ${FUZZ_INPUTS} inputs`);
  const result = await fuzzAllRoutes({
    routes,
    send: sendRaw,
    runsPerRoute: Math.ceil(FUZZ_INPUTS / properties),
    beforeRoute: async () => {
      if ((await login.client.get<StatusResponse>('/users/status')).body.authenticated !== true) login = await registerAndLogin(server.url);
    },
  });
  figures.badInputs = result.inputs;
  figures.badInputFailures = result.failures;
  const health = await new HttpClient(server.url).get('/erklaerung/health');
  if (health.status !== 200) figures.badInputFailures.push(`health ${health.status} after fuzzing`);
}

async function loadPhase(server: ServerProcess, logins: Login[], formModelName: string) {
  log(`load: ${logins.length} clients for ${LOAD_SECONDS} s`);
  const until = Date.now() + LOAD_SECONDS * 1000;
  await Promise.all(
    logins.map(async (login, i) => {
      let n = 0;
      while (Date.now() < until) {
        n += 1;
        const started = performance.now();
        try {
          const res =
            n % 3 === 0
              ? await login.client.get(`/userData/${formModelName}`)
              : n % 3 === 1
                ? await login.client.post(`/drafts/${formModelName}`, { document: { seq: n, client: i, filing: { joint: 'no' } } })
                : await login.client.get('/keepAlive');
          if (res.status !== 200) figures.loadFailures += 1;
        } catch {
          figures.loadFailures += 1;
        }
        figures.loadRequests += 1;
        figures.loadLatencies.push(performance.now() - started);
      }
    }),
  );
  void server;
}

function percentile(values: number[], p: number) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : 0;
}

async function main() {
  const started = Date.now();
  try {
    const { server, logins, model } = await faultPhase();
    await fuzzPhase(server);
    await loadPhase(server, logins, model.formModelName);
    await server.stop();
  } finally {
    await current?.kill9();
    if (schema && databaseUrl) {
      const { default: pg } = await import('pg');
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await client.end();
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
  const n = (v: number) => v.toLocaleString('en-US');
  const seconds = (Date.now() - started) / 1000;
  const lines = [
    '',
    `Reliability run on ${databaseUrl ? 'PostgreSQL' : 'PGlite'} (${seconds.toFixed(0)} s)`,
    `  faults injected (SIGKILL during saves and submissions): ${figures.faultsInjected}, survived: ${figures.faultsSurvived}`,
    `  bad inputs tried: ${n(figures.badInputs)}, answered 5xx or polluted: ${figures.badInputFailures.length}`,
    `  requests under load: ${n(figures.loadRequests)} (${n(Math.round(figures.loadRequests / LOAD_SECONDS))}/s, p50 ${percentile(figures.loadLatencies, 50).toFixed(0)} ms, p99 ${percentile(figures.loadLatencies, 99).toFixed(0)} ms), failed: ${figures.loadFailures}`,
    `  submissions acknowledged: ${n(figures.submissionsAcknowledged)}, lost: ${figures.submissionsLost.length}`,
    `  drafts acknowledged: ${n(figures.draftsAcknowledged)}, lost: ${figures.draftsLost.length}`,
  ];
  process.stdout.write(lines.join('\n') + '\n');
  const problems = [...figures.badInputFailures, ...figures.submissionsLost, ...figures.draftsLost];
  for (const problem of problems.slice(0, 20)) process.stdout.write(`  ! ${problem}\n`);
  const ok = problems.length === 0 && figures.faultsSurvived === figures.faultsInjected && figures.loadFailures === 0;
  process.stdout.write(ok ? 'RELIABLE: nothing lost, no 5xx.\n' : 'NOT RELIABLE: see above.\n');
  process.exit(ok ? 0 : 1);
}

main().catch((error) => {
  process.stderr.write(`${error?.stack ?? error}\n${current?.output() ?? ''}\n`);
  void current?.kill9().finally(() => process.exit(1));
});
