// API load for the bench: complete declaration journeys over loopback with the browser's crypto module.
// Loaded by scripts/bench.mjs through tsx, so it can import the TypeScript crypto code directly.
import { Agent, request, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { Certificate, CertificationRequest } from 'pkijs';
import { signDeclarationXml } from '../../src/domain/crypto/client';
import { createEnvelopedData, createSignedData } from '../../src/domain/crypto/cms';
import { createCsr, generateSigningKeyPair, subjectKeyIdentifier } from '../../src/domain/crypto/csr';
import { fromPem, randomBytes, toArrayBuffer, toBase64, utf8Encode } from '../../src/domain/crypto/encoding';
import { generateValidIdNr } from '../../src/domain/validators/idNr';
import { pause as sleep } from '../../src/app/api/client';

const API = '/erklaerung/api';
const UI = '/erklaerung/ui';

/**
 * The rendered pages a journey asks for (issue 35, point 5), by timing name: the login (public, the
 * same for everyone in a language and theme, rendered once and kept) and the wizard's first screen and
 * the summary (signed in, rendered for each request from the session's own API answers).
 */
export const PAGE_KINDS: Readonly<Record<string, 'public' | 'signedIn'>> = {
  'page login': 'public',
  'page wizard': 'signedIn',
  'page summary': 'signedIn',
};
/** The timing name of a page that came back 200 but without its screen (index.html: not rendered). */
export const NOT_RENDERED = ' (not rendered)';

export class HttpError extends Error {
  constructor(
    readonly call: string,
    readonly status: number,
    readonly body: string,
    /** The answer's headers (the overload part reads Retry-After). */
    readonly headers: IncomingHttpHeaders = {},
  ) {
    super(`${call}: HTTP ${status} ${body.slice(0, 300)}`);
  }
}

/** An answer as the journeys read it: status, headers and the (decompressed) body. */
export interface ApiResponse {
  status: number;
  headers: IncomingHttpHeaders;
  bytes: Uint8Array;
  /** When the request that got this answer was sent (a refused call is sent again: the last sending). */
  sentAt?: number;
}

/**
 * Keep-alive connections, as a browser and fetch keep them. node:http instead of fetch: fetch's
 * streams and its extra Response cost the loader about as much CPU as the journey's crypto, CPU the
 * server's two cores then lack (docs/performance.md, "CPU per journey"). It asks for compressed
 * answers as fetch did (gzip, deflate), so the server's work is the same.
 */
const agent = new Agent({ keepAlive: true });

function send(url: string, method: 'GET' | 'POST', headers: Record<string, string>, body: string | undefined, signal?: AbortSignal): Promise<ApiResponse> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers, agent, signal }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        const encoding = res.headers['content-encoding'];
        try {
          const bytes = encoding === 'gzip' ? gunzipSync(raw) : encoding === 'deflate' ? inflateSync(raw) : encoding === 'br' ? brotliDecompressSync(raw) : raw;
          resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes });
        } catch (error) {
          reject(error);
        }
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * Calls the server refused for overload (503 with Retry-After, docs/operations.md "Overload") that a
 * load's journeys waited out and sent again, as the app's client and its user do (scripts/bench/overload.ts).
 */
export interface Refusals {
  count: number;
  withoutRetryAfter: number;
}

/** The app client's cap on a Retry-After it waits for (src/app/api/client.ts). */
export const RETRY_AFTER_CAP_MS = 10_000;

/** Retry-After of an answer in milliseconds (seconds only, as the server sends it). */
export function retryAfterMs(headers: IncomingHttpHeaders): number | undefined {
  const header = headers['retry-after'];
  const value = Array.isArray(header) ? header[0] : header;
  return value && /^\d+$/.test(value.trim()) ? Number(value) * 1000 : undefined;
}

/** Waits `ms`, or rejects when `signal` aborts: as the app's client waits before it repeats a refused call. */
export { sleep };

/** The wait before a refused call goes again: Retry-After (capped as the app caps it) and up to half again, so the refused do not all come back at once. */
export const refusalWait = (retryAfter: number | undefined) => Math.min(retryAfter ?? 2000, RETRY_AFTER_CAP_MS) * (1 + Math.random() / 2);

