// Privacy: what the database keeps (hashes only), what the logs never show, and how long data lives.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { DraftResponse, MessageResponse, PrepareSummaryResponse, RetrieveXmlResponse } from '../../domain/api/schemas';
import { openLocalSigningData, signDeclarationXml, type PfxDecryptInfo } from '../../domain/crypto/client';
import { validateIban } from '../../domain/validators/index';
import { AccessCodes } from '../accessCodes';
import { buildServer, type BuiltServer } from '../app';
import type { ServerConfig } from '../config';
import { mask } from '../errors';
import { printPendingLetters } from '../letters';
import { TestClient, login, nextIdNr, register, startServer, stopServer, type Clock } from './harness';
import type { UserRow } from '../db/index';

const MODEL = 'ESt2025';
const DATA_MODEL = 'ESt2025_v1';
const IBAN = 'DE75512108001245126199';
const MEDICAL = { description: 'Hörgerät Audéo Marvel 7 rechts', amount: '4711.23', reimbursed: '1234.56' };

let app: BuiltServer;
let clock: Clock;
let config: ServerConfig;
const logLines: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    logLines.push(...chunk.toString().split('\n').filter(Boolean));
    done();
  },
});

beforeAll(async () => {
  // The most talkative level: whatever a debugging operator could switch on must be safe too.
  ({ app, clock, config } = await startServer({ logLevel: 'trace' }, { logStream }));
});
afterAll(async () => stopServer(app, config));

async function tableDump(): Promise<Record<string, string>> {
  const tables = await app.ctx.db.query<{ table_name: string }>(
    "SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'",
  );
  const dump: Record<string, string> = {};
  for (const { table_name } of tables) dump[table_name] = JSON.stringify(await app.ctx.db.query(`SELECT * FROM ${table_name}`));
  return dump;
}

const variantsOf = (code: string) => [code, code.replace(/-/g, ''), code.toLowerCase(), code.slice(4)];

describe('access codes', () => {
  it('are stored only as salted keyed hashes (HMAC-SHA-256); the outbox holds the code until the letter is printed, then nothing does', async () => {
    const client = await new TestClient(app).start();
    const idNr = nextIdNr();
    const code = await register(client, idNr);
    const dump = await tableDump();
    expect(Object.keys(dump)).toEqual(expect.arrayContaining(['users', 'sessions', 'letters', 'drafts', 'summaries', 'submissions']));
    for (const [table, content] of Object.entries(dump)) {
      for (const variant of variantsOf(code)) {
        if (table === 'letters') continue;
        expect(content, `${table} holds the code`).not.toContain(variant);
      }
    }
    const user = (
      await app.ctx.db.query<Pick<UserRow, 'access_code_hash' | 'access_code_salt' | 'access_code_scheme'>>(
        'SELECT access_code_hash, access_code_salt, access_code_scheme FROM users WHERE id_nr = $1',
        [app.ctx.taxIds.personKey(idNr)],
      )
    )[0];
    expect(user.access_code_scheme).toBe('hmac-sha256');
    expect(Buffer.from(user.access_code_hash, 'base64')).toHaveLength(32);
    expect(Buffer.from(user.access_code_salt, 'base64')).toHaveLength(16);
    expect(await app.ctx.accessCodes.verify(code, user)).toEqual({ valid: true });
    expect(await app.ctx.accessCodes.verify('EEZ-AAAA-BBBB-CCCC', user)).toEqual({ valid: false });
    // The key is not in the database: the same code and salt under another key give another hash.
    expect(await new AccessCodes(randomBytes(32)).verify(code, user)).toEqual({ valid: false });
    expect(config.accessCodeKey).toBeTruthy();
    expect(dump.server_keys).not.toContain(String(config.accessCodeKey));

    await printPendingLetters(app.ctx, mkdtempSync(path.join(tmpdir(), 'ee-letters-')), clock.now());
    const after = JSON.stringify(await tableDump());
    for (const variant of variantsOf(code)) expect(after).not.toContain(variant);
  });

  it('page statistics keep a hash of the session, never the session id', async () => {
    const client = await new TestClient(app).start();
    expect((await client.post('/pageChange', { page: 'privacy_probe' })).status).toBe(204);
    const rows = await app.ctx.db.query("SELECT * FROM page_changes WHERE page = 'privacy_probe'");
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(client.cookie!);
  });
});

