// The login protocol driven with the browser's crypto module, lockout, replay, markers, user data and drafts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { scryptAccessCode } from '../accessCodes';
import { buildServer, type BuiltServer } from '../app';
import { testConfig, type ServerConfig } from '../config';
import type { DraftResponse, ErrorBody, FadatInfoResponse, FormFieldsResponse, MessageResponse, ModelsResponse, StatusResponse, TrustedRandomResponse, UserDataResponse } from '../../domain/api/schemas';
import { createLoginCms as browserCreateLoginCms, type JeansProperties, type PfxDecryptInfo } from '../../domain/crypto/client';
import { stopServer, TestClient, createLoginCms, login, nextIdNr, register, startServer, type Clock } from './harness';
import { openDb, type LetterRow, type LoginFailureRow, type UserRow } from '../db/index';
import { formatClockTimeUntil } from '../../domain/dates';

let app: BuiltServer;
let clock: Clock;
let config: ServerConfig;
// One registered and logged-in person shared by the tests that only read (RSA key generation is the cost).
let shared: { client: TestClient; idNr: string; code: string };

beforeAll(async () => {
  ({ app, clock, config } = await startServer());
});

async function freshLogin() {
  const client = await new TestClient(app).start();
  const idNr = nextIdNr();
  const code = await register(client, idNr, '1951-02-03');
  const result = await login(client, idNr, code);
  expect(result.auth.status).toBe(200);
  expect(result.finish?.status).toBe(200);
  shared = { client, idNr, code };
}
afterAll(async () => {
  await stopServer(app, config);
});

/** The wrong logins counted for a tax ID (0 without a counter). */
async function failedAttempts(idNr: string): Promise<number> {
  const rows = await app.ctx.db.query<Pick<LoginFailureRow, 'failed_attempts'>>('SELECT failed_attempts FROM login_failures WHERE id_hash = $1', [app.ctx.accessCodes.loginKey(idNr)]);
  return rows[0]?.failed_attempts ?? 0;
}

/** A CMS for the current trusted random of this client (for tests of refusals: no finishAuthentication). */
async function loginCms(client: TestClient, idNr: string, accessCode: string) {
  const jeans = await client.get<JeansProperties>('/properties/jeans');
  const nonce = await client.get<TrustedRandomResponse>('/users/authentication/trustedRandom');
  return createLoginCms({ idNr, accessCode, trustedRandom: nonce.body.trustedRandom, transportCertificatePem: jeans.body.transportCertificate });
}

