// Security, table-driven over every route of the server: CSRF, headers, cookies, access, ownership,
// lockout and rate limits, refused crypto, inert XSS in summary HTML and PDF, body limits.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import type { DraftResponse, ErrorBody, PrepareSummaryResponse, RetrieveXmlResponse, SendSignatureResponse, StatusResponse, TrustedRandomResponse } from '../../domain/api/schemas';
import { openLocalSigningData, signDeclarationXml, type JeansProperties, type PfxDecryptInfo } from '../../domain/crypto/client';
import { buildServer, type BuiltServer } from '../app';
import type { ServerConfig } from '../config';
import { Clock, TestClient, createLoginCms, login, nextIdNr, register, startServer, stopServer, type Answer, type AnswerOrError } from './harness';
import { ROUTE_TABLE, routeKey, type RouteSpec } from './kit/routes';

let app: BuiltServer;
let config: ServerConfig;
const work = mkdtempSync(path.join(tmpdir(), 'ee-sec-'));
const MODEL = 'ESt2025';

interface User {
  client: TestClient;
  idNr: string;
  code: string;
  encryptedPfx: string;
  leaf: string;
}
let alice: User;
let bob: User;
/** Sends the XSS declaration: Alice's code has sent this year's already (one declaration per code and year). */
let carol: User;
/** Alice's submitted declaration. */
let submitted: { xmlDataId: string; signature: Record<string, string>; ticket: string };

async function newUser(server: BuiltServer = app): Promise<User> {
  const client = await new TestClient(server).start();
  const idNr = nextIdNr();
  const code = await register(client, idNr, '1951-02-03');
  const result = await login(client, idNr, code);
  expect(result.finish?.status).toBe(200);
  return { client, idNr, code, encryptedPfx: result.signing!.encryptedPfx, leaf: result.auth.body.certChain![0] };
}

function declaration(extra: Record<string, unknown> = {}) {
  return {
    filing: { joint: 'no' },
    personA: { firstName: 'Erika', lastName: 'Muster', birthDate: '1951-02-03' },
    taxIdentification: { kind: 'taxOffice', state: 'BY', taxOffice: '9181' },
    bank: { iban: 'DE89370400440532013000', holder: 'Erika Muster' },
    donations: { has: 'yes', items: [{ kind: 'donation', recipient: 'Alice-Geheimverein e.V.', amount: '150.00' }] },
    medical: { has: 'no' },
    disability: { personA: { has: 'no' } },
    household: { has: 'no' },
    craftsman: { has: 'no' },
    ...extra,
  };
}

function prepare<T = PrepareSummaryResponse>(client: TestClient, doc: Record<string, unknown>, testMarker = '') {
  return client.post<T>('/prepareSummaryPage', { formModelId: MODEL, dataModelId: `${MODEL}_v1`, testMarker, formdata: JSON.stringify(doc) });
}

async function sign(user: User, xmlDataId: string) {
  const xml = await user.client.post<RetrieveXmlResponse>('/users/sign/retrieveXml', { xmlDataId });
  expect(xml.status).toBe(200);
  const info = await user.client.get<PfxDecryptInfo>('/users/sign/getPfxFileDecryptInfo');
  const { privateKey, certificate } = await openLocalSigningData(user.encryptedPfx, info.body);
  return { xmlDataId, ...(await signDeclarationXml({ xmlData: xml.body.xmlData, privateKey, certificate })) } as Record<string, string>;
}

/** Sends the route's sample request. */
function call<T = unknown>(client: TestClient, route: RouteSpec, options: { csrf?: string | null; headers?: Record<string, string>; body?: unknown } = {}) {
  if (route.method === 'GET') return client.request<T>('GET', route.path, { headers: options.headers });
  return client.request<T>('POST', route.path, { body: options.body ?? route.body ?? {}, csrf: options.csrf, headers: options.headers });
}

function parseCsp(header: string): Record<string, string[]> {
  return Object.fromEntries(
    header
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name, values]),
  );
}