describe('logs', () => {
  it('a whole journey logs no tax ID, IBAN, access code or health data', async () => {
    expect(validateIban(IBAN)).toBeNull();
    logLines.length = 0;
    const client = await new TestClient(app).start();
    const idNr = nextIdNr();
    const code = await register(client, idNr, '1951-02-03');
    // A wrong code first (logged as such), a test-marker server error (logs the error), then the real login.
    expect((await login(await new TestClient(app).start(), idNr, 'EEZ-WRNG-AAAA-BBBB')).auth.status).toBe(401);
    expect((await login(await new TestClient(app).start(), idNr, code, 'serverError')).auth.status).toBe(500);
    const result = await login(client, idNr, code);
    expect(result.finish?.status).toBe(200);
    const document = {
      filing: { joint: 'no' },
      personA: { firstName: 'Renate', lastName: 'Privatmann', birthDate: '1951-02-03' },
      taxIdentification: { kind: 'taxOffice', state: 'BY', taxOffice: '9181' },
      bank: { iban: IBAN, holder: 'Renate Privatmann' },
      donations: { has: 'no' },
      medical: { has: 'yes', items: [MEDICAL] },
      disability: { personA: { has: 'yes', degree: 80, markers: ['G'] } },
      household: { has: 'no' },
      craftsman: { has: 'no' },
    };
    expect((await client.post(`/drafts/${MODEL}`, { document })).status).toBe(200);
    expect((await client.get(`/userData/${MODEL}`)).status).toBe(200);
    // Refused bodies that carry the values: malformed, invalid, too large.
    await client.request('POST', `/erklaerung/api/drafts/${MODEL}`, { rawBody: `{"document":{"iban":"${IBAN}"` });
    await client.post('/prepareSummaryPage', { formModelId: MODEL, dataModelId: DATA_MODEL, formdata: JSON.stringify({ ...document, bank: { iban: `${IBAN}0`, holder: 'x' } }) });
    await client.post(`/drafts/${MODEL}`, { document: { ...document, padding: 'x'.repeat(300_000) } });
    const prepared = await client.post<PrepareSummaryResponse>('/prepareSummaryPage', { formModelId: MODEL, dataModelId: DATA_MODEL, formdata: JSON.stringify(document) });
    expect(prepared.status, JSON.stringify(prepared.body)).toBe(200);
    const xml = await client.post<RetrieveXmlResponse>('/users/sign/retrieveXml', { xmlDataId: prepared.body.xmlDataId });
    const info = await client.get<PfxDecryptInfo>('/users/sign/getPfxFileDecryptInfo');
    const { privateKey, certificate } = await openLocalSigningData(result.signing!.encryptedPfx, info.body);
    const signature = await signDeclarationXml({ xmlData: xml.body.xmlData, privateKey, certificate });
    const sent = await client.post('/users/sign/sendSignature', { xmlDataId: prepared.body.xmlDataId, ...signature });
    expect(sent.status).toBe(200);
    expect((await client.get(`/summaryPdf/${prepared.body.xmlDataId}`)).status).toBe(200);
    const again = await client.post<MessageResponse>('/users/registerAgain', {});
    const nextCode = /EEZ-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}/.exec(again.body.message)![0];
    expect((await client.post('/users/authentication/logout', { reason: 'taxDeclarationFinished' })).status).toBe(200);
    await new Promise((r) => setImmediate(r));

    const logs = logLines.join('\n');
    // The capture works and the journey is in it, with the tax ID masked.
    expect(logLines.length).toBeGreaterThan(40);
    expect(logs).toContain(mask(idNr));
    expect(logs).toContain('declaration submitted');
    const secrets: Record<string, string[]> = {
      'tax ID': [idNr],
      IBAN: [IBAN, IBAN.replace(/(.{4})/g, '$1 ').trim(), IBAN.slice(4)],
      'access code': [...variantsOf(code), ...variantsOf(nextCode)],
      'health data': [MEDICAL.description, MEDICAL.amount, MEDICAL.reimbursed, '4.711,23'],
      'signing material': [info.body.keyChainForSavedPFXData, info.body.keyForPFXDataEncryption, signature.xmlSignatureValue.slice(0, 40)],
      'session id': [client.cookie!, client.csrf!],
    };
    for (const [kind, values] of Object.entries(secrets)) {
      for (const value of values) {
        const line = logLines.find((l) => l.includes(value));
        expect(line, `${kind} in the log`).toBeUndefined();
      }
    }
  });
});