/** One browser tab's worth of state: the session cookie and the CSRF token of the latest answer. */
export class ApiSession {
  cookie: string | undefined;
  csrf: string | undefined;
  constructor(
    readonly base: string,
    readonly timings?: Map<string, number[]>,
    readonly signal?: AbortSignal,
    /** With it, a call refused for overload is sent again after its Retry-After (and counted here); without, it fails. */
    readonly refusals?: Refusals,
  ) {}

  /** Sends until the answer is not an overload refusal (when `refusals` is given). */
  private async sendWaitingOutRefusals(url: string, method: 'GET' | 'POST', headers: Record<string, string>, body: string | undefined): Promise<ApiResponse> {
    for (;;) {
      const sentAt = performance.now();
      const res = await send(url, method, headers, body, this.signal);
      if (res.status !== 503 || !this.refusals) return { ...res, sentAt };
      const wait = retryAfterMs(res.headers);
      this.refusals.count += 1;
      if (wait === undefined) this.refusals.withoutRetryAfter += 1;
      await sleep(refusalWait(wait), this.signal);
    }
  }

  async call(name: string, method: 'GET' | 'POST', path: string, body?: unknown): Promise<ApiResponse> {
    const headers: Record<string, string> = { accept: 'application/json', 'accept-encoding': 'gzip, deflate' };
    if (this.cookie) headers.cookie = `ee_session=${this.cookie}`;
    const payload = method === 'POST' ? JSON.stringify(body ?? {}) : undefined;
    if (payload !== undefined) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = String(Buffer.byteLength(payload));
      if (this.csrf) headers['x-csrf-token'] = this.csrf;
    }
    const res = await this.sendWaitingOutRefusals(this.base + API + path, method, headers, payload);
    // A refused call is timed from its last sending: the time of the answer the server accepted to give.
    const ms = performance.now() - res.sentAt!;
    const token = res.headers['x-csrf-token'];
    if (typeof token === 'string' && token) this.csrf = token;
    for (const c of res.headers['set-cookie'] ?? []) {
      const m = /^ee_session=([^;]*)/.exec(c);
      if (m) this.cookie = m[1];
    }
    if (res.status < 200 || res.status > 299) throw new HttpError(name, res.status, new TextDecoder().decode(res.bytes), res.headers);
    if (this.timings) {
      let list = this.timings.get(name);
      if (!list) this.timings.set(name, (list = []));
      list.push(ms);
    }
    return res;
  }

  /**
   * GET of a UI page as a browser loads it directly (address bar, reload, bookmark), with the session
   * cookie. Timed under `name` when the server's HTML holds the screen (an h1 in #root); a page that
   * comes back as plain index.html (the app would draw it) is timed under `name` + NOT_RENDERED.
   */
  async page(name: string, path: string): Promise<ApiResponse> {
    const headers: Record<string, string> = { accept: 'text/html', 'accept-encoding': 'gzip, deflate' };
    if (this.cookie) headers.cookie = `ee_session=${this.cookie}`;
    const res = await this.sendWaitingOutRefusals(this.base + UI + path, 'GET', headers, undefined);
    const ms = performance.now() - res.sentAt!;
    if (res.status !== 200) throw new HttpError(name, res.status, new TextDecoder().decode(res.bytes), res.headers);
    if (this.timings) {
      const html = new TextDecoder().decode(res.bytes);
      const root = html.indexOf('<div id="root">');
      const rendered = root >= 0 && /^<div id="root"><[^/][\s\S]*?<h1[\s>]/.test(html.slice(root));
      const key = rendered ? name : name + NOT_RENDERED;
      let list = this.timings.get(key);
      if (!list) this.timings.set(key, (list = []));
      list.push(ms);
    }
    return res;
  }

  async json<T = Record<string, string>>(name: string, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    return JSON.parse(new TextDecoder().decode((await this.call(name, method, path, body)).bytes)) as T;
  }
}

/** A registered person with a key pair and CSR made ahead of time (client keygen is not server load). */
export interface BenchUser {
  idNr: string;
  accessCode: string;
  keyPair: CryptoKeyPair;
  csrB64: string;
  keyIdentifier: Uint8Array;
}

