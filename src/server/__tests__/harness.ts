// Test harness (tests only): a server on in-memory PGlite (or PostgreSQL when DATABASE_URL is set),
// a movable clock, and a client that keeps the session cookie and the CSRF token like the browser.
import { randomBytes } from 'node:crypto';
import type { OutgoingHttpHeaders } from 'node:http';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildServer, type BuildOptions, type BuiltServer } from '../app';
import { testConfig, type ServerConfig } from '../config';
import { generateValidIdNr } from '../../domain/validators/index';
import { Certificate, CertificationRequest } from 'pkijs';
import type { AuthenticateResponse, ErrorBody, MessageResponse, TrustedRandomResponse } from '../../domain/api/schemas';
import { createLocalSigningData, type JeansProperties } from '../../domain/crypto/client';
import { createEnvelopedData, createSignedData } from '../../domain/crypto/cms';
import { createCsr, generateSigningKeyPair, subjectKeyIdentifier } from '../../domain/crypto/csr';
import { fromPem, toArrayBuffer, toBase64, utf8Encode } from '../../domain/crypto/encoding';

export const API = '/erklaerung/api';

export class Clock {
  constructor(public current = new Date('2025-04-10T10:00:00Z')) {}
  now = () => new Date(this.current);
  advance(ms: number) {
    this.current = new Date(this.current.getTime() + ms);
  }
}

let builtUi: string | undefined;
/** A stand-in for `dist/ui`, so server tests never depend on whether the app was built first. */
function uiFixture(): string {
  if (!builtUi) {
    builtUi = mkdtempSync(join(tmpdir(), 'ee-ui-'));
    mkdirSync(join(builtUi, 'assets'));
    writeFileSync(join(builtUi, 'index.html'), '<!doctype html><html lang="de"><title>Einfach Erklären</title><div id="root"></div></html>');
  }
  return builtUi;
}

export async function startServer(overrides: Partial<ServerConfig> = {}, buildOptions: Omit<BuildOptions, 'db'> = {}) {
  const clock = new Clock();
  const config = testConfig({
    uiDist: uiFixture(),
    now: clock.now,
    databaseSchema: process.env.DATABASE_URL ? `t_${randomBytes(6).toString('hex')}` : undefined,
    ...overrides,
  });
  const app = await buildServer(config, buildOptions);
  return { app, clock, config };
}

/** Closes the server; on PostgreSQL also drops the test file's private schema. */
export async function stopServer(app: BuiltServer | undefined, config: ServerConfig | undefined) {
  await app?.close();
  if (config?.databaseUrl && config.databaseSchema?.startsWith('t_')) {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: config.databaseUrl });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS ${config.databaseSchema} CASCADE`);
    await client.end();
  }
}

let seed = 1;
/** A fresh valid tax ID per call (deterministic sequence, unique within a run). */
export function nextIdNr(): string {
  let state = (Date.now() % 100_000) + seed++ * 7919;
  return generateValidIdNr(() => {
    state = (state * 48271) % 2147483647;
    return state / 2147483647;
  });
}

export type AnswerHeaders = OutgoingHttpHeaders;

/**
 * An answer as the tests read it: `body` is the parsed JSON (or the text of other answers), typed as
 * the caller says it expects it, with the API's own types (src/domain/api/schemas.ts): the route's
 * answer, or `ErrorBody` where the test expects a refusal. Unread bodies stay `unknown`.
 */
export interface Answer<T = unknown> {
  status: number;
  body: T;
  headers: AnswerHeaders;
  raw: Buffer;
}

/**
 * The body of a call whose outcome the test checks on the answer itself (success or refusal):
 * the route's answer or the error body, so any member may be missing.
 */
export type AnswerOrError<T> = Partial<T> & Partial<ErrorBody>;

/** GET /erklaerung/health (no API schema: it is outside the API). */
export interface HealthBody {
  status: 'ok' | 'unavailable';
  database: string;
  detailMessage?: string;
}

export class TestClient {
  cookie: string | undefined;
  csrf: string | undefined;
  /** The login this client holds (finishAuthentication's loginTag), sent as X-Login-Tag like the app's tab does. */
  loginTag: string | undefined;
  constructor(
    readonly app: BuiltServer,
    readonly ip = `10.0.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  ) {}

  private remember(res: { headers: AnswerHeaders; cookies: { name: string; value: string }[] }) {
    const token = res.headers['x-csrf-token'];
    if (typeof token === 'string') this.csrf = token;
    const session = res.cookies.find((c) => c.name === 'ee_session');
    if (session) this.cookie = session.value;
  }

  async request<T = unknown>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    options: { body?: unknown; rawBody?: string; csrf?: string | null; headers?: Record<string, string> } = {},
  ): Promise<Answer<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (this.cookie) headers.cookie = `ee_session=${this.cookie}`;
    const csrf = options.csrf === undefined ? this.csrf : options.csrf;
    if (method !== 'GET' && csrf) headers['x-csrf-token'] = csrf;
    if (this.loginTag) headers['x-login-tag'] ??= this.loginTag;
    let payload: string | undefined;
    if (options.rawBody !== undefined) {
      payload = options.rawBody;
      headers['content-type'] ??= 'application/json';
    } else if (options.body !== undefined) {
      payload = JSON.stringify(options.body);
      headers['content-type'] = 'application/json';
    }
    const res = await this.app.inject({ method, url: path !== '/' && path.startsWith('/') && !path.startsWith(API) && !path.startsWith('/erklaerung') ? API + path : path, headers, payload, remoteAddress: this.ip });
    this.remember(res);
    // The caller names the type it expects; the tests' assertions check the values.
    const body = (String(res.headers['content-type'] ?? '').includes('json') && res.body ? JSON.parse(res.body) : res.body) as T;
    return { status: res.statusCode, body, headers: res.headers, raw: res.rawPayload };
  }

  get<T = unknown>(path: string, headers?: Record<string, string>) {
    return this.request<T>('GET', path, { headers });
  }
  post<T = unknown>(path: string, body?: unknown, options: { csrf?: string | null; headers?: Record<string, string> } = {}) {
    return this.request<T>('POST', path, { body: body ?? {}, ...options });
  }

  /** A first GET gives the session and its CSRF token, as the app's first call does. */
  async start() {
    await this.get('/properties/global');
    return this;
  }
}

