// Fault-injection kit (tests and `npm run reliability`): the real server as a child process on
// loopback, an HTTP client that behaves like the browser, and many clients saving drafts while it dies.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { fileURLToPath } from 'node:url';
import type { AuthenticateResponse, DraftResponse, MessageResponse, PrepareSummaryResponse, RetrieveXmlResponse, SendSignatureResponse, TrustedRandomResponse } from '../../../domain/api/schemas';
import { createLocalSigningData, openLocalSigningData, signDeclarationXml, type JeansProperties, type PfxDecryptInfo } from '../../../domain/crypto/client';
import { generateValidIdNr } from '../../../domain/validators/index';
import { createLoginCms } from '../harness';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const API = '/erklaerung/api';

import { freePort } from './freePort';

export { freePort };

/** An answer with its parsed JSON (or text) body, typed as the caller expects it (see the harness's Answer). */
export interface Answer<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

/** Keeps the session cookie and the latest CSRF token, as the browser's API client does. */
export class HttpClient {
  cookie: string | undefined;
  csrf: string | undefined;
  constructor(public base: string) {}

  async request<T = unknown>(method: string, urlPath: string, body?: unknown, timeoutMs = 30_000): Promise<Answer<T>> {
    const headers: Record<string, string> = { 'accept-language': 'de' };
    if (this.cookie) headers.cookie = `ee_session=${this.cookie}`;
    if (method !== 'GET' && this.csrf) headers['x-csrf-token'] = this.csrf;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const url = this.base + (urlPath.startsWith('/erklaerung') ? urlPath : API + urlPath);
    const res = await fetch(url, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const token = res.headers.get('x-csrf-token');
    if (token) this.csrf = token;
    for (const cookie of res.headers.getSetCookie()) {
      const match = /^ee_session=([^;]*)/.exec(cookie);
      if (match) this.cookie = match[1];
    }
    const text = await res.text();
    let parsed: unknown = text;
    if ((res.headers.get('content-type') ?? '').includes('json') && text) parsed = JSON.parse(text);
    return { status: res.status, body: parsed as T, headers: res.headers };
  }

  get<T = unknown>(urlPath: string) {
    return this.request<T>('GET', urlPath);
  }
  post<T = unknown>(urlPath: string, body: unknown = {}) {
    return this.request<T>('POST', urlPath, body);
  }
}

export interface ServerProcess {
  url: string;
  port: number;
  proc: ChildProcess;
  output: () => string;
  /** SIGKILL: no shutdown hooks, no flushing: the fault under test. */
  kill9(): Promise<void>;
  /** SIGTERM and wait for the exit. */
  stop(): Promise<void>;
}

export interface ServerProcessOptions {
  dataDir: string;
  port?: number;
  /** PostgreSQL instead of PGlite (each run in its own schema). */
  databaseUrl?: string;
  databaseSchema?: string;
  env?: Record<string, string>;
  startTimeoutMs?: number;
  /** Node's arguments for the compiled server (e.g. `['--max-semi-space-size=4', 'dist/server/main.js']`) instead of the TypeScript through tsx. */
  nodeArgs?: string[];
}

/** `node --import tsx src/server/main.ts` (or the compiled server) on 127.0.0.1 with its own data; resolves once health answers 200. */
export async function startServerProcess(options: ServerProcessOptions): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  // A stand-in for the built UI, so the UI routes answer as in production.
  const uiDist = path.join(options.dataDir, 'ui');
  mkdirSync(uiDist, { recursive: true });
  writeFileSync(path.join(uiDist, 'index.html'), '<!doctype html><title>Einfach Erklären</title>');
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '/tmp',
    NODE_ENV: 'test',
    TEST_MODE: 'true',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: options.dataDir,
    UI_DIST: uiDist,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_REGISTER: '100000',
    RATE_LIMIT_AUTH: '100000',
    // No overload shedding (as testConfig): these servers take the tests' bursts of clients, which
    // share the cores with the rest of the run; options.env turns it on.
    OVERLOAD_MAX_REQUESTS: '0',
    OVERLOAD_DATABASE_WAIT_MS: '0',
    OVERLOAD_EVENT_LOOP_DELAY_MS: '0',
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    ...(options.databaseSchema ? { DATABASE_SCHEMA: options.databaseSchema } : {}),
    ...options.env,
  };
  const proc = spawn(process.execPath, options.nodeArgs ?? ['--import', 'tsx', 'src/server/main.ts'], { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  proc.stdout!.on('data', keep);
  proc.stderr!.on('data', keep);
  const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (options.startTimeoutMs ?? 90_000);
  for (;;) {
    if (proc.exitCode !== null || proc.signalCode !== null) throw new Error(`server exited during start:\n${output}`);
    try {
      const res = await fetch(`${url}/erklaerung/health`, { signal: AbortSignal.timeout(2000) });
      if (res.status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      proc.kill('SIGKILL');
      throw new Error(`server did not become healthy:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  return {
    url,
    port,
    proc,
    output: () => output,
    kill9: async () => {
      if (proc.exitCode === null && proc.signalCode === null) proc.kill('SIGKILL');
      await exited;
    },
    stop: async () => {
      if (proc.exitCode === null && proc.signalCode === null) proc.kill('SIGTERM');
      const timer = setTimeout(() => proc.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** A fresh valid tax ID (random, so runs and restarts never collide). */
export function randomIdNr(): string {
  const bytes = randomBytes(64);
  let i = 0;
  return generateValidIdNr(() => bytes[i++ % bytes.length] / 256);
}

/** Registers in test mode and logs in with the browser's crypto (shared key pair); answers the logged-in client. */
export async function registerAndLogin(base: string): Promise<{ client: HttpClient; idNr: string; code: string; encryptedPfx: string; loginTag: string }> {
  const client = new HttpClient(base);
  await client.get('/properties/global');
  const idNr = randomIdNr();
  const reg = await client.post<MessageResponse>('/users/register', { id: idNr, birthDate: '1950-06-15' });
  if (reg.status !== 200) throw new Error(`register: ${reg.status} ${JSON.stringify(reg.body)}`);
  const code = /EEZ-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}/.exec(reg.body.message)![0];
  const { encryptedPfx, loginTag } = await loginAs(client, idNr, code);
  return { client, idNr, code, encryptedPfx, loginTag };
}

/** One login attempt as the browser makes it; answers the authenticate call's answer and the key pair. */
export async function authenticateAs(client: HttpClient, idNr: string, code: string) {
  const jeans = await client.get<JeansProperties>('/properties/jeans');
  const nonce = await client.get<TrustedRandomResponse>('/users/authentication/trustedRandom');
  const { cms, keyPair } = await createLoginCms({
    idNr,
    accessCode: code,
    trustedRandom: nonce.body.trustedRandom,
    transportCertificatePem: jeans.body.transportCertificate,
  });
  const auth = await client.post<AuthenticateResponse>('/users/authentication/authenticate', { id: idNr, cms });
  return { auth, keyPair };
}

/** Logs a registered person in (the client has a session); answers the local signing data's file. */
export async function loginAs(client: HttpClient, idNr: string, code: string): Promise<{ encryptedPfx: string; loginTag: string }> {
  if (!client.cookie) await client.get('/properties/global');
  const { auth, keyPair } = await authenticateAs(client, idNr, code);
  if (auth.status !== 200) throw new Error(`authenticate: ${auth.status} ${JSON.stringify(auth.body)}`);
  const signing = await createLocalSigningData({ keyPair, certChain: auth.body.certChain });
  const finish = await client.post<{ loginTag: string }>('/users/authentication/finishAuthentication', signing.decryptInfo);
  if (finish.status !== 200) throw new Error(`finishAuthentication: ${finish.status}`);
  return { encryptedPfx: signing.encryptedPfx, loginTag: finish.body.loginTag };
}

/**
 * What the summary page and the signing do for a logged-in person: the summary of `document` prepared,
 * its XML signed with the login's key (from the local signing data) and sent. Stops after a refused
 * preparation (`sent` undefined).
 */
export async function sendDeclaration(client: HttpClient, encryptedPfx: string, document: object, formModelId = 'ESt2025', dataModelId = 'ESt2025_v1') {
  const prepared = await client.post<PrepareSummaryResponse>('/prepareSummaryPage', { formModelId, dataModelId, formdata: JSON.stringify(document) });
  if (prepared.status !== 200) return { prepared, xml: undefined, sent: undefined };
  const xmlDataId = prepared.body.xmlDataId;
  const xml = await client.post<RetrieveXmlResponse>('/users/sign/retrieveXml', { xmlDataId });
  const info = await client.get<PfxDecryptInfo>('/users/sign/getPfxFileDecryptInfo');
  const { privateKey, certificate } = await openLocalSigningData(encryptedPfx, info.body);
  const signature = await signDeclarationXml({ xmlData: xml.body.xmlData, privateKey, certificate });
  const sent = await client.post<SendSignatureResponse>('/users/sign/sendSignature', { xmlDataId, ...signature });
  return { prepared, xml, sent };
}

/** Runs `fn` over `items` with at most `limit` at a time. */
export async function inBatches<T, R>(items: T[], limit: number, fn: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = Array.from({ length: items.length });
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await fn(items[index], index);
      }
    }),
  );
  return results;
}

export interface DraftWriter {
  index: number;
  client: HttpClient;
  /** The last draft the server acknowledged with 200. */
  acked?: { seq: number; document: Record<string, unknown> };
  /** A draft sent but not answered when the connection broke: it may or may not have been stored. */
  inFlight?: { seq: number; document: Record<string, unknown> };
  saves: number;
  refused: number;
}

/** A saved draft as the writers read it back: its document carries the writer's sequence number. */
type WrittenDraft = DraftResponse & { document: { seq: number } };

export function draftDocument(index: number, seq: number): Record<string, unknown> {
  return {
    seq,
    filing: { joint: 'no' },
    donations: { has: 'yes', items: [{ kind: 'donation', recipient: `Verein ${index}-${seq}`, amount: `${seq}.00` }] },
    medical: { has: 'yes', items: [{ description: `Brille ${index}-${seq}`, amount: '120.00', reimbursed: '0.00' }] },
  };
}

/** Each writer saves drafts back to back until the connection breaks or `until` passes. */
export async function saveDraftsUntilFailure(writers: DraftWriter[], formModelName: string, until: number): Promise<void> {
  await Promise.all(
    writers.map(async (writer) => {
      let seq = writer.acked?.seq ?? 0;
      while (Date.now() < until) {
        seq += 1;
        const document = draftDocument(writer.index, seq);
        writer.inFlight = { seq, document };
        let res: Answer;
        try {
          res = await writer.client.post(`/drafts/${formModelName}`, { document });
        } catch {
          return; // the server is gone: this draft may or may not have been stored
        }
        if (res.status === 200) {
          writer.acked = { seq, document };
          writer.inFlight = undefined;
          writer.saves += 1;
        } else {
          writer.inFlight = undefined;
          writer.refused += 1;
          if (res.status >= 500) return;
        }
      }
    }),
  );
}

/** After a restart: every acknowledged draft must be there with its last acknowledged (or the later unanswered) content. */
export async function verifyDrafts(writers: DraftWriter[], formModelName: string): Promise<{ checked: number; lost: string[] }> {
  const lost: string[] = [];
  let checked = 0;
  await inBatches(writers, 10, async (writer) => {
    if (!writer.acked) return;
    checked += 1;
    const res = await writer.client.get<WrittenDraft>(`/drafts/${formModelName}`);
    const storedSeq = res.status === 200 ? res.body.document?.seq : undefined;
    const allowed = [writer.acked.seq, writer.inFlight?.seq].filter((n) => n !== undefined);
    if (storedSeq === undefined || !allowed.includes(storedSeq)) {
      lost.push(`client ${writer.index}: acknowledged ${writer.acked.seq}, in flight ${writer.inFlight?.seq ?? '-'}, found ${res.status} ${storedSeq}`);
      return;
    }
    const expected = storedSeq === writer.acked.seq ? writer.acked.document : writer.inFlight!.document;
    if (!isDeepStrictEqual(res.body.document, expected)) lost.push(`client ${writer.index}: content differs`);
    // The writer goes on from what is stored.
    if (storedSeq !== writer.acked.seq) writer.acked = { seq: storedSeq, document: expected };
    writer.inFlight = undefined;
  });
  return { checked, lost };
}

export interface KillCycleResult {
  saves: number;
  checked: number;
  lost: string[];
}

/**
 * One fault: writers save drafts, the server is killed with SIGKILL in the middle of it, a new
 * server starts on the same data, and every acknowledged draft is checked (sessions survive too).
 */
export async function killCycle(args: {
  server: ServerProcess;
  writers: DraftWriter[];
  formModelName: string;
  /** Kill once every writer had a save acknowledged and this many in all (plus a random moment), or after maxWaitMs. */
  killAfterSaves: number;
  maxWaitMs?: number;
  restart: () => Promise<ServerProcess>;
}): Promise<KillCycleResult & { server: ServerProcess }> {
  const saved = () => args.writers.reduce((n, w) => n + w.saves, 0);
  const before = saved();
  const deadline = Date.now() + (args.maxWaitMs ?? 60_000);
  const saving = saveDraftsUntilFailure(args.writers, args.formModelName, deadline + 30_000);
  const savesBefore = args.writers.map((w) => w.saves);
  const everyoneSaved = () => args.writers.every((w, i) => w.saves > savesBefore[i]);
  while ((saved() - before < args.killAfterSaves || !everyoneSaved()) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
  // A random extra moment, so the kill lands anywhere within a save.
  await new Promise((r) => setTimeout(r, Math.floor(Math.random() * 50)));
  await args.server.kill9();
  await saving;
  const server = await args.restart();
  for (const writer of args.writers) writer.client.base = server.url;
  const { checked, lost } = await verifyDrafts(args.writers, args.formModelName);
  return { server, saves: args.writers.reduce((n, w) => n + w.saves, 0) - before, checked, lost };
}

/** Waits until `condition` holds (polled every 50 ms); throws naming `what` after `timeoutMs`. */
export async function until(what: string, condition: () => boolean, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