describe('login protocol', () => {
  beforeAll(freshLogin);
  it('authenticates, issues a chain that openssl verifies, rotates the session and reports status', async () => {
    const client = await new TestClient(app).start();
    const idNr = nextIdNr();
    const code = await register(client, idNr);
    const before = client.cookie;
    expect((await client.get('/users/status')).body).toEqual({ authenticated: false, accessCodeExpired: false });
    const { auth, finish } = await login(client, idNr, code.toLowerCase().replace(/-/g, ''), undefined, browserCreateLoginCms);
    expect(auth.status).toBe(200);
    expect(auth.body.certChain).toHaveLength(2);
    expect(finish!.status).toBe(200);
    expect(client.cookie).not.toBe(before);
    expect((await client.get('/users/status')).body).toEqual({ authenticated: true, accessCodeExpired: false });

    const dir = mkdtempSync(path.join(tmpdir(), 'ee-chain-'));
    const pem = (b64: string) => `-----BEGIN CERTIFICATE-----\n${b64.match(/.{1,64}/g)!.join('\n')}\n-----END CERTIFICATE-----\n`;
    writeFileSync(path.join(dir, 'client.pem'), pem(auth.body.certChain![0]));
    writeFileSync(path.join(dir, 'ca.pem'), pem(auth.body.certChain![1]));
    const at = String(Math.floor(clock.current.getTime() / 1000));
    const out = execFileSync('openssl', ['verify', '-attime', at, '-CAfile', path.join(dir, 'ca.pem'), path.join(dir, 'client.pem')]).toString();
    expect(out).toMatch(/OK/);
    const subject = execFileSync('openssl', ['x509', '-in', path.join(dir, 'client.pem'), '-noout', '-subject']).toString();
    expect(subject).toContain(idNr);
  });

  it('logs in with the tax ID as printed on letters and the access code typed with spaces', async () => {
    const client = await new TestClient(app).start();
    const idNr = nextIdNr();
    const code = await register(client, idNr);
    const jeans = await client.get<JeansProperties>('/properties/jeans');
    const nonce = await client.get<TrustedRandomResponse>('/users/authentication/trustedRandom');
    // The CSR names the tax ID as the browser sends it: the 11 digits the masked field gives.
    const typedCode = ` ${code.replace(/-/g, ' ').toLowerCase()} `;
    const { cms } = await createLoginCms({ idNr, accessCode: typedCode, trustedRandom: nonce.body.trustedRandom, transportCertificatePem: jeans.body.transportCertificate });
    const grouped = `${idNr.slice(0, 2)} ${idNr.slice(2, 5)} ${idNr.slice(5, 8)} ${idNr.slice(8)}`;
    const auth = await client.post('/users/authentication/authenticate', { id: grouped, cms });
    expect(auth.status, JSON.stringify(auth.body)).toBe(200);
  });

  it('keeps the decrypt info for the session and hands it out under the spec names', async () => {
    const res = await shared.client.get<PfxDecryptInfo>('/users/sign/getPfxFileDecryptInfo');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual([
      'initializationVectorForPFXDataEncryption',
      'keyChainForSavedPFXData',
      'keyForPFXDataEncryption',
    ]);
  });

  it('a replayed trusted random answers 401 and does not count towards the lockout', async () => {
    const client = await new TestClient(app).start();
    const idNr = nextIdNr();
    await register(client, idNr);
    const { cms } = await loginCms(client, idNr, 'EEZ-AAAA-BBBB-CCCC');
    const first = await client.post('/users/authentication/authenticate', { id: idNr, cms });
    expect(first.status).toBe(401);
    expect(await failedAttempts(idNr)).toBe(1);
    for (let i = 0; i < 6; i++) {
      const replay = await client.post('/users/authentication/authenticate', { id: idNr, cms });
      expect(replay.status).toBe(401);
    }
    expect(await failedAttempts(idNr)).toBe(1);
  });

  it('a trusted random older than 5 minutes is refused', async () => {
    const client = await new TestClient(app).start();
    const { cms } = await loginCms(client, shared.idNr, shared.code);
    clock.advance(5 * 60_000 + 1000);
    const res = await client.post('/users/authentication/authenticate', { id: shared.idNr, cms });
    expect(res.status).toBe(401);
  });

  /** Five wrong logins for a tax ID; the answers' status and body. */
  async function fiveWrong(client: TestClient, idNr: string) {
    const answers: { status: number; body: ErrorBody }[] = [];
    for (let i = 0; i < 5; i++) {
      const { cms } = await loginCms(client, idNr, `EEZ-WRNG-${String(i).padStart(4, '0')}-CODE`);
      const res = await client.post<ErrorBody>('/users/authentication/authenticate', { id: idNr, cms });
      answers.push({ status: res.status, body: res.body });
    }
    return answers;
  }

  it('says how many attempts are left; the 5th wrong code locks for 15 minutes and says until when; 15 minutes later it works', async () => {
    const client = await new TestClient(app).start();
    const idNr = nextIdNr();
    const code = await register(client, idNr);
    const answers = await fiveWrong(client, idNr);
    expect(answers.map((a) => a.status)).toEqual([401, 401, 401, 401, 423]);
    expect(answers.slice(0, 4).map((a) => a.body.attemptsLeft)).toEqual([4, 3, 2, 1]);
    expect(answers[0].body.detailMessage).toBe(
      'Die Steuer-Identifikationsnummer oder der Freischaltcode stimmt nicht. Nach 5 falschen Versuchen wird die Anmeldung für 15 Minuten gesperrt.',
    );
    const until = new Date(clock.now().getTime() + 15 * 60_000);
    expect(answers[4].body.lockedUntil).toBe(until.toISOString());
    expect(answers[4].body.attemptsLeft).toBeUndefined();
    expect(answers[4].body.detailMessage).toBe(`Die Anmeldung ist nach 5 falschen Versuchen gesperrt, bis ${formatClockTimeUntil(until)} Uhr. Versuchen Sie es danach noch einmal.`);

    // Locked: even the right code answers 423, with the same end, in the asked-for language.
    const { cms } = await loginCms(client, idNr, code);
    const locked = await client.request<ErrorBody>('POST', '/users/authentication/authenticate', { body: { id: idNr, cms }, headers: { 'accept-language': 'en' } });
    expect(locked.status).toBe(423);
    expect(locked.body.lockedUntil).toBe(until.toISOString());
    expect(locked.body.detailMessage).toBe(`Logging in is locked after 5 wrong attempts until ${formatClockTimeUntil(until)}. Please try again after that.`);
    clock.advance(15 * 60_000 + 1000);
    const fresh = await new TestClient(app).start();
    const again = await login(fresh, idNr, code);
    expect(again.auth.status).toBe(200);
    expect(await failedAttempts(idNr)).toBe(0);
  });

  it('answers an unregistered tax ID exactly like a registered one: the same countdown, the same lock', async () => {
    const client = await new TestClient(app).start();
    const registered = nextIdNr();
    await register(client, registered);
    const unregistered = nextIdNr();
    const shape = (answers: { status: number; body: ErrorBody }[]) =>
      answers.map(({ status, body }) => ({ status, keys: Object.keys(body).sort(), attemptsLeft: body.attemptsLeft, lockedUntil: body.lockedUntil, detailMessage: body.detailMessage }));
    const known = shape(await fiveWrong(client, registered));
    const unknown = shape(await fiveWrong(client, unregistered));
    expect(unknown).toEqual(known);
    expect(unknown.map((a) => a.status)).toEqual([401, 401, 401, 401, 423]);
    // The counter holds no tax ID, only its keyed hash.
    const hashes = (await app.ctx.db.query<Pick<LoginFailureRow, 'id_hash'>>('SELECT id_hash FROM login_failures')).map((r) => r.id_hash);
    expect(hashes).toContain(app.ctx.accessCodes.loginKey(unregistered));
    expect(hashes.some((h) => h.includes(unregistered))).toBe(false);
  });

  it('forgets wrong attempts a day after the last one, and when a new access code is issued', async () => {
    const client = await new TestClient(app).start();
    const idNr = nextIdNr();
    await register(client, idNr);
    const wrong = async () => {
      const { cms } = await loginCms(client, idNr, 'EEZ-WRNG-0000-CODE');
      return (await client.post<ErrorBody>('/users/authentication/authenticate', { id: idNr, cms })).body.attemptsLeft;
    };
    expect([await wrong(), await wrong(), await wrong()]).toEqual([4, 3, 2]);
    clock.advance(24 * 3600_000 + 1000);
    expect(await wrong()).toBe(4);
    // A repeated registration (a new code by post) lifts a lock, as it always did.
    for (let i = 0; i < 4; i++) await wrong();
    expect(await failedAttempts(idNr)).toBe(0);
    const code = await register(client, idNr);
    expect((await app.ctx.db.query('SELECT 1 FROM login_failures WHERE id_hash = $1', [app.ctx.accessCodes.loginKey(idNr)])).length).toBe(0);
    expect((await login(await new TestClient(app).start(), idNr, code)).auth.status).toBe(200);
  });

  it('refuses a CMS whose CSR names another tax ID, garbage CMS and unknown users', async () => {
    const client = await new TestClient(app).start();
    const other = nextIdNr();
    const { cms } = await loginCms(client, other, shared.code);
    expect((await client.post('/users/authentication/authenticate', { id: shared.idNr, cms })).status).toBe(401);
    await client.get('/users/authentication/trustedRandom');
    expect((await client.post('/users/authentication/authenticate', { id: shared.idNr, cms: 'AAAA' })).status).toBe(401);
    const unknown = await loginCms(client, other, 'EEZ-AAAA-BBBB-CCCC');
    expect((await client.post('/users/authentication/authenticate', { id: other, cms: unknown.cms })).status).toBe(401);
    expect((await client.post('/users/authentication/authenticate', { id: shared.idNr })).status).toBe(400);
    expect((await client.post('/users/authentication/authenticate', { id: shared.idNr, cms: 'not base64!' })).status).toBe(400);
  });

  it('an expired access code (140 days after arrival) is refused', async () => {
    const client = await new TestClient(app).start();
    const idNr = nextIdNr();
    const code = await register(client, idNr);
    clock.advance(146 * 86_400_000);
    const fresh = await new TestClient(app).start();
    const res = await login(fresh, idNr, code);
    expect(res.auth.status).toBe(401);
    expect(res.auth.body.detailMessage).toMatch(/abgelaufen/);
  });

  it('test markers: accessCodeExpired, serverError, sessionTicket', async () => {
    const client = await new TestClient(app).start();
    const idNr = nextIdNr();
    const code = await register(client, idNr);
    const expired = await login(client, idNr, code, 'accessCodeExpired');
    expect(expired.auth.status).toBe(200);
    expect((await client.get('/users/status')).body).toEqual({ authenticated: true, accessCodeExpired: true });
    await client.post('/users/authentication/logout', { reason: 'accessCodeExpired' });

    const error = await login(client, idNr, code, 'serverError');
    expect(error.auth.status).toBe(500);
    expect(error.auth.body.unexpected).toBe(true);
    expect(error.auth.body.sessionTicket).toMatch(/^ST-/);

    const ticket = await login(client, idNr, code, 'sessionTicket');
    expect(ticket.auth.status).toBe(401);
    expect(ticket.auth.body.sessionTicket).toMatch(/^ST-/);
    expect(ticket.auth.body.unexpected).toBeUndefined();
  });

  it('finishAuthentication needs a certificate first; logout removes the signing material', async () => {
    const client = await new TestClient(app).start();
    const early = await client.post('/users/authentication/finishAuthentication', { keyChain: 'AAAA', key: 'AAAA', iv: 'AAAA' });
    expect(early.status).toBe(401);
    const idNr = nextIdNr();
    const code = await register(client, idNr);
    await login(client, idNr, code);
    expect((await client.get('/users/sign/getPfxFileDecryptInfo')).status).toBe(200);
    expect((await client.post('/users/authentication/logout', { reason: 'nonsense' })).status).toBe(400);
    const out = await client.post('/users/authentication/logout', { reason: 'taxDeclarationFinished' });
    expect(out.status).toBe(200);
    expect((await client.get<StatusResponse>('/users/status')).body.authenticated).toBe(false);
    expect((await client.get('/users/sign/getPfxFileDecryptInfo')).status).toBe(401);
    const row = (await app.ctx.db.query('SELECT * FROM sessions WHERE id = $1', [client.cookie]))[0];
    expect(row.pfx_key).toBeNull();
    expect(row.cert_leaf_b64).toBeNull();
  });

  it('an expired session answers 401 on protected calls', async () => {
    const client = await new TestClient(app).start();
    const idNr = nextIdNr();
    const code = await register(client, idNr);
    await login(client, idNr, code);
    clock.advance(46 * 60_000);
    const res = await client.get<ErrorBody>('/userData');
    expect(res.status).toBe(401);
    expect(res.body.detailMessage).toMatch(/abgelaufen/);
  });
});