describe('the redaction net', () => {
  it('masks tax IDs and IBANs and removes codes, CMS, bodies and documents even when a caller forgets to', async () => {
    logLines.length = 0;
    const idNr = nextIdNr();
    app.log.info(
      {
        idNr,
        iban: IBAN,
        accessCode: 'EEZ-SECR-ETCO-DE12',
        cms: 'MIIBcmsSECRET',
        body: { description: MEDICAL.description },
        document: { medical: MEDICAL },
        formdata: JSON.stringify({ bank: { iban: IBAN } }),
        user: { idNr, iban: IBAN, accessCode: 'EEZ-SECR-ETCO-DE12' },
      },
      'redaction probe',
    );
    await new Promise((r) => setImmediate(r));
    const line = logLines.find((l) => l.includes('redaction probe'))!;
    expect(line).toBeDefined();
    const entry = JSON.parse(line);
    expect(entry.idNr).toBe(mask(idNr));
    expect(entry.user.idNr).toBe(mask(idNr));
    expect(entry.iban).toBe(mask(IBAN));
    for (const secret of [idNr, IBAN, 'EEZ-SECR-ETCO-DE12', 'MIIBcmsSECRET', MEDICAL.description, MEDICAL.amount]) expect(line).not.toContain(secret);
  });
});

describe('retention', () => {
  async function freshLogin(idNr: string, code: string) {
    const client = await new TestClient(app).start();
    expect((await login(client, idNr, code)).finish?.status).toBe(200);
    return client;
  }
  const draftRows = (idNr: string) => app.ctx.db.query('SELECT saved_at FROM drafts WHERE id_nr = $1', [app.ctx.taxIds.personKey(idNr)]);

  it('a draft is purged 25 days after its last save, not after its first', async () => {
    const registrar = await new TestClient(app).start();
    const idNr = nextIdNr();
    const code = await register(registrar, idNr);
    let client = await freshLogin(idNr, code);
    expect((await client.post(`/drafts/${MODEL}`, { document: { filing: { joint: 'no' } } })).status).toBe(200);
    clock.advance(20 * 86_400_000);
    client = await freshLogin(idNr, code);
    expect((await client.get(`/drafts/${MODEL}`)).status).toBe(200);
    expect((await client.post(`/drafts/${MODEL}`, { document: { filing: { joint: 'yes' } } })).status).toBe(200);
    clock.advance(24 * 86_400_000);
    client = await freshLogin(idNr, code);
    expect((await client.get<DraftResponse>(`/drafts/${MODEL}`)).body.document).toEqual({ filing: { joint: 'yes' } });
    clock.advance(86_400_000 + 60_000);
    client = await freshLogin(idNr, code);
    // Past 25 days it is never handed out, even before the purge ran.
    expect((await client.get(`/drafts/${MODEL}`)).status).toBe(404);
    expect(await draftRows(idNr)).toHaveLength(1);
    // The purge runs when a server starts (and hourly).
    const next = await buildServer(config, { db: app.ctx.db, logStream });
    await next.close();
    expect(await draftRows(idNr)).toHaveLength(0);
  });

  it('logout deletes the signing material and the certificate of the session', async () => {
    const client = await new TestClient(app).start();
    const idNr = nextIdNr();
    await login(client, idNr, await register(client, idNr));
    const columns = 'user_id_nr, authenticated, cert_serial, cert_leaf_b64, pfx_key_chain, pfx_key, pfx_iv, trusted_random';
    const before = (await app.ctx.db.query(`SELECT ${columns} FROM sessions WHERE id = $1`, [client.cookie]))[0];
    expect(before.pfx_key && before.pfx_key_chain && before.pfx_iv && before.cert_leaf_b64).toBeTruthy();
    expect((await client.post('/users/authentication/logout', { reason: 'userLogout' })).status).toBe(200);
    const after = (await app.ctx.db.query(`SELECT ${columns} FROM sessions WHERE id = $1`, [client.cookie]))[0];
    expect(after).toEqual({
      user_id_nr: null,
      authenticated: false,
      cert_serial: null,
      cert_leaf_b64: null,
      pfx_key_chain: null,
      pfx_key: null,
      pfx_iv: null,
      trusted_random: null,
    });
    expect((await client.get('/users/sign/getPfxFileDecryptInfo')).status).toBe(401);
  });

  it('an expired session is deleted with its signing material by the housekeeping', async () => {
    const client = await new TestClient(app).start();
    const idNr = nextIdNr();
    await login(client, idNr, await register(client, idNr));
    expect(await app.ctx.db.query('SELECT 1 FROM sessions WHERE id = $1', [client.cookie])).toHaveLength(1);
    clock.advance((config.sessionTimeoutMinutes + 1) * 60_000);
    const next = await buildServer(config, { db: app.ctx.db, logStream });
    await next.close();
    expect(await app.ctx.db.query('SELECT 1 FROM sessions WHERE id = $1', [client.cookie])).toHaveLength(0);
  });
});
