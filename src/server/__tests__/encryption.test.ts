// Encryption at rest: after a real journey the database holds the declaration (health data, name,
// IBAN) only as ciphertext under the data key, the app still reads it, rows stored in plaintext
// before are sealed at start, a server with another data key does not start, and an altered or
// moved ciphertext is refused without a 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { DraftResponse, ErrorBody, FormFieldsResponse, PrepareSummaryResponse, RetrieveXmlResponse, SendSignatureResponse } from '../../domain/api/schemas';
import { openLocalSigningData, signDeclarationXml, type PfxDecryptInfo } from '../../domain/crypto/client';
import { buildServer, type BuiltServer } from '../app';
import { testConfig, type ServerConfig } from '../config';
import { SEALED_PREFIX } from '../dataKey';
import { migrate, openDb, type Db, type DraftRow, type SubmissionRow, type SummaryRow } from '../db/index';
import { openSignedXml } from '../sealedData';
import { serverFile } from '../serverFiles';
import { TestClient, login, nextIdNr, register, startServer, stopServer } from './harness';

const MODEL = 'ESt2025';
const DATA_MODEL = 'ESt2025_v1';
const IBAN = 'DE75512108001245126199';
const MEDICAL = { description: 'Hörgerät Audéo Marvel 7 rechts', amount: '4711.23', reimbursed: '1234.56' };
const NAME = { firstName: 'Renate', lastName: 'Verschlüsselt' };

const document = {
  filing: { joint: 'no' },
  personA: { ...NAME, birthDate: '1951-02-03' },
  taxIdentification: { kind: 'taxOffice', state: 'BY', taxOffice: '9181' },
  bank: { iban: IBAN, holder: `${NAME.firstName} ${NAME.lastName}` },
  donations: { has: 'no' },
  medical: { has: 'yes', items: [MEDICAL] },
  disability: { personA: { has: 'yes', degree: 80, markers: ['aG'] } },
  household: { has: 'no' },
  craftsman: { has: 'no' },
};
/**
 * What must never appear in the stored drafts and summaries, in any spelling the app writes (each
 * long enough, or with a character outside base64, not to turn up in a ciphertext by chance).
 */
const SECRETS = [
  MEDICAL.description,
  'Audéo',
  MEDICAL.amount,
  '4.711,23',
  '4711,23',
  MEDICAL.reimbursed,
  '1.234,56',
  NAME.lastName,
  'Verschl',
  IBAN,
  'DE75 5121',
  '"degree"',
  'disability',
  'Behinderung',
  '"aG"',
  '>aG<',
];

let app: BuiltServer;
let config: ServerConfig;
const logLines: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    logLines.push(...chunk.toString().split('\n').filter(Boolean));
    done();
  },
});
const work = mkdtempSync(path.join(tmpdir(), 'ee-encryption-'));

beforeAll(async () => {
  ({ app, config } = await startServer({ logLevel: 'info' }, { logStream }));
});
afterAll(async () => {
  await stopServer(app, config);
  rmSync(work, { recursive: true, force: true });
});

const pdfText = (pdf: Buffer) => {
  const file = path.join(work, `${randomBytes(4).toString('hex')}.pdf`);
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', [file, '-']).toString();
};

/** A logged-in person who saved the draft, made the summary, signed and sent it. */
async function journey() {
  const client = await new TestClient(app).start();
  const idNr = nextIdNr();
  const result = await login(client, idNr, await register(client, idNr, '1951-02-03'));
  expect(result.finish?.status).toBe(200);
  expect((await client.post(`/drafts/${MODEL}`, { document })).status).toBe(200);
  const prepared = await client.post<PrepareSummaryResponse>('/prepareSummaryPage', { formModelId: MODEL, dataModelId: DATA_MODEL, formdata: JSON.stringify(document) });
  expect(prepared.status, JSON.stringify(prepared.body)).toBe(200);
  const xmlDataId = prepared.body.xmlDataId;
  const xml = await client.post<RetrieveXmlResponse>('/users/sign/retrieveXml', { xmlDataId });
  const info = await client.get<PfxDecryptInfo>('/users/sign/getPfxFileDecryptInfo');
  const { privateKey, certificate } = await openLocalSigningData(result.signing!.encryptedPfx, info.body);
  const signature = await signDeclarationXml({ xmlData: xml.body.xmlData, privateKey, certificate });
  const sent = await client.post<SendSignatureResponse>('/users/sign/sendSignature', { xmlDataId, ...signature });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  return { client, idNr, xmlDataId, summaryHtml: prepared.body.html };
}