describe('user data, drafts, tax office', () => {
  beforeAll(freshLogin);
  it('userData gives plausible names, deterministic per tax ID', async () => {
    const res = await shared.client.get<UserDataResponse>('/userData');
    expect(res.status).toBe(200);
    expect(res.body.firstName).toMatch(/^\p{L}+$/u);
    expect(res.body.lastName).toMatch(/^\p{L}+$/u);
    expect((await shared.client.get('/userData')).body).toEqual(res.body);
  });

  it('userData/{model} prefills person A and the known data; unknown models 404', async () => {
    const models = (await shared.client.get<ModelsResponse>('/models')).body.models;
    const name = models[models.length - 1].formModelName;
    const res = await shared.client.get<FormFieldsResponse>(`/userData/${name}`);
    expect(res.status).toBe(200);
    const fields = Object.fromEntries(res.body.formFields.map((f: { path: string; value: unknown }) => [f.path, f.value]));
    expect(fields['personA.idNr']).toBe(shared.idNr);
    expect(fields['personA.birthDate']).toBe('1951-02-03');
    expect(fields['known.personA.pensionAmount']).toMatch(/^\d+\.\d{2}$/);
    expect(Number(fields['known.personA.pensionStartYear'])).toBeGreaterThanOrEqual(2005);
    expect(fields['known.personA.healthInsurance']).toMatch(/^\d+\.\d{2}$/);
    expect(['yes', 'no']).toContain(fields['known.personA.churchMember']);
    expect((await shared.client.get('/userData/ESt1999')).status).toBe(404);
  });

  it('drafts are saved, restored via userData, and purged 25 days after the last save', async () => {
    const models = (await shared.client.get<ModelsResponse>('/models')).body.models;
    const name = models[0].formModelName;
    expect((await shared.client.get(`/drafts/${name}`)).status).toBe(404);
    const document = { filing: { joint: 'no' }, donations: { has: 'yes', items: [{ kind: 'donation', recipient: 'Tafel e.V.', amount: '50.00' }] }, known: { prepayments: '999999.00' } };
    const saved = await shared.client.post(`/drafts/${name}`, { document });
    expect(saved.status).toBe(200);
    const back = await shared.client.get<DraftResponse>(`/drafts/${name}`);
    expect(back.body.document).toEqual(document);
    const prefill = await shared.client.get<FormFieldsResponse>(`/userData/${name}`);
    const fields = Object.fromEntries(prefill.body.formFields.map((f: { path: string; value: unknown }) => [f.path, f.value]));
    expect(fields['donations.items.0.recipient']).toBe('Tafel e.V.');
    expect(fields['known.prepayments']).not.toBe('999999.00');
    expect((await shared.client.post(`/drafts/${name}`, { document: 'x' })).status).toBe(400);
    expect((await shared.client.post(`/drafts/${name}`, {})).status).toBe(400);

    clock.advance(24 * 86_400_000);
    await shared.client.get('/keepAlive');
    expect((await app.ctx.db.query('SELECT count(*)::int AS n FROM drafts WHERE form_model_name = $1', [name]))[0].n).toBe(1);
    clock.advance(2 * 86_400_000);
    const { purgeDrafts } = await import('../retention');
    expect(await purgeDrafts(app.ctx.db, clock.now())).toBeGreaterThanOrEqual(1);
    expect((await app.ctx.db.query('SELECT count(*)::int AS n FROM drafts WHERE form_model_name = $1', [name]))[0].n).toBe(0);
  });

  it('fadatInfo names the assigned tax office', async () => {
    const fresh = await new TestClient(app).start();
    await login(fresh, shared.idNr, shared.code);
    const res = await fresh.get<FadatInfoResponse>('/fadatInfo');
    expect(res.status).toBe(200);
    expect(res.body.taxOffice.number).toMatch(/^\d{4}$/);
    expect(res.body.taxOffice.name).toMatch(/Finanzamt/);
    expect(res.body.federalState.id).toMatch(/^[A-Z]{2}$/);
  });

  it('registerAgain issues next year\u2019s code by letter', async () => {
    const client = await new TestClient(app).start();
    const idNr = nextIdNr();
    const code = await register(client, idNr);
    await login(client, idNr, code);
    const res = await client.post<MessageResponse>('/users/registerAgain', {});
    expect(res.status).toBe(200);
    expect(res.body.message).toMatch(/Mitte März/);
    const letters = await app.ctx.db.query<Pick<LetterRow, 'kind' | 'arrival_at'>>('SELECT kind, arrival_at FROM letters WHERE id_nr = $1 ORDER BY id', [app.ctx.taxIds.personKey(idNr)]);
    expect(letters.map((l) => l.kind)).toEqual(['registration', 'newAccessCode']);
    expect(new Date(letters[1].arrival_at).getUTCMonth()).toBe(2);
  });
});