let seed = 1;
function nextIdNr(): string {
  let state = (Date.now() % 100_000) + seed++ * 7919;
  return generateValidIdNr(() => {
    state = (state * 48271) % 2147483647;
    return state / 2147483647;
  });
}

/** Registers a person on a server (test mode answers the access code). */
async function registerPerson(base: string, idNr: string): Promise<string> {
  const s = new ApiSession(base);
  await s.call('global', 'GET', '/properties/global');
  const { message } = await s.json('register', 'POST', '/users/register', { id: idNr, birthDate: '1950-06-15' });
  const accessCode = /EEZ-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}/.exec(message)?.[0];
  if (!accessCode) throw new Error(`no access code in the registration answer: ${message}`);
  return accessCode;
}

/** The same people registered on another server (their key pairs kept): each gets that server's access code. */
export async function registerUsers(base: string, users: BenchUser[]): Promise<BenchUser[]> {
  const registered: BenchUser[] = [];
  for (let i = 0; i < users.length; i += 8) {
    registered.push(...(await Promise.all(users.slice(i, i + 8).map(async (user) => ({ ...user, accessCode: await registerPerson(base, user.idNr) })))));
  }
  return registered;
}

export async function createUsers(base: string, count: number): Promise<BenchUser[]> {
  const users: BenchUser[] = [];
  const batch = 8;
  for (let i = 0; i < count; i += batch) {
    const made = await Promise.all(
      Array.from({ length: Math.min(batch, count - i) }, async () => {
        const idNr = nextIdNr();
        const accessCode = await registerPerson(base, idNr);
        const keyPair = await generateSigningKeyPair();
        const csr = await createCsr(keyPair, idNr);
        const keyIdentifier = await subjectKeyIdentifier(CertificationRequest.fromBER(toArrayBuffer(csr)).subjectPublicKeyInfo);
        return { idNr, accessCode, keyPair, csrB64: toBase64(csr), keyIdentifier };
      }),
    );
    users.push(...made);
  }
  return users;
}

/** The login CMS exactly as createLoginCms builds it, but with the user's pre-made key pair and CSR. */
async function loginCms(user: BenchUser, trustedRandom: string, transport: Certificate): Promise<string> {
  const payload = utf8Encode(JSON.stringify({ trustedRandom, accessCode: user.accessCode, csr: user.csrB64 }));
  const signed = await createSignedData(payload, user.keyPair.privateKey, user.keyIdentifier);
  return toBase64(await createEnvelopedData(signed, transport));
}

export interface Declaration {
  formModelId: string;
  dataModelId: string;
}

/** The newest form model the server offers. */
export async function pickModel(base: string): Promise<Declaration> {
  const s = new ApiSession(base);
  const { models } = await s.json<{ models: { formModelName: string; dataModelNames?: string[] }[] }>('models', 'GET', '/models');
  const model = [...models].sort((a, b) => a.formModelName.localeCompare(b.formModelName)).at(-1);
  if (!model?.dataModelNames?.[0]) throw new Error('the server offers no form model');
  return { formModelId: model.formModelName, dataModelId: model.dataModelNames[0] };
}

const groupLimits: [string, number, (i: number) => Record<string, unknown>][] = [
  ['donations', 20, (i) => ({ kind: 'donation', recipient: `Tafel e.V. ${i}`, amount: '150.00' })],
  ['medical', 30, (i) => ({ description: `Brille ${i}`, amount: '420.00', reimbursed: '100.00' })],
  ['household', 20, (i) => ({ kind: 'cleaning', description: `Fensterputzen ${i}`, labourCost: '300.00', paidByTransfer: 'yes' })],
  ['craftsman', 20, (i) => ({ description: `Heizung ${i}`, labourCost: '234.50', paidByTransfer: 'yes' })],
];
/** Most repeatable entries a declaration can hold (sum of the model's max_items). */
export const MAX_ENTRIES = groupLimits.reduce((n, [, max]) => n + max, 0);