const rawDraft = async (idNr: string) =>
  (await app.ctx.db.query<Pick<DraftRow, 'document'>>('SELECT document FROM drafts WHERE id_nr = $1 AND form_model_name = $2', [app.ctx.taxIds.personKey(idNr), MODEL]))[0].document;
const rawSummary = async (xmlDataId: string) =>
  (await app.ctx.db.query<Pick<SummaryRow, 'document' | 'html' | 'xml'>>('SELECT document, html, xml FROM summaries WHERE xml_data_id = $1', [xmlDataId]))[0];

describe('encryption at rest', () => {
  it('after a journey, drafts and summaries hold no health data, name or IBAN in plaintext, and the app reads them', async () => {
    const { client, idNr, xmlDataId, summaryHtml } = await journey();
    // The answers show the values (the test would prove nothing otherwise).
    expect(summaryHtml).toContain('4.711,23');
    expect(summaryHtml).toContain(NAME.lastName);

    const draft = await rawDraft(idNr);
    const summary = await rawSummary(xmlDataId);
    for (const value of [draft, summary.document, summary.html, summary.xml]) {
      expect(value.startsWith(SEALED_PREFIX)).toBe(true);
      expect(value.slice(SEALED_PREFIX.length)).toMatch(/^[A-Za-z0-9+/]+=*$/);
    }
    const stored = JSON.stringify(
      await app.ctx.db.query('SELECT d.*, s.* FROM drafts d JOIN summaries s ON s.id_nr = d.id_nr AND s.form_model_name = d.form_model_name WHERE d.id_nr = $1', [app.ctx.taxIds.personKey(idNr)]),
    );
    for (const secret of SECRETS) expect(stored, `"${secret}" stored in plaintext`).not.toContain(secret);
    // The signed declaration that was sent is sealed as well.
    const submission = (await app.ctx.db.query<Pick<SubmissionRow, 'signed_xml'>>('SELECT signed_xml FROM submissions WHERE xml_data_id = $1', [xmlDataId]))[0];
    expect(submission.signed_xml.startsWith(SEALED_PREFIX)).toBe(true);
    for (const secret of SECRETS) expect(submission.signed_xml, `"${secret}" in the stored signed XML`).not.toContain(secret);
    expect(openSignedXml(app.ctx.dataCipher, { xml_data_id: xmlDataId, id_nr: app.ctx.taxIds.personKey(idNr) }, submission.signed_xml)).toContain(IBAN);
    // Nor is the key in the database: only its check value.
    const keys = JSON.stringify(await app.ctx.db.query('SELECT * FROM server_keys'));
    expect(keys).toContain('data_key_check');
    expect(keys).not.toContain(String(config.dataKey));

    // The app reads all of it back: the draft, the prefill, the XML to sign, the PDF in both languages
    // (English renders it again from the stored document).
    expect((await client.get<DraftResponse>(`/drafts/${MODEL}`)).body.document).toEqual(document);
    const fields = Object.fromEntries((await client.get<FormFieldsResponse>(`/userData/${MODEL}`)).body.formFields.map((f) => [f.path, f.value]));
    expect(fields['medical.items.0.amount']).toBe(MEDICAL.amount);
    const xml = Buffer.from((await client.post<RetrieveXmlResponse>('/users/sign/retrieveXml', { xmlDataId })).body.xmlData, 'base64').toString('utf8');
    expect(xml).toContain(IBAN);
    const de = await client.get(`/summaryPdf/${xmlDataId}`);
    expect(de.status).toBe(200);
    expect(pdfText(de.raw)).toMatch(/4\.711,23/);
    const en = await client.get(`/summaryPdf/${xmlDataId}?lang=en`);
    expect(en.status).toBe(200);
    const enText = pdfText(en.raw);
    expect(enText).toContain('Transfer number');
    expect(enText).toMatch(/4,711\.23|4\.711,23/);
  });

  it('an altered ciphertext, or one moved to another row or column, is refused: 404 with a session ticket, never 500', async () => {
    const { client, idNr, xmlDataId } = await journey();
    const db = app.ctx.db;
    logLines.length = 0;

    // One bit of the summary HTML flipped: the PDF is refused.
    const summary = await rawSummary(xmlDataId);
    const bytes = Buffer.from(summary.html.slice(SEALED_PREFIX.length), 'base64');
    bytes[bytes.length - 1] ^= 1;
    await db.query('UPDATE summaries SET html = $2 WHERE xml_data_id = $1', [xmlDataId, SEALED_PREFIX + bytes.toString('base64')]);
    const pdf = await client.get<ErrorBody>(`/summaryPdf/${xmlDataId}`);
    expect(pdf.status).toBe(404);
    expect(pdf.body.detailMessage).toMatch(/kann nicht gelesen werden/);
    expect(pdf.body.sessionTicket).toMatch(/^ST-/);
    expect(logLines.some((l) => l.includes(pdf.body.sessionTicket!) && l.includes('storedDataUnreadable'))).toBe(true);

    // The XML column holding the document's ciphertext of the same row: refused.
    await db.query('UPDATE summaries SET xml = document WHERE xml_data_id = $1', [xmlDataId]);
    expect((await client.post('/users/sign/retrieveXml', { xmlDataId })).status).toBe(404);

    // Another person's draft ciphertext copied over this person's draft: treated as none (and logged).
    const other = await journey();
    await db.query('UPDATE drafts SET document = (SELECT document FROM drafts WHERE id_nr = $2 AND form_model_name = $3) WHERE id_nr = $1 AND form_model_name = $3', [
      app.ctx.taxIds.personKey(idNr),
      app.ctx.taxIds.personKey(other.idNr),
      MODEL,
    ]);
    const draft = await client.get<ErrorBody>(`/drafts/${MODEL}`);
    expect(draft.status).toBe(404);
    const prefill = await client.get<FormFieldsResponse>(`/userData/${MODEL}`);
    expect(prefill.status).toBe(200);
    expect(JSON.stringify(prefill.body)).not.toContain(MEDICAL.description);
    const line = logLines.find((l) => l.includes('stored draft does not open'));
    expect(line).toBeDefined();
    expect(JSON.parse(line!).level).toBe(50);
    expect(line).not.toContain(idNr);

    // Plaintext put in place of a ciphertext is not read either.
    await db.query('UPDATE drafts SET document = $2 WHERE id_nr = $1 AND form_model_name = $3', [app.ctx.taxIds.personKey(idNr), JSON.stringify(document), MODEL]);
    expect((await client.get(`/drafts/${MODEL}`)).status).toBe(404);
    // Saving again replaces the unreadable draft.
    expect((await client.post(`/drafts/${MODEL}`, { document })).status).toBe(200);
    expect((await client.get<DraftResponse>(`/drafts/${MODEL}`)).body.document).toEqual(document);
  });

  it('a server with another data key refuses to start on the database; one with the same keys starts', async () => {
    const db = await openDb({ dataDir: 'memory://' });
    const own = testConfig({ databaseUrl: undefined });
    const first = await buildServer(own, { db });
    try {
      await expect(buildServer(testConfig({ databaseUrl: undefined, accessCodeKey: own.accessCodeKey }), { db })).rejects.toThrow(
        /data key \(from DATA_KEY\) is not the one this database's declarations were encrypted with/,
      );
      const same = await buildServer(testConfig({ databaseUrl: undefined, accessCodeKey: own.accessCodeKey, dataKey: own.dataKey }), { db });
      await same.close();
    } finally {
      await first.close();
      await db.close();
    }
  });
});

