// Public calls, headers, sessions, CSRF, error mapping, registration.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { buildServer } from '../app';
import { StorageUnavailableError, type Db } from '../db/index';
import { stopServer, TestClient, nextIdNr, register, startServer, type Clock, type HealthBody } from './harness';
import type {
  ErrorBody,
  ExternalEnumeration,
  FederalState,
  GlobalProperties,
  HelpResponse,
  KeepAliveResponse,
  MessageResponse,
  ModelsResponse,
} from '../../domain/api/schemas';
import type { JeansProperties } from '../../domain/crypto/client';
import type { FormModel } from '../../domain/forms/types';
import type { BuiltServer } from '../app';
import type { ServerConfig } from '../config';

let app: BuiltServer;
let clock: Clock;
let config: ServerConfig;
let uiDir: string;

beforeAll(async () => {
  uiDir = await mkdtemp(path.join(tmpdir(), 'ee-ui-'));
  await mkdir(path.join(uiDir, 'assets'));
  await writeFile(path.join(uiDir, 'index.html'), '<!doctype html><title>Einfach Erklären</title>');
  await writeFile(path.join(uiDir, 'assets', 'index-abc123.js'), 'console.log(1);'.repeat(200));
  // As the build writes them (vite.config.ts, precompressAssets).
  const built = 'console.log(2);'.repeat(200);
  await writeFile(path.join(uiDir, 'assets', 'built-def456.js'), built);
  await writeFile(path.join(uiDir, 'assets', 'built-def456.js.br'), brotliCompressSync(built));
  await writeFile(path.join(uiDir, 'assets', 'built-def456.js.gz'), gzipSync(built, { level: 9 }));
  ({ app, clock, config } = await startServer({ uiDist: uiDir }));
});
afterAll(async () => {
  await stopServer(app, config);
});