function expectSecurityHeaders(res: Answer, where: string, tls = false) {
  const csp = parseCsp(String(res.headers['content-security-policy'] ?? ''));
  expect(csp['default-src'], where).toEqual(["'self'"]);
  expect(csp['script-src'], where).toEqual(["'self'"]);
  for (const [name, values] of Object.entries(csp)) {
    expect(values, `${where} ${name}`).not.toContain("'unsafe-eval'");
    // style-src alone allows inline styles, for the <style> element of Radix's scroll lock; styles cannot run script.
    if (name !== 'style-src') expect(values, `${where} ${name}`).not.toContain("'unsafe-inline'");
  }
  expect(csp['style-src'], where).toEqual(["'self'", "'unsafe-inline'"]);
  expect(csp['frame-ancestors'], where).toEqual(["'none'"]);
  expect(csp['object-src'], where).toEqual(["'none'"]);
  expect(csp['base-uri'], where).toEqual(["'self'"]);
  expect(csp['form-action'], where).toEqual(["'self'"]);
  expect(res.headers['x-content-type-options'], where).toBe('nosniff');
  expect(res.headers['referrer-policy'], where).toBe('no-referrer');
  expect(res.headers['x-frame-options'], where).toBe('DENY');
  expect(res.headers['cross-origin-opener-policy'], where).toBe('same-origin');
  const permissions = String(res.headers['permissions-policy'] ?? '');
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) expect(permissions, where).toContain(`${feature}=()`);
  if (tls) expect(res.headers['strict-transport-security'], where).toMatch(/max-age=(\d{7,})/);
  else expect(res.headers['strict-transport-security'], where).toBeUndefined();
}

function sessionCookieOf(res: Answer): string | undefined {
  const cookies = [res.headers['set-cookie']].flat().filter(Boolean) as string[];
  return cookies.find((c) => c.startsWith('ee_session='));
}

function expectCookieFlags(cookie: string | undefined, secure: boolean) {
  expect(cookie).toBeDefined();
  const attributes = cookie!.split(';').map((a) => a.trim().toLowerCase());
  expect(attributes).toContain('httponly');
  expect(attributes).toContain('samesite=strict');
  expect(attributes).toContain('path=/erklaerung');
  expect(attributes.includes('secure')).toBe(secure);
  expect(attributes.some((a) => a.startsWith('domain='))).toBe(false);
}

let uiDir: string;
beforeAll(async () => {
  uiDir = path.join(work, 'ui');
  mkdirSync(path.join(uiDir, 'assets'), { recursive: true });
  writeFileSync(path.join(uiDir, 'index.html'), '<!doctype html><title>Einfach Erklären</title>');
  ({ app, config } = await startServer({ uiDist: uiDir, registerPerHour: 10_000, authPer15Minutes: 10_000 }));
  [alice, bob, carol] = [await newUser(), await newUser(), await newUser()];
  const prepared = await prepare(alice.client, declaration());
  expect(prepared.status, JSON.stringify(prepared.body)).toBe(200);
  const signature = await sign(alice, prepared.body.xmlDataId);
  const sent = await alice.client.post<SendSignatureResponse>('/users/sign/sendSignature', signature);
  expect(sent.status).toBe(200);
  submitted = { xmlDataId: prepared.body.xmlDataId, signature, ticket: sent.body.transferticket };
});
afterAll(async () => {
  await stopServer(app, config);
});

describe('the route table', () => {
  it('names every route of the server, and nothing else', () => {
    const actual = new Set(app.routeList.filter((r) => r.method !== 'HEAD').map(routeKey));
    const table = new Set(ROUTE_TABLE.map(routeKey));
    expect([...actual].filter((k) => !table.has(k)), 'routes missing from ROUTE_TABLE').toEqual([]);
    expect([...table].filter((k) => !actual.has(k)), 'ROUTE_TABLE entries the server does not have').toEqual([]);
    // HEAD only ever mirrors a GET.
    for (const head of app.routeList.filter((r) => r.method === 'HEAD')) expect(table.has(routeKey({ method: 'GET', url: head.url })), head.url).toBe(true);
  });

  it('only GET and POST exist; every POST is under the API (where sessions and CSRF apply); id-bearing routes are owned', () => {
    for (const route of app.routeList) expect(['GET', 'HEAD', 'POST'], route.url).toContain(route.method);
    for (const route of ROUTE_TABLE) {
      if (route.method === 'POST') expect(route.url.startsWith('/erklaerung/api/'), route.url).toBe(true);
      if (/xmlDataId/.test(route.url) || (route.body && 'xmlDataId' in route.body)) expect(route.ownership, route.url).toBe('xmlDataId');
      if (route.access === 'login') expect(route.ownership, route.url).not.toBe('none');
    }
  });
});