describe('access codes hashed before the keyed hash, and the access-code key', () => {
  const userHash = async (idNr: string) =>
    (
      await app.ctx.db.query<Pick<UserRow, 'access_code_hash' | 'access_code_salt' | 'access_code_scheme'>>(
        'SELECT access_code_hash, access_code_salt, access_code_scheme FROM users WHERE id_nr = $1',
        [app.ctx.taxIds.personKey(idNr)],
      )
    )[0];

  it('a code stored as a scrypt hash logs in, and the login replaces the hash by the keyed one', async () => {
    const client = await new TestClient(app).start();
    const idNr = nextIdNr();
    const code = await register(client, idNr);
    const old = await scryptAccessCode(code);
    await app.ctx.db.query("UPDATE users SET access_code_hash = $2, access_code_salt = $3, access_code_scheme = 'scrypt' WHERE id_nr = $1", [app.ctx.taxIds.personKey(idNr), old.hash, old.salt]);

    const { cms } = await loginCms(client, idNr, 'EEZ-AAAA-BBBB-CCCC');
    expect((await client.post('/users/authentication/authenticate', { id: idNr, cms })).status).toBe(401);
    expect(await userHash(idNr)).toEqual({ access_code_hash: old.hash, access_code_salt: old.salt, access_code_scheme: 'scrypt' });

    expect((await login(client, idNr, code)).finish?.status).toBe(200);
    const now = await userHash(idNr);
    expect(now.access_code_scheme).toBe('hmac-sha256');
    expect(now.access_code_hash).not.toBe(old.hash);
    expect(await app.ctx.accessCodes.verify(code, now)).toEqual({ valid: true });
    expect((await login(await new TestClient(app).start(), idNr, code)).finish?.status).toBe(200);
    expect(await failedAttempts(idNr)).toBe(0);
  });

  it('a server with another access-code key refuses to start on the database; one with the same key starts', async () => {
    const db = await openDb({ dataDir: 'memory://' });
    const own = testConfig({ databaseUrl: undefined });
    const first = await buildServer(own, { db });
    try {
      await expect(buildServer(testConfig({ databaseUrl: undefined, dataKey: own.dataKey }), { db })).rejects.toThrow(/access-code key \(from ACCESS_CODE_KEY\) is not the one/);
      const same = await buildServer(testConfig({ databaseUrl: undefined, accessCodeKey: own.accessCodeKey, dataKey: own.dataKey }), { db });
      await same.close();
    } finally {
      await first.close();
      await db.close();
    }
  });
});