/** A complete single-filer declaration with `entries` repeatable entries spread over the four lists. */
export function declarationDocument(entries: number): Record<string, unknown> {
  const doc: Record<string, unknown> = {
    filing: { joint: 'no' },
    taxIdentification: { kind: 'taxNumber', state: 'BY', taxNumber: '18181508155@BY' },
    bank: { iban: 'DE89370400440532013000', holder: 'Erika Mustermann' },
    disability: { personA: { has: 'yes', degree: '50', markers: ['G'] } },
  };
  let left = entries;
  for (const [group, max, item] of groupLimits) {
    const n = Math.min(max, left);
    left -= n;
    doc[group] = n > 0 ? { has: 'yes', items: Array.from({ length: n }, (_, i) => item(i)) } : { has: 'no' };
  }
  if (left > 0) throw new Error(`at most ${MAX_ENTRIES} entries fit the model`);
  return doc;
}

export interface JourneyContext {
  base: string;
  transport: Certificate;
  declaration: Declaration;
  formdata: string;
}

export async function journeyContext(base: string, entries = 3): Promise<JourneyContext> {
  const s = new ApiSession(base);
  const jeans = await s.json<{ transportCertificate: string }>('jeans', 'GET', '/properties/jeans');
  const transport = Certificate.fromBER(toArrayBuffer(fromPem(jeans.transportCertificate, 'CERTIFICATE')));
  const declaration = await pickModel(base);
  return { base, transport, declaration, formdata: JSON.stringify(declarationDocument(entries)) };
}

/** Logs in a fresh session; the PFX half the server keeps is random bytes (the server never opens it). */
export async function login(s: ApiSession, ctx: JourneyContext, user: BenchUser): Promise<string> {
  const { trustedRandom } = await s.json('trustedRandom', 'GET', '/users/authentication/trustedRandom');
  const cms = await loginCms(user, trustedRandom, ctx.transport);
  const { certChain } = await s.json<{ certChain: string[] }>('authenticate', 'POST', '/users/authentication/authenticate', { id: user.idNr, cms });
  await s.json('finishAuthentication', 'POST', '/users/authentication/finishAuthentication', {
    keyChain: toBase64(randomBytes(32)),
    key: toBase64(randomBytes(32)),
    iv: toBase64(randomBytes(12)),
  });
  return certChain[0];
}

/**
 * Summary → XML → signature → PDF of one declaration in a logged-in session; with `pages`, the summary
 * page as the server renders it once the summary is prepared (a reload of the summary).
 */
export async function submit(s: ApiSession, ctx: JourneyContext, user: BenchUser, certificate: string, formdata = ctx.formdata, { pages = false } = {}) {
  const { xmlDataId } = await s.json('prepareSummaryPage', 'POST', '/prepareSummaryPage', { ...ctx.declaration, formdata });
  if (pages) await s.page('page summary', '/tax/summary');
  const { xmlData } = await s.json('retrieveXml', 'POST', '/users/sign/retrieveXml', { xmlDataId });
  const signature = await signDeclarationXml({ xmlData, privateKey: user.keyPair.privateKey, certificate });
  await s.json('sendSignature', 'POST', '/users/sign/sendSignature', { xmlDataId, ...signature });
  const { bytes } = await s.call('summaryPdf', 'GET', `/summaryPdf/${xmlDataId}`);
  if (bytes.length < 100 || new TextDecoder().decode(bytes.slice(0, 5)) !== '%PDF-') throw new Error('summaryPdf: not a PDF');
}

/**
 * One declaration per access code and year: after sending, the person orders a new access code, as the
 * confirmation page offers (test mode answers it), and the next journey of this person logs in with it.
 */
export async function renewAccessCode(s: ApiSession, user: BenchUser): Promise<void> {
  const { message } = await s.json<{ message: string }>('registerAgain', 'POST', '/users/registerAgain', {});
  const accessCode = /EEZ-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}/.exec(message)?.[0];
  if (!accessCode) throw new Error(`no access code in the registerAgain answer: ${message}`);
  user.accessCode = accessCode;
}

/**
 * One declaration journey over the API. With `pages` (issue 35), also the pages a browser loads
 * directly on the way: the login before signing in (public), the wizard's first screen after it and
 * the summary once prepared (signed in, rendered for this session).
 */