describe('CSRF on every POST', () => {
  const posts = ROUTE_TABLE.filter((r) => r.method === 'POST');

  it('a missing, wrong or foreign token answers 403 and changes nothing, even logged in and on an encoded path', async () => {
    const user = await newUser();
    const stranger = await new TestClient(app).start();
    const draftsBefore = await app.ctx.db.query('SELECT count(*)::int AS n FROM drafts');
    for (const route of posts) {
      for (const [label, csrf] of [
        ['missing', null],
        ['wrong', 'x'.repeat(32)],
        ['other session', stranger.csrf!],
        ['empty', ''],
      ] as const) {
        const res = await call<ErrorBody>(user.client, route, { csrf });
        expect(res.status, `${route.url} ${label}`).toBe(403);
        expect(res.body.detailMessage, route.url).toMatch(/Sicherheitsprüfung/);
      }
      // Percent-encoding the path must not step around the check.
      const encoded = { ...route, path: route.path.replace('/erklaerung/api/', '/erklaerung/%61pi/') };
      expect((await call(user.client, encoded, { csrf: null })).status, `${encoded.path}`).toBe(403);
    }
    // Logout and registerAgain did not run; no draft was written; no user was registered.
    expect((await user.client.get<StatusResponse>('/users/status')).body.authenticated).toBe(true);
    expect(await app.ctx.db.query('SELECT count(*)::int AS n FROM drafts')).toEqual(draftsBefore);
    expect((await app.ctx.db.query("SELECT count(*)::int AS n FROM letters WHERE id_nr = $1 AND kind = 'newAccessCode'", [user.idNr]))[0].n).toBe(0);

    // The control: with the session's token the same calls pass the check (whatever the rules answer then).
    for (const route of posts.filter((r) => !/logout/.test(r.url))) {
      expect((await call(user.client, route)).status, route.url).not.toBe(403);
    }
  });

  it('other methods on API paths never succeed without a token', async () => {
    const client = await new TestClient(app).start();
    for (const route of ROUTE_TABLE.filter((r) => r.path.startsWith('/erklaerung/api'))) {
      for (const method of ['PUT', 'DELETE', 'PATCH'] as const) {
        const res = await app.inject({ method, url: route.path, headers: { cookie: `ee_session=${client.cookie}` } });
        expect(res.statusCode, `${method} ${route.path}`).toBe(403);
      }
    }
  });
});