/** Registers in test mode and returns the access code from the answer. */
export async function register(client: TestClient, idNr: string, birthDate = '1950-06-15', extra: Record<string, unknown> = {}) {
  const res = await client.post<MessageResponse>('/users/register', { id: idNr, birthDate, ...extra });
  if (res.status !== 200) throw new Error(`register failed: ${res.status} ${JSON.stringify(res.body)}`);
  const code = /EEZ-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}/.exec(res.body.message)?.[0];
  if (!code) throw new Error(`no code in ${res.body.message}`);
  return code;
}

let sharedKeyPair: Promise<CryptoKeyPair> | undefined;
/** One RSA key pair per test file: key generation is the slow part of a login. */
export function testKeyPair(): Promise<CryptoKeyPair> {
  sharedKeyPair ??= generateSigningKeyPair();
  return sharedKeyPair;
}

/** The browser's createLoginCms, step by step with the same modules, but with the file's reused key pair. */
export async function createLoginCms(args: { idNr: string; accessCode: string; trustedRandom: string; transportCertificatePem: string }) {
  const keyPair = await testKeyPair();
  const transport = Certificate.fromBER(toArrayBuffer(fromPem(args.transportCertificatePem, 'CERTIFICATE')));
  const csrDer = await createCsr(keyPair, args.idNr);
  const keyIdentifier = await subjectKeyIdentifier(CertificationRequest.fromBER(toArrayBuffer(csrDer)).subjectPublicKeyInfo);
  const payload = utf8Encode(JSON.stringify({ trustedRandom: args.trustedRandom, accessCode: args.accessCode, csr: toBase64(csrDer) }));
  const signed = await createSignedData(payload, keyPair.privateKey, keyIdentifier);
  return { cms: toBase64(await createEnvelopedData(signed, transport)), keyPair };
}

/** The browser's login steps with the real client crypto; answers the authenticate response and the signing data. */
export async function login(
  client: TestClient,
  idNr: string,
  accessCode: string,
  testMarker?: string,
  makeCms: typeof createLoginCms = createLoginCms,
) {
  const jeans = await client.get<JeansProperties>('/properties/jeans');
  const nonce = await client.get<TrustedRandomResponse>('/users/authentication/trustedRandom');
  const { cms, keyPair } = await makeCms({
    idNr,
    accessCode,
    trustedRandom: nonce.body.trustedRandom,
    transportCertificatePem: jeans.body.transportCertificate,
  });
  const auth = await client.post<AnswerOrError<AuthenticateResponse>>('/users/authentication/authenticate', { id: idNr, cms, ...(testMarker ? { testMarker } : {}) });
  if (auth.status !== 200) return { auth, cms, keyPair };
  const signing = await createLocalSigningData({ keyPair, certChain: auth.body.certChain! });
  const finish = await client.post<{ authenticated?: boolean; loginTag?: string }>('/users/authentication/finishAuthentication', signing.decryptInfo);
  if (finish.status === 200 && finish.body.loginTag) client.loginTag = finish.body.loginTag;
  return { auth, finish, cms, keyPair, signing };
}