describe('rows stored before encryption at rest', () => {
  /** The schema as the previous release left it: before migration 004, document columns jsonb. */
  async function databaseBefore004(): Promise<{ db: Db; schema?: string }> {
    const schema = process.env.DATABASE_URL ? `t_${randomBytes(6).toString('hex')}` : undefined;
    const db = await openDb({ databaseUrl: process.env.DATABASE_URL || undefined, dataDir: 'memory://', schema });
    const migration = readFileSync(path.join(serverFile('db/migrations'), '004_retention_and_encryption.sql'), 'utf8');
    for (const [, index] of migration.matchAll(/CREATE INDEX (\w+)/g)) await db.query(`DROP INDEX ${index}`);
    await db.query('ALTER TABLE drafts ALTER COLUMN document TYPE jsonb USING document::jsonb');
    await db.query('ALTER TABLE summaries ALTER COLUMN document TYPE jsonb USING document::jsonb');
    await db.query("DELETE FROM schema_migrations WHERE version = '004_retention_and_encryption.sql'");
    return { db, schema };
  }

  it('are migrated, sealed at the next start, and read as before', async () => {
    const { db, schema } = await databaseBefore004();
    const own = testConfig({ databaseSchema: schema, now: () => new Date('2025-04-10T10:00:00Z') });
    try {
      const idNr = nextIdNr();
      const now = own.now();
      await db.query(
        `INSERT INTO users (id_nr, birth_date, access_code_hash, access_code_salt, code_issued_at, code_arrival_at, created_at)
         VALUES ($1, '1951-02-03', 'h', 's', $2, $2, $2)`,
        [idNr, now],
      );
      // As the previous release wrote them: jsonb, HTML and XML as text.
      await db.query('INSERT INTO drafts (id_nr, form_model_name, document, saved_at) VALUES ($1, $2, $3, $4)', [idNr, MODEL, JSON.stringify(document), now]);
      const xmlDataId = 'legacy'.padEnd(32, 'x');
      const html = `<section><h2>Krankheitskosten</h2><p>${MEDICAL.description}: 4.711,23 €</p></section>`;
      const xml = `<Erklaerung><IBAN>${IBAN}</IBAN><Betrag>4711.23</Betrag></Erklaerung>`;
      await db.query(
        `INSERT INTO summaries (xml_data_id, id_nr, form_model_name, document, locale, html, xml, created_at) VALUES ($1, $2, $3, $4, 'de', $5, $6, $7)`,
        [xmlDataId, idNr, MODEL, JSON.stringify(document), html, xml, now],
      );

      const signedXml = xml.replace('</Erklaerung>', '<Signature>…</Signature></Erklaerung>');
      await db.query(
        `INSERT INTO submissions (xml_data_id, id_nr, signed_xml, signature_hash, transfer_ticket, transfer_date, form_title, submitted_at)
         VALUES ($1, $2, $3, 'hash', 'ET-2025-LEGACY0001', '10.04.2025 12:00', 'Einkommensteuererklärung 2025', $4)`,
        [xmlDataId, idNr, signedXml, now],
      );

      expect(await migrate(db)).toEqual(['004_retention_and_encryption.sql']);
      const server = await buildServer(own, { db });
      // Sealed before the server serves; then its housekeeping gives the person the tax ID's keyed hash as key (taxIds.ts).
      await server.housekeepingSettled();
      const personKey = server.ctx.taxIds.personKey(idNr);
      try {
        expect((await db.query('SELECT id_nr FROM users')).map((row) => (row as { id_nr: string }).id_nr)).toEqual([personKey]);
        const draft = (await db.query<Pick<DraftRow, 'document'>>('SELECT document FROM drafts WHERE id_nr = $1', [personKey]))[0].document;
        const summary = (await db.query<Pick<SummaryRow, 'document' | 'html' | 'xml'>>('SELECT document, html, xml FROM summaries WHERE xml_data_id = $1', [xmlDataId]))[0];
        for (const value of [draft, summary.document, summary.html, summary.xml]) expect(value.startsWith(SEALED_PREFIX)).toBe(true);
        const stored = JSON.stringify([draft, summary]);
        for (const secret of SECRETS) expect(stored).not.toContain(secret);
        // Nothing left for the partial indexes.
        expect((await db.query("SELECT 1 FROM drafts WHERE left(document, 3) <> 'v1:'"))).toHaveLength(0);
        expect((await db.query("SELECT 1 FROM summaries WHERE left(document, 3) <> 'v1:'"))).toHaveLength(0);
        const sealedSubmission = (await db.query<Pick<SubmissionRow, 'signed_xml'>>('SELECT signed_xml FROM submissions WHERE xml_data_id = $1', [xmlDataId]))[0].signed_xml;
        expect(sealedSubmission.startsWith(SEALED_PREFIX)).toBe(true);
        for (const secret of SECRETS) expect(sealedSubmission).not.toContain(secret);
        expect(openSignedXml(server.ctx.dataCipher, { xml_data_id: xmlDataId, id_nr: personKey }, sealedSubmission)).toBe(signedXml);

        // Read through the store's own functions.
        const { loadDraft } = await import('../store/drafts');
        const { openSummaryColumn } = await import('../sealedData');
        expect((await loadDraft(server.ctx, personKey, MODEL, now, server.log))?.document).toEqual(document);
        const key = { xml_data_id: xmlDataId, id_nr: personKey };
        expect(openSummaryColumn(server.ctx.dataCipher, key, 'document', summary.document)).toEqual(document);
        expect(openSummaryColumn(server.ctx.dataCipher, key, 'html', summary.html)).toBe(html);
        expect(openSummaryColumn(server.ctx.dataCipher, key, 'xml', summary.xml)).toBe(xml);
      } finally {
        await server.close();
      }
      // A second start finds nothing to seal and leaves the values as they are.
      const before = await db.query('SELECT id_nr, document FROM drafts');
      const again = await buildServer(own, { db });
      await again.housekeepingSettled();
      await again.close();
      expect(await db.query('SELECT id_nr, document FROM drafts')).toEqual(before);
    } finally {
      await db.close();
      await stopServer(undefined, own);
    }
  });
});