export async function journey(ctx: JourneyContext, user: BenchUser, timings: Map<string, number[]>, signal?: AbortSignal, { pages = false, refusals }: { pages?: boolean; refusals?: Refusals } = {}) {
  const s = new ApiSession(ctx.base, timings, signal, refusals);
  if (pages) await s.page('page login', '/tax');
  const certificate = await login(s, ctx, user);
  await s.json('userData', 'GET', '/userData');
  if (pages) await s.page('page wizard', '/tax/wizard');
  await submit(s, ctx, user, certificate, ctx.formdata, { pages });
  await renewAccessCode(s, user);
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

export interface LoadResult {
  concurrency: number;
  seconds: number;
  journeys: number;
  journeysPerSecond: number;
  errors: number;
  /** Calls refused for overload (503), waited out and sent again; and those of them without a Retry-After. */
  refused: number;
  refusedWithoutRetryAfter: number;
  /** Journeys still running when the grace time after the window ran out (aborted, not counted as errors). */
  unfinished: number;
  firstErrors: string[];
  perCall: Record<string, { count: number; p50: number; p95: number; p99: number }>;
  /** The rendered pages' timings by kind (PAGE_KINDS), with `{ pages: true }`. */
  perPageKind: Partial<Record<'public' | 'signedIn', { count: number; p50: number; p95: number; p99: number }>>;
  /** Every call's timings (ms), with `{ keepSamples: true }`: slices of one measurement merge by them (mergeLoads). */
  samples?: Record<string, number[]>;
}

const stats = (list: number[]) => ({ count: list.length, p50: percentile(list, 50), p95: percentile(list, 95), p99: percentile(list, 99) });

/** Each call's percentiles, and the rendered pages' by kind (every page of a kind in one distribution). */
function summarize(timings: Iterable<[string, number[]]>): Pick<LoadResult, 'perCall' | 'perPageKind'> {
  const perCall: LoadResult['perCall'] = {};
  const byKind: Partial<Record<'public' | 'signedIn', number[]>> = {};
  for (const [name, list] of timings) {
    perCall[name] = stats(list);
    const kind = PAGE_KINDS[name];
    if (kind) (byKind[kind] ??= []).push(...list);
  }
  const perPageKind: LoadResult['perPageKind'] = {};
  for (const [kind, list] of Object.entries(byKind) as ['public' | 'signedIn', number[]][]) perPageKind[kind] = stats(list);
  return { perCall, perPageKind };
}

/** What a loop of journeys did (runJourneys). */
export interface JourneyLoop {
  journeys: number;
  errors: number;
  /** Journeys still running when the grace time ran out (aborted). */
  unfinished: number;
  firstErrors: string[];
  /** From the start to the last journey's end: the drain counts too, so slow journeys are not flattered. */
  seconds: number;
}

/**
 * `concurrency` loops that each run `journey` with a person of `users` until `seconds` have passed; a
 * journey that started may finish within `graceSeconds`, after that it is aborted (its signal). Each
 * journey has its person to itself: two journeys of one person replace each other's login and summary
 * (401 and 404 answers that are the bench's, not the server's).
 */
export async function runJourneys(
  users: BenchUser[],
  concurrency: number,
  seconds: number,
  graceSeconds: number,
  journey: (user: BenchUser, signal: AbortSignal) => Promise<void>,
): Promise<JourneyLoop> {
  if (users.length < concurrency) throw new Error(`${concurrency} journeys at a time need as many people (${users.length} given)`);
  // One controller per journey: each request adds an abort listener to its signal, so one signal
  // shared by the whole run would collect thousands of them.
  const running = new Set<AbortController>();
  const loop: JourneyLoop = { journeys: 0, errors: 0, unfinished: 0, firstErrors: [], seconds: 0 };
  let aborted = false;
  const free = [...users];
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const grace = setTimeout(() => {
    aborted = true;
    for (const controller of running) controller.abort(new Error('aborted after the grace time'));
  }, (seconds + graceSeconds) * 1000);
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline) {
        const user = free.shift()!;
        const controller = new AbortController();
        running.add(controller);
        try {
          await journey(user, controller.signal);
          loop.journeys++;
        } catch (error) {
          if (aborted) {
            loop.unfinished++;
            continue;
          }
          loop.errors++;
          if (loop.firstErrors.length < 5) loop.firstErrors.push(String((error as Error).message ?? error));
        } finally {
          running.delete(controller);
          free.push(user);
        }
      }
    }),
  );
  clearTimeout(grace);
  loop.seconds = (performance.now() - started) / 1000;
  return loop;
}