describe('headers and cookies', () => {
  it('every route answers with the security headers, logged in or not, success or error', async () => {
    const anonymous = await new TestClient(app).start();
    const user = await newUser();
    // Logout last, so the logged-in calls before it are really logged in.
    const ordered = [...ROUTE_TABLE].sort((a, b) => Number(a.url.endsWith('/logout')) - Number(b.url.endsWith('/logout')));
    for (const route of ordered) {
      for (const [who, client] of [
        ['logged in', user.client],
        ['anonymous', anonymous],
      ] as const) {
        const res = await call(client, route);
        expect(res.status, `${route.url} ${who}`).toBeLessThan(500);
        expectSecurityHeaders(res, `${route.method} ${route.path} (${who}, ${res.status})`);
        if (route.path.startsWith('/erklaerung/api')) expect(String(res.headers['cache-control']), route.path).toMatch(/no-store/);
      }
    }
    const errors: [string, Promise<Answer>][] = [
      ['404', anonymous.get('/erklaerung/api/no/such/call')],
      ['404 outside', anonymous.get('/nowhere')],
      ['403', anonymous.post('/pageChange', { page: 'x' }, { csrf: null })],
      ['413', anonymous.post('/pageChange', { page: 'x'.repeat(300 * 1024) })],
      ['415', anonymous.request('POST', '/erklaerung/api/pageChange', { rawBody: 'x', headers: { 'content-type': 'text/plain' } })],
      ['400', anonymous.request('POST', '/erklaerung/api/pageChange', { rawBody: '{"page":' })],
      ['bad url', anonymous.get('/erklaerung/api/help/%zz')],
    ];
    for (const [label, pending] of errors) {
      const res = await pending;
      expectSecurityHeaders(res, `${label} (${res.status})`);
    }
  });

  it('behind TLS every route adds HSTS and the session cookie is Secure, also after the login rotates it', async () => {
    const tls = await buildServer({ ...config, trustTls: true }, { db: app.ctx.db });
    try {
      const anonymous = new TestClient(tls);
      const first = await anonymous.get('/users/status');
      expectCookieFlags(sessionCookieOf(first), true);
      for (const route of ROUTE_TABLE) expectSecurityHeaders(await call(anonymous, route), `${route.path} over TLS`, true);
      const client = await new TestClient(tls).start();
      const idNr = nextIdNr();
      const { finish } = await login(client, idNr, await register(client, idNr));
      expect(finish?.status).toBe(200);
      expectCookieFlags(sessionCookieOf(finish!), true);
    } finally {
      await tls.close();
    }
  });

  it('without TLS the cookie has HttpOnly, SameSite=Strict, Path=/erklaerung, no Secure; the login rotates it', async () => {
    const client = new TestClient(app);
    const first = await client.get('/users/status');
    expectCookieFlags(sessionCookieOf(first), false);
    const before = client.cookie;
    const idNr = nextIdNr();
    const { finish } = await login(client, idNr, await register(client, idNr));
    expectCookieFlags(sessionCookieOf(finish!), false);
    expect(client.cookie).not.toBe(before);
    // The id known before the login is worth nothing after it.
    const old = new TestClient(app);
    old.cookie = before;
    expect((await old.get<StatusResponse>('/users/status')).body.authenticated).toBe(false);
  });
});

describe('access', () => {
  it('every login route (and finishAuthentication before authenticate) answers 401 to an anonymous session; the others do not', async () => {
    const anonymous = await new TestClient(app).start();
    for (const route of ROUTE_TABLE) {
      const res = await call(anonymous, route);
      if (route.access === 'login' || route.access === 'certificate') expect(res.status, route.url).toBe(401);
      else expect(res.status, route.url).not.toBe(401);
    }
  });
});