describe('headers and static UI', () => {
  it('sets the security headers on every response', async () => {
    const client = new TestClient(app);
    for (const url of ['/erklaerung/api/properties/global', '/erklaerung/ui/', '/erklaerung/ui/assets/index-abc123.js', '/nowhere']) {
      const res = await client.get(url);
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      // Scripts only from our origin; styles may be inline (Radix scroll lock, see docs/decisions.md).
      const scriptSrc = String(res.headers['content-security-policy']).split(';').find((d) => d.trim().startsWith('script-src'));
      expect(scriptSrc?.trim()).toBe("script-src 'self'");
      expect(res.headers['content-security-policy']).not.toContain('unsafe-eval');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['permissions-policy']).toContain('camera=()');
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('serves the UI: immutable assets, revalidated index, app for unknown paths, redirects', async () => {
    const client = new TestClient(app);
    const asset = await client.get('/erklaerung/ui/assets/index-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const index = await client.get('/erklaerung/ui/');
    expect(index.status).toBe(200);
    expect(index.headers['cache-control']).toBe('no-cache');
    expect(index.body).toContain('Einfach Erklären');
    const deep = await client.get('/erklaerung/ui/tax/wizard');
    expect(deep.status).toBe(200);
    expect(deep.body).toContain('<title>Einfach Erklären</title>');
    expect((await client.get('/erklaerung/ui/assets/missing.js')).status).toBe(404);
    const root = await app.inject({ method: 'GET', url: '/' });
    expect(root.statusCode).toBe(302);
    expect(root.headers.location).toBe('/erklaerung/ui/');
  });

  it('compresses large answers', async () => {
    const client = new TestClient(app);
    const res = await client.get('/erklaerung/ui/assets/index-abc123.js', { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('sends the compressed scripts of the build as they are, by Accept-Encoding', async () => {
    const url = '/erklaerung/ui/assets/built-def456.js';
    const plain = 'console.log(2);'.repeat(200);
    const br = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^application\/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain);
    const gz = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(Number(gz.headers['content-length'])).toBe(gzipSync(plain, { level: 9 }).length);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain);
    const none = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.body).toBe(plain);
    // The compressed copies are no way around the UI's rules: a missing script is still a 404.
    expect((await app.inject({ method: 'GET', url: '/erklaerung/ui/assets/missing.js', headers: { 'accept-encoding': 'br' } })).statusCode).toBe(404);
  });

  it('sends HSTS and Secure cookies behind TLS', async () => {
    const tls = await buildServer({ ...config, trustTls: true }, { db: app.ctx.db });
    const res = await tls.inject({ method: 'GET', url: '/erklaerung/api/users/status' });
    expect(res.headers['strict-transport-security']).toContain('max-age=');
    expect(String(res.headers['set-cookie'])).toMatch(/Secure/);
    await tls.close();
  });

  it('reports health with a database check', async () => {
    const res = await new TestClient(app).get<HealthBody>('/erklaerung/health');
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('ok');
  });
});

describe('sessions and CSRF', () => {
  it('gives an HttpOnly SameSite=Strict cookie on /erklaerung and a CSRF token on every API answer', async () => {
    const client = new TestClient(app);
    const res = await client.get('/users/status');
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/ee_session=[A-Za-z0-9_-]{32}/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Path=\/erklaerung/);
    expect(res.headers['x-csrf-token']).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(res.body).toEqual({ authenticated: false, accessCodeExpired: false });
    const again = await client.get('/users/status');
    expect(again.headers['set-cookie']).toBeUndefined();
    expect(again.headers['x-csrf-token']).toBe(res.headers['x-csrf-token']);
  });

  it('refuses a POST without or with a wrong CSRF token (403 with error body)', async () => {
    const client = await new TestClient(app).start();
    const missing = await client.post<ErrorBody>('/pageChange', { page: 'start_page' }, { csrf: null });
    expect(missing.status).toBe(403);
    expect(missing.body.detailMessage).toMatch(/Sicherheitsprüfung/);
    const wrong = await client.post('/pageChange', { page: 'start_page' }, { csrf: 'x'.repeat(32) });
    expect(wrong.status).toBe(403);
    const ok = await client.post('/pageChange', { page: 'start_page' });
    expect(ok.status).toBe(204);
  });

  it('a token of another session does not count', async () => {
    const a = await new TestClient(app).start();
    const b = await new TestClient(app).start();
    const res = await a.post('/pageChange', { page: 'x' }, { csrf: b.csrf });
    expect(res.status).toBe(403);
  });

  it('keepAlive extends the idle time; an idle session expires and a new one starts', async () => {
    const client = await new TestClient(app).start();
    const first = client.cookie;
    clock.advance(40 * 60_000);
    const alive = await client.get<KeepAliveResponse>('/keepAlive');
    expect(alive.status).toBe(200);
    expect(alive.body.sessionTimeoutMinutes).toBe(45);
    expect(new Date(alive.body.idleExpiresAt).getTime()).toBe(clock.current.getTime() + 45 * 60_000);
    clock.advance(40 * 60_000);
    await client.get('/users/status');
    expect(client.cookie).toBe(first);
    clock.advance(46 * 60_000);
    await client.get('/users/status');
    expect(client.cookie).not.toBe(first);
  });

  it('ends a session at its maximum time even when active', async () => {
    const client = await new TestClient(app).start();
    const first = client.cookie;
    for (let i = 0; i < 40; i++) {
      clock.advance(40 * 60_000);
      await client.get('/keepAlive');
    }
    expect(client.cookie).not.toBe(first);
  });
});

describe('error mapping', () => {
  it('malformed JSON answers 400 with the error body', async () => {
    const client = await new TestClient(app).start();
    const res = await client.request<ErrorBody>('POST', '/erklaerung/api/pageChange', { rawBody: '{"page": ' });
    expect(res.status).toBe(400);
    expect(typeof res.body.detailMessage).toBe('string');
    expect(res.body.unexpected).toBeUndefined();
  });

  it('wrong types and missing fields answer 400 (required parameter)', async () => {
    const client = await new TestClient(app).start();
    const wrong = await client.post('/pageChange', { page: 42 });
    expect(wrong.status).toBe(400);
    const missing = await client.post<ErrorBody>('/pageChange', {});
    expect(missing.status).toBe(400);
    expect(missing.body.detailMessage).toMatch(/page/);
    const english = await client.post<ErrorBody>('/pageChange', {}, { headers: { 'accept-language': 'en-US,en;q=0.9' } });
    expect(english.body.detailMessage).toBe('A required parameter is missing: page.');
  });

  it('a body above the limit answers 413 with the error body', async () => {
    const client = await new TestClient(app).start();
    const res = await client.post<ErrorBody>('/pageChange', { page: 'x'.repeat(300 * 1024) });
    expect(res.status).toBe(413);
    expect(res.body.detailMessage).toBeTruthy();
  });

  it('a non-JSON body answers 415', async () => {
    const client = await new TestClient(app).start();
    const res = await client.request<ErrorBody>('POST', '/erklaerung/api/pageChange', { rawBody: 'page=x', headers: { 'content-type': 'text/plain' } });
    expect(res.status).toBe(415);
    expect(res.body.detailMessage).toBeTruthy();
  });

  it('unknown API paths answer 404 with the error body', async () => {
    const res = await new TestClient(app).get<ErrorBody>('/no/such/call');
    expect(res.status).toBe(404);
    expect(res.body.detailMessage).toBeTruthy();
  });

  it('protected calls answer 401 without login', async () => {
    const client = await new TestClient(app).start();
    for (const p of ['/userData', '/userData/ESt2024', '/fadatInfo', '/users/sign/getPfxFileDecryptInfo', '/summaryPdf/' + 'a'.repeat(32)]) {
      const res = await client.get<ErrorBody>(p);
      expect(res.status, p).toBe(401);
      expect(res.body.detailMessage).toBeTruthy();
    }
    for (const p of ['/users/registerAgain', '/users/sign/retrieveXml', '/users/sign/sendSignature', '/drafts/ESt2024']) {
      expect((await client.post(p, {})).status, p).toBe(401);
    }
  });
});

describe('properties, models, enumerations, help', () => {
  it('global properties follow the configuration and the language', async () => {
    const client = new TestClient(app);
    const de = await client.get<GlobalProperties>('/properties/global');
    expect(de.status).toBe(200);
    expect(de.body).toMatchObject({
      testMode: true,
      modelPath: '/erklaerung/models',
      locale: { language: 'de', country: 'DE' },
      sessionTimeoutMinutes: 45,
      sessionMaximumTimeSeconds: 86400,
    });
    for (const group of ['registration', 'authentication', 'formSubmit'] as const) {
      const list = de.body.availableTestMarkers[group];
      expect(list.defaultValue).toBe('');
      expect(list.entries[0].value).toBe('');
      expect(list.entries.length).toBeGreaterThan(1);
    }
    const en = await client.get<GlobalProperties>('/properties/global', { 'accept-language': 'en' });
    expect(en.body.locale).toEqual({ language: 'en', country: 'US' });
    expect(en.body.availableTestMarkers.registration.entries[0].name).toBe('Real case');
  });

  it('jeans properties carry the transport and CA certificates', async () => {
    const res = await new TestClient(app).get<JeansProperties>('/properties/jeans');
    expect(res.body.transportCertificate).toContain('BEGIN CERTIFICATE');
    expect(res.body.caCertificate).toContain('BEGIN CERTIFICATE');
  });

  it('texts in both languages', async () => {
    const client = new TestClient(app);
    const de = await client.get('/properties/texts?lang=de');
    const en = await client.get('/properties/texts?lang=en');
    expect(de.status).toBe(200);
    expect(JSON.stringify(de.body)).not.toBe(JSON.stringify(en.body));
  });

  it('models list and model files under the model path', async () => {
    const client = new TestClient(app);
    const res = await client.get<ModelsResponse>('/models');
    expect(res.body.models.length).toBeGreaterThanOrEqual(3);
    const entry = res.body.models[0];
    expect(entry).toHaveProperty('formModelName');
    const file = await client.get<FormModel>(`/erklaerung/models/${entry.formModelName}.json`);
    expect(file.status).toBe(200);
    expect(file.body.formModelName).toBe(entry.formModelName);
    expect((await client.get('/erklaerung/models/..%2Fpackage.json')).status).toBe(404);
    expect((await client.get('/erklaerung/models/nothing.json')).status).toBe(404);
  });

  it('external enumerations: tax offices depend on the federal state', async () => {
    const client = new TestClient(app);
    const enums = await client.get<ExternalEnumeration[]>('/externalEnumerations');
    const offices = enums.body.find((e: { id: string }) => e.id === 'taxOffices')!;
    expect(offices.data.length).toBeGreaterThan(500);
    expect(offices.data.every((o: { parentValue?: string }) => typeof o.parentValue === 'string')).toBe(true);
    const states = await client.get<FederalState[]>('/federalStates');
    expect(states.body).toHaveLength(16);
    expect(states.body).toContainEqual({ id: 'BY', name: 'Bayern' });
  });

  it('help by topic and element; missing topic 400, unknown 404', async () => {
    const client = new TestClient(app);
    const topic = await client.get<HelpResponse>('/help/registration');
    expect(topic.status).toBe(200);
    expect(topic.body.title).toBeTruthy();
    expect(topic.body.paragraphs.length).toBeGreaterThan(0);
    const en = await client.get<HelpResponse>('/help/registration', { 'accept-language': 'en' });
    expect(en.body.title).not.toBe(topic.body.title);
    expect((await client.get('/help')).status).toBe(400);
    expect((await client.get('/help/')).status).toBe(400);
    expect((await client.get('/help/noSuchTopic')).status).toBe(404);
    expect((await client.get('/help/registration/noSuchElement')).status).toBe(404);
    const element = await client.get<HelpResponse>('/help/login/accessCode');
    expect(element.body.paragraphs.join(' ')).toMatch(/EEZ/);
    const wizard = await client.get<HelpResponse>('/help/person/idNr');
    expect(wizard.status).toBe(200);
    expect(wizard.body.paragraphs.join(' ')).toMatch(/11/);
  });
});

describe('registration', () => {
  it('issues a code shown in test mode, writes a letter, stores only a hash', async () => {
    const client = await new TestClient(app).start();
    const idNr = nextIdNr();
    const res = await client.post<MessageResponse>('/users/register', { id: idNr, birthDate: '1950-06-15', email: 'erika@example.org', testMarker: '' });
    expect(res.status).toBe(200);
    const code = /EEZ-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}/.exec(res.body.message)?.[0];
    expect(code).toBeTruthy();
    expect(res.body.message).toMatch(/Testbetrieb/);
    const user = (await app.ctx.db.query('SELECT * FROM users WHERE id_nr = $1', [app.ctx.taxIds.personKey(idNr)]))[0];
    expect(user.access_code_hash).not.toContain(code);
    expect(JSON.stringify(user)).not.toContain(code!);
    const letters = await app.ctx.db.query('SELECT * FROM letters WHERE id_nr = $1', [app.ctx.taxIds.personKey(idNr)]);
    expect(letters).toHaveLength(1);
    expect(letters[0].access_code).toBe(code);
    const en = await client.post<MessageResponse>('/users/register', { id: idNr, birthDate: '1950-06-15' }, { headers: { 'accept-language': 'en' } });
    expect(en.body.message).toMatch(/Test mode: your access code is EEZ-/);
  });

  it('refuses invalid input', async () => {
    const client = await new TestClient(app).start();
    const id = nextIdNr();
    const cases: [unknown, number][] = [
      [{ id: '12345678901', birthDate: '1950-01-01' }, 400],
      [{ id, birthDate: '1950-02-30' }, 400],
      [{ id, birthDate: '15.06.1950' }, 400],
      [{ id, birthDate: '1899-12-31' }, 400],
      [{ id, birthDate: '2015-01-01' }, 400],
      [{ id, birthDate: '1950-01-01', email: 'not-an-email' }, 400],
      [{ id, birthDate: '1950-01-01', testMarker: 'noSuchMarker' }, 400],
      [{ birthDate: '1950-01-01' }, 400],
      [{ id: 12345678901, birthDate: '1950-01-01' }, 400],
    ];
    for (const [body, status] of cases) {
      const res = await client.post<ErrorBody>('/users/register', body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body.detailMessage).toBeTruthy();
    }
  });

  it('takes the tax ID as printed on letters or typed with dashes, dots, full-width digits; stores it as 11 digits', async () => {
    const client = await new TestClient(app).start();
    const id = nextIdNr();
    const grouped = `${id.slice(0, 2)} ${id.slice(2, 5)} ${id.slice(5, 8)} ${id.slice(8)}`;
    const fullWidth = [...id].map((d) => String.fromCharCode(0xff10 + Number(d))).join('');
    for (const typed of [grouped, id.replace(/(\d{3})(?=\d)/g, '$1-'), id.replace(/(\d{3})(?=\d)/g, '$1.'), fullWidth]) {
      const res = await client.post('/users/register', { id: typed, birthDate: '1950-06-15' });
      expect(res.status, typed).toBe(200);
    }
    // One person, whose key is the keyed hash of the 11 digits (taxIds.ts), and four letters for them.
    const rows = await app.ctx.db.query<{ id_nr: string }>('SELECT id_nr FROM users WHERE id_nr = ANY($1::text[])', [app.ctx.taxIds.keysOf(id)]);
    expect(rows.map((r) => r.id_nr)).toEqual([app.ctx.taxIds.personKey(id)]);
    expect(await app.ctx.db.query('SELECT id_nr FROM letters WHERE id_nr = $1', [app.ctx.taxIds.personKey(id)])).toHaveLength(4);
  });

  it('answers 400, never 500, to tax IDs that are too long, empty after normalising, or wrong', async () => {
    const client = await new TestClient(app).start();
    for (const id of ['x'.repeat(65), ' - . ', '36 574 261 8090', '３６５７４２６１８０８', '36/574/261/809', '\u0000']) {
      const res = await client.post<ErrorBody>('/users/register', { id, birthDate: '1950-06-15' });
      expect(res.status, JSON.stringify(id)).toBe(400);
      expect(res.body.detailMessage).toBeTruthy();
    }
  });

  it('test markers: alreadyRegistered and registrationServiceDown', async () => {
    const client = await new TestClient(app).start();
    const down = await client.post<ErrorBody>('/users/register', { id: nextIdNr(), birthDate: '1950-01-01', testMarker: 'registrationServiceDown' });
    expect(down.status).toBe(503);
    expect(down.body.sessionTicket).toMatch(/^ST-/);
    const id = nextIdNr();
    await register(client, id, '1950-01-01');
    const again = await client.post('/users/register', { id, birthDate: '1950-01-01', testMarker: 'alreadyRegistered' });
    expect(again.status).toBe(409);
  });

  it('re-registration re-issues a code only with the same birth date', async () => {
    const client = await new TestClient(app).start();
    const id = nextIdNr();
    const first = await register(client, id, '1948-03-01');
    const second = await register(client, id, '1948-03-01');
    expect(second).not.toBe(first);
    const mismatch = await client.post('/users/register', { id, birthDate: '1948-03-02' });
    expect(mismatch.status).toBe(400);
  });

  it('outside test mode: no code in the answer, e-mail and markers refused, test IdNrs refused', async () => {
    const live = await buildServer({ ...config, testMode: false }, { db: app.ctx.db });
    const client = await new TestClient(live).start();
    const id = nextIdNr();
    const ok = await client.post<MessageResponse>('/users/register', { id, birthDate: '1950-01-01' });
    expect(ok.status).toBe(200);
    expect(ok.body.message).not.toMatch(/EEZ-/);
    expect((await client.post('/users/register', { id, birthDate: '1950-01-01', email: 'a@b.de' })).status).toBe(400);
    expect((await client.post('/users/register', { id: '02476291358', birthDate: '1950-01-01' })).status).toBe(400);
    const global = await client.get<GlobalProperties>('/properties/global');
    expect(global.body.testMode).toBe(false);
    await live.close();
  });

  it('limits registrations per address (429)', async () => {
    const limited = await buildServer({ ...config, registerPerHour: 3 }, { db: app.ctx.db });
    const client = await new TestClient(limited, '10.99.99.99').start();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await client.post('/users/register', { id: nextIdNr(), birthDate: '1950-01-01' })).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    await limited.close();
  });
});

describe('storage failures', () => {
  it('answers 503 with the error body when the database is gone', async () => {
    const real = app.ctx.db;
    let down = false;
    const fail = () => {
      throw new StorageUnavailableError(new Error('connection refused'));
    };
    // The same database behind a switch, so the outage needs no second server start.
    const flaky: Db = {
      kind: real.kind,
      query: (sql, params) => (down ? Promise.reject(new StorageUnavailableError(new Error('down'))) : real.query(sql, params)),
      exec: (sql) => (down ? Promise.resolve(fail()) : real.exec(sql)),
      transaction: (fn) => (down ? Promise.resolve(fail()) : real.transaction(fn)),
      close: async () => undefined,
    };
    const server = await buildServer(config, { db: flaky });
    const client = await new TestClient(server).start();
    down = true;
    const res = await client.get<ErrorBody>('/users/status');
    expect(res.status).toBe(503);
    expect(res.body.detailMessage).toBeTruthy();
    expect(res.body.unexpected).toBeUndefined();
    expect((await client.get('/erklaerung/health')).status).toBe(503);
    down = false;
    await server.close();
  });
});