/**
 * `concurrency` loops of complete journeys until `seconds` have passed. A journey that started may
 * finish within `graceSeconds`; after that it is aborted and counted as unfinished.
 */
export async function runLoad(ctx: JourneyContext, users: BenchUser[], concurrency: number, seconds: number, graceSeconds = 30, { keepSamples = false, pages = false } = {}): Promise<LoadResult> {
  const timings = new Map<string, number[]>();
  // Refusals for overload are waited out as the app does: the sustained run must have none, the sweep's high concurrencies do.
  const refusals: Refusals = { count: 0, withoutRetryAfter: 0 };
  const loop = await runJourneys(users, concurrency, seconds, graceSeconds, (user, signal) => journey(ctx, user, timings, signal, { pages, refusals }));
  const result: LoadResult = {
    concurrency,
    seconds: loop.seconds,
    journeys: loop.journeys,
    journeysPerSecond: loop.journeys / loop.seconds,
    errors: loop.errors,
    refused: refusals.count,
    refusedWithoutRetryAfter: refusals.withoutRetryAfter,
    unfinished: loop.unfinished,
    firstErrors: loop.firstErrors,
    ...summarize(timings),
  };
  if (keepSamples) result.samples = Object.fromEntries(timings);
  return result;
}

/**
 * One measurement made of several runs (slices taken in turn with another measurement, so that both
 * see the same machine): journeys and seconds add up, the percentiles come from all the slices' timings.
 */
export function mergeLoads(slices: LoadResult[]): LoadResult {
  if (slices.length === 0) throw new Error('mergeLoads: no slices');
  const samples: Record<string, number[]> = {};
  for (const slice of slices) {
    if (!slice.samples) throw new Error('mergeLoads: a slice without samples (runLoad with keepSamples)');
    for (const [name, list] of Object.entries(slice.samples)) (samples[name] ??= []).push(...list);
  }
  const seconds = slices.reduce((sum, s) => sum + s.seconds, 0);
  const journeys = slices.reduce((sum, s) => sum + s.journeys, 0);
  return {
    concurrency: slices[0].concurrency,
    seconds,
    journeys,
    journeysPerSecond: journeys / seconds,
    errors: slices.reduce((sum, s) => sum + s.errors, 0),
    refused: slices.reduce((sum, s) => sum + s.refused, 0),
    refusedWithoutRetryAfter: slices.reduce((sum, s) => sum + s.refusedWithoutRetryAfter, 0),
    unfinished: slices.reduce((sum, s) => sum + s.unfinished, 0),
    firstErrors: slices.flatMap((s) => s.firstErrors).slice(0, 5),
    ...summarize(Object.entries(samples)),
  };
}

export interface SizeResult {
  entries: number;
  prepareSummaryPage: number;
  retrieveXml: number;
  sendSignature: number;
  summaryPdf: number;
}

/** Median server time of summary, XML, signature check and PDF for a declaration of `entries` entries. */
export async function sizeCosts(ctx: JourneyContext, user: BenchUser, sizes: number[], repeats: number): Promise<SizeResult[]> {
  const results: SizeResult[] = [];
  for (const entries of sizes) {
    const timings = new Map<string, number[]>();
    const formdata = JSON.stringify(declarationDocument(entries));
    // Each round logs in with the person's current code, sends, and orders the next code (one
    // declaration per access code and year); only the four calls below are read from the timings.
    const round = async () => {
      const s = new ApiSession(ctx.base, timings);
      const certificate = await login(s, ctx, user);
      await submit(s, ctx, user, certificate, formdata);
      await renewAccessCode(s, user);
    };
    // One unmeasured round first: the first render of a size warms caches and the JIT.
    await round();
    timings.clear();
    for (let i = 0; i < repeats; i++) await round();
    const median = (name: string) => percentile(timings.get(name) ?? [], 50);
    results.push({
      entries,
      prepareSummaryPage: median('prepareSummaryPage'),
      retrieveXml: median('retrieveXml'),
      sendSignature: median('sendSignature'),
      summaryPdf: median('summaryPdf'),
    });
  }
  return results;
}