describe('ownership', () => {
  it('every id-bearing route refuses another user\u2019s xmlDataId exactly like an unknown one', async () => {
    const unknown = 'Z'.repeat(32);
    const cases = ROUTE_TABLE.filter((r) => r.ownership === 'xmlDataId');
    expect(cases.map((r) => r.url).sort()).toEqual(
      ['/erklaerung/api/summaryPdf/:xmlDataId', '/erklaerung/api/users/sign/retrieveXml', '/erklaerung/api/users/sign/sendSignature'].sort(),
    );
    for (const route of cases) {
      const withId = (id: string): RouteSpec =>
        route.method === 'GET'
          ? { ...route, path: route.path.replace(/[A-Za-z0-9_-]{32}$/, id) }
          : { ...route, body: { ...route.body, ...(route.url.endsWith('sendSignature') ? submitted.signature : {}), xmlDataId: id } };
      const own = await call(alice.client, withId(submitted.xmlDataId));
      expect(own.status, `${route.url} as owner`).toBe(200);
      const foreign = await call(bob.client, withId(submitted.xmlDataId));
      const missing = await call(bob.client, withId(unknown));
      expect(foreign.status, `${route.url} foreign`).toBe(404);
      expect(foreign.body, `${route.url} foreign = unknown`).toEqual(missing.body);
      expect(JSON.stringify(foreign.body)).not.toContain(submitted.ticket);
    }
    const rows = await app.ctx.db.query('SELECT id_nr, transfer_ticket FROM submissions WHERE xml_data_id = $1', [submitted.xmlDataId]);
    expect(rows).toEqual([{ id_nr: app.ctx.taxIds.personKey(alice.idNr), transfer_ticket: submitted.ticket }]);
  });

  it('drafts, prefill and user data are per user: nobody reads or overwrites another person\u2019s', async () => {
    const secret = { filing: { joint: 'no' }, donations: { has: 'yes', items: [{ kind: 'donation', recipient: 'Nur-Alice-Stiftung', amount: '77.00' }] } };
    expect((await alice.client.post(`/drafts/${MODEL}`, { document: secret })).status).toBe(200);
    const bobsDraft = { filing: { joint: 'no' }, donations: { has: 'no' } };
    expect((await bob.client.post(`/drafts/${MODEL}`, { document: bobsDraft })).status).toBe(200);
    expect((await bob.client.get<DraftResponse>(`/drafts/${MODEL}`)).body.document).toEqual(bobsDraft);
    expect((await alice.client.get<DraftResponse>(`/drafts/${MODEL}`)).body.document).toEqual(secret);
    for (const route of ROUTE_TABLE.filter((r) => r.ownership === 'perUser' && r.method === 'GET')) {
      const res = await call(bob.client, route);
      expect(res.status, route.url).toBe(200);
      const text = JSON.stringify(res.body);
      expect(text, route.url).not.toContain('Nur-Alice-Stiftung');
      expect(text, route.url).not.toContain(alice.idNr);
    }
    // Bob's summary with Alice's tax ID in it still belongs to Bob, with Bob's tax ID.
    const tampered = await prepare(bob.client, declaration({ personA: { idNr: alice.idNr, firstName: 'B', lastName: 'B', birthDate: '1951-02-03' } }));
    expect(tampered.status).toBe(200);
    const xml = Buffer.from((await bob.client.post<RetrieveXmlResponse>('/users/sign/retrieveXml', { xmlDataId: tampered.body.xmlDataId })).body.xmlData, 'base64').toString();
    expect(xml).toContain(bob.idNr);
    expect(xml).not.toContain(alice.idNr);
    expect((await alice.client.post('/users/sign/retrieveXml', { xmlDataId: tampered.body.xmlDataId })).status).toBe(404);
    expect((await alice.client.get<DraftResponse>(`/drafts/${MODEL}`)).body.document).toEqual(secret);
  });
});

/** A login CMS for the client's current trusted random. */
async function loginCms(client: TestClient, idNr: string, accessCode: string) {
  const jeans = await client.get<JeansProperties>('/properties/jeans');
  const nonce = await client.get<TrustedRandomResponse>('/users/authentication/trustedRandom');
  return (await createLoginCms({ idNr, accessCode, trustedRandom: nonce.body.trustedRandom, transportCertificatePem: jeans.body.transportCertificate })).cms;
}

describe('guessing and flooding', () => {
  it('the 5th wrong access code locks (423), and so is the 6th attempt, even with the right code and from other addresses', async () => {
    const idNr = nextIdNr();
    const code = await register(await new TestClient(app).start(), idNr);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const client = await new TestClient(app, `10.1.2.${i + 1}`).start();
      const cms = await loginCms(client, idNr, `EEZ-WRNG-${String(i).padStart(4, '0')}-CODE`);
      statuses.push((await client.post('/users/authentication/authenticate', { id: idNr, cms })).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 423]);
    const client = await new TestClient(app, '10.1.2.99').start();
    const locked = await client.post<ErrorBody>('/users/authentication/authenticate', { id: idNr, cms: await loginCms(client, idNr, code) });
    expect(locked.status).toBe(423);
    expect(locked.body.detailMessage).toBeTruthy();
  });

  it('registration is rate limited per address (429 with Retry-After); a forged X-Forwarded-For does not help', async () => {
    const limited = await buildServer({ ...config, registerPerHour: 3 }, { db: app.ctx.db });
    try {
      const client = await new TestClient(limited, '10.77.77.77').start();
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        const res = await client.post('/users/register', { id: nextIdNr(), birthDate: '1950-01-01' }, { headers: { 'x-forwarded-for': `203.0.113.${i}` } });
        statuses.push(res.status);
        if (res.status === 429) expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      }
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('refused crypto', () => {
  it('a replayed trusted random is refused without counting as a wrong code', async () => {
    const idNr = nextIdNr();
    const code = await register(await new TestClient(app).start(), idNr);
    const client = await new TestClient(app).start();
    const cms = await loginCms(client, idNr, code);
    expect((await client.post('/users/authentication/authenticate', { id: idNr, cms })).status).toBe(200);
    const replay = await client.post('/users/authentication/authenticate', { id: idNr, cms });
    expect(replay.status).toBe(401);
    // The same CMS in a fresh session (whose own trusted random differs) is refused as well.
    const thief = await new TestClient(app).start();
    await thief.get('/users/authentication/trustedRandom');
    expect((await thief.post('/users/authentication/authenticate', { id: idNr, cms })).status).toBe(401);
    expect(await app.ctx.db.query('SELECT 1 FROM login_failures WHERE id_hash = $1', [app.ctx.accessCodes.loginKey(idNr)])).toEqual([]);
  });

  it('a foreign certificate, a certificate of another CA and a tampered signature are refused; nothing is stored', async () => {
    // Someone who has not sent this year's declaration yet (Alice has: one declaration per code and year).
    const sender = await newUser();
    const prepared = await prepare(sender.client, declaration());
    const signature = await sign(sender, prepared.body.xmlDataId);
    const bytes = Buffer.from(signature.xmlSignatureValue, 'base64');
    bytes[bytes.length - 1] ^= 1;
    const foreignCa = execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', path.join(work, 'k.pem'), '-subj', `/CN=${sender.idNr}`, '-days', '1', '-outform', 'DER'], { stdio: ['ignore', 'pipe', 'ignore'] });
    const cases: [string, Record<string, string>, number][] = [
      ['bob\u2019s certificate', { ...signature, xmlCertificate: bob.leaf }, 401],
      ['certificate of another CA', { ...signature, xmlCertificate: foreignCa.toString('base64') }, 401],
      ['tampered signature', { ...signature, xmlSignatureValue: bytes.toString('base64') }, 400],
      ['digest of other bytes', { ...signature, xmlDigestValue: Buffer.alloc(32, 7).toString('base64') }, 400],
      ['weaker digest method', { ...signature, xmlDigestMethod: 'http://www.w3.org/2000/09/xmldsig#sha1' }, 400],
    ];
    for (const [label, body, status] of cases) {
      const res = await sender.client.post('/users/sign/sendSignature', body);
      expect(res.status, label).toBe(status);
    }
    // Bob cannot submit the sender's declaration with his own certificate either.
    expect((await bob.client.post('/users/sign/sendSignature', { ...signature, xmlCertificate: bob.leaf })).status).toBe(404);
    expect(await app.ctx.db.query('SELECT 1 FROM submissions WHERE xml_data_id = $1', [prepared.body.xmlDataId])).toEqual([]);
    // The genuine signature still goes through afterwards.
    expect((await sender.client.post('/users/sign/sendSignature', signature)).status).toBe(200);
  });

  it('an expired client certificate is refused even while the session lives on', async () => {
    const clock = new Clock();
    const longSessions = await buildServer({ ...config, now: clock.now, sessionMaxSeconds: 3 * 86_400 }, { db: app.ctx.db });
    try {
      const user = await newUser(longSessions);
      const prepared = await prepare(user.client, declaration());
      const signature = await sign(user, prepared.body.xmlDataId);
      // Keep the session alive past the certificate's 24 hours.
      for (let minutes = 0; minutes <= 24 * 60 + 10; minutes += 40) {
        clock.advance(40 * 60_000);
        expect((await user.client.get('/keepAlive')).status).toBe(200);
      }
      expect((await user.client.get<StatusResponse>('/users/status')).body.authenticated).toBe(true);
      const res = await user.client.post('/users/sign/sendSignature', signature);
      expect(res.status).toBe(400);
      expect(await app.ctx.db.query('SELECT 1 FROM submissions WHERE xml_data_id = $1', [prepared.body.xmlDataId])).toEqual([]);
    } finally {
      await longSessions.close();
    }
  });
});

// Each at most 45 characters, so it fits every text field (names are the shortest).
const XSS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  "'><a href=javascript:alert(1)>x</a>",
  '<iframe src="javascript:alert(1)">',
  '</dd></dl><script>alert(2)</script>',
  '<body onload=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<math><mi xlink:href="javascript:alert(1)">',
  '&lt;script&gt;alert(3)&lt;/script&gt;',
  '<style>*{background:url(//x)}</style>',
  '<a href="jav&#x09;ascript:alert(1)">y</a>',
  '<!--<script>-->alert(4)',
  '{{constructor.constructor("alert(5)")()}}',
  '<object data="data:text/html,x">',
  '<base href="//evil.example/">',
];

describe('XSS payloads in every text field', () => {
  const SUMMARY_TAGS = new Set(['SECTION', 'H2', 'H3', 'DL', 'DT', 'DD', 'DIV', 'OL', 'LI']);

  function documentWith(n: number) {
    const at = (i: number) => XSS[(n + i) % XSS.length];
    return declaration({
      filing: { joint: 'yes' },
      personA: { firstName: at(0), lastName: at(1), birthDate: '1951-02-03' },
      personB: { idNr: '02476291358', firstName: at(2), lastName: at(3), birthDate: '1952-03-04' },
      bank: { iban: 'DE89370400440532013000', holder: at(4) },
      disability: { personA: { has: 'no' }, personB: { has: 'no' } },
      donations: { has: 'yes', items: XSS.map((p) => ({ kind: 'donation', recipient: p, amount: '10.00' })) },
      medical: { has: 'yes', items: XSS.map((p) => ({ description: p, amount: '20.00', reimbursed: '0.00' })) },
      household: { has: 'yes', items: XSS.map((p) => ({ kind: 'cleaning', description: p, labourCost: '30.00', paidByTransfer: 'yes' })) },
      craftsman: { has: 'yes', items: XSS.map((p) => ({ description: p, labourCost: '40.00', paidByTransfer: 'yes' })) },
    });
  }

  function expectInert(html: string, where: string) {
    const dom = new JSDOM(`<!doctype html><body>${html}</body>`);
    const body = dom.window.document.body;
    for (const element of body.querySelectorAll('*')) {
      expect(SUMMARY_TAGS.has(element.tagName), `${where}: <${element.tagName.toLowerCase()}>`).toBe(true);
      for (const attribute of element.attributes) {
        expect(attribute.name.startsWith('on'), `${where}: ${attribute.name}`).toBe(false);
        expect(attribute.value.replace(/\s/g, '').toLowerCase(), where).not.toContain('javascript:');
      }
    }
    expect(body.querySelectorAll('script, iframe, object, embed, svg, math, img, style, a, base').length).toBe(0);
    return body.textContent ?? '';
  }

  it('the summary HTML shows them as text, without any executable markup', async () => {
    for (let n = 0; n < 3; n++) {
      const res = await prepare<AnswerOrError<PrepareSummaryResponse>>(carol.client, documentWith(n * 5));
      expect(res.status, JSON.stringify(res.body.errors)).toBe(200);
      const text = expectInert(res.body.html!, `summary ${n}`);
      for (const payload of XSS) expect(text, payload).toContain(payload);
    }
  });

  it('the confirmation PDF shows them as text', async () => {
    const prepared = await prepare(carol.client, documentWith(0));
    const sent = await carol.client.post('/users/sign/sendSignature', await sign(carol, prepared.body.xmlDataId));
    expect(sent.status).toBe(200);
    const pdf = await carol.client.get(`/summaryPdf/${prepared.body.xmlDataId}`);
    expect(pdf.status).toBe(200);
    const file = path.join(work, 'xss.pdf');
    writeFileSync(file, pdf.raw);
    const text = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-']).toString().replace(/\s+/g, '');
    for (const payload of XSS) expect(text, payload).toContain(payload.replace(/\s+/g, ''));
  });
});

describe('body limits', () => {
  it('every POST answers 413 to a body over the limit, with the error body', async () => {
    const user = await newUser();
    for (const route of ROUTE_TABLE.filter((r) => r.method === 'POST')) {
      const res = await user.client.request<ErrorBody>('POST', route.path, { rawBody: JSON.stringify({ padding: 'x'.repeat(config.bodyLimit) }) });
      expect(res.status, route.url).toBe(413);
      expect(res.body.detailMessage, route.url).toBeTruthy();
    }
    expect((await user.client.get<StatusResponse>('/users/status')).body.authenticated).toBe(true);
  });
});
