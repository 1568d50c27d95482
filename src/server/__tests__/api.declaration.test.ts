// Summary, browser signature, submission, confirmation PDF and letters, with the real crypto, xmlsec1 and poppler.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ErrorBody, ModelsResponse, PrepareSummaryResponse, RetrieveXmlResponse, SendSignatureResponse } from '../../domain/api/schemas';
import { openLocalSigningData, signDeclarationXml, type PfxDecryptInfo } from '../../domain/crypto/client';
import type { BuiltServer } from '../app';
import type { ServerConfig } from '../config';
import { printPendingLetters } from '../letters';
import { validateAgainstXsd } from '../summary/index';
import { formatCents } from '../summary/summaryHtml';
import { estimateOf } from '../../domain/estimate/ofModel';
import { stopServer, TestClient, login, nextIdNr, register, startServer, type Clock } from './harness';
import type { SubmissionRow, SummaryRow } from '../db/index';
import { openSignedXml, openSummaryColumn } from '../sealedData';

let app: BuiltServer;
let clock: Clock;
let config: ServerConfig;
type User = { client: TestClient; idNr: string; encryptedPfx: string; caPem: string };
let user: User;
/** A second person: once `user` has sent this year's declaration, its code sends no other (409). */
let second: User;
let formModelName: string;
let dataModelName: string;
const work = mkdtempSync(path.join(tmpdir(), 'ee-decl-'));

function declaration(idNr: string) {
  return {
    filing: { joint: 'no' },
    personA: { idNr, firstName: 'Jürgen', lastName: 'Weiß', birthDate: '1951-02-03' },
    taxIdentification: { kind: 'taxOffice', state: 'BY', taxOffice: '9181' },
    bank: { iban: 'DE89370400440532013000', holder: 'Jürgen Weiß' },
    donations: { has: 'yes', items: [{ kind: 'donation', recipient: 'Tafel München e.V.', amount: '150.00' }] },
    medical: { has: 'no' },
    disability: { personA: { has: 'no' } },
    household: { has: 'no' },
    craftsman: { has: 'no' },
  };
}

const pemOf = (b64: string) => `-----BEGIN CERTIFICATE-----\n${b64.match(/.{1,64}/g)!.join('\n')}\n-----END CERTIFICATE-----\n`;

async function prepare(client: TestClient, idNr: string, testMarker = '') {
  return client.post<PrepareSummaryResponse>('/prepareSummaryPage', {
    formModelId: formModelName,
    dataModelId: dataModelName,
    testMarker,
    formdata: JSON.stringify(declaration(idNr)),
  });
}

async function sign(client: TestClient, encryptedPfx: string, xmlDataId: string) {
  const [xml, info] = await Promise.all([client.post<RetrieveXmlResponse>('/users/sign/retrieveXml', { xmlDataId }), client.get<PfxDecryptInfo>('/users/sign/getPfxFileDecryptInfo')]);
  expect(xml.status).toBe(200);
  const { privateKey, certificate } = await openLocalSigningData(encryptedPfx, info.body);
  const signature = await signDeclarationXml({ xmlData: xml.body.xmlData, privateKey, certificate });
  return { xmlDataId, ...signature };
}

async function loggedInUser(): Promise<User> {
  const client = await new TestClient(app).start();
  const idNr = nextIdNr();
  const code = await register(client, idNr, '1951-02-03');
  const result = await login(client, idNr, code);
  expect(result.finish?.status).toBe(200);
  return { client, idNr, encryptedPfx: result.signing!.encryptedPfx, caPem: pemOf(result.auth.body.certChain![1]) };
}

beforeAll(async () => {
  ({ app, clock, config } = await startServer());
  user = await loggedInUser();
  second = await loggedInUser();
  const models = (await user.client.get<ModelsResponse>('/models')).body.models;
  formModelName = models[models.length - 1].formModelName;
  dataModelName = models[models.length - 1].dataModelNames![0];
});
afterAll(async () => {
  await stopServer(app, config);
});

describe('prepareSummaryPage', () => {
  it('validates with the model and stores html and canonical XML under a 32-character id', async () => {
    const res = await prepare(user.client, user.idNr);
    expect(res.status).toBe(200);
    expect(res.body.xmlDataId).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(res.body.html).toContain('Tafel München e.V.');
    const xml = await user.client.post<RetrieveXmlResponse>('/users/sign/retrieveXml', { xmlDataId: res.body.xmlDataId });
    const text = Buffer.from(xml.body.xmlData, 'base64').toString('utf8');
    expect(text).toContain(user.idNr);
    expect(text.startsWith('<?xml')).toBe(false);
    expect((await validateAgainstXsd(text)).valid).toBe(true);
  });

  it('normalises IBAN, Steuernummer and person B’s IdNr as typed before validating and storing', async () => {
    const typed = {
      ...declaration(user.idNr),
      filing: { joint: 'yes' },
      personB: { idNr: '86 095 742 719', firstName: 'Max', lastName: 'Weiß', birthDate: '1948-11-02' },
      known: {},
      disability: { personA: { has: 'no' }, personB: { has: 'no' } },
      taxIdentification: { kind: 'taxNumber', state: 'BY', taxNumber: '181/815/08155@by' },
      bank: { iban: 'ｄｅ８９-３７０４-００４４-０５３２-０１３０-００', holder: 'Jürgen Weiß' },
      household: { has: 'yes', items: [{ kind: 'cleaning', description: 'Fenster', labourCost: '200.00', paidByTransfer: 'no' }] },
    };
    const res = await user.client.post<PrepareSummaryResponse>('/prepareSummaryPage', { formModelId: formModelName, dataModelId: dataModelName, formdata: JSON.stringify(typed) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // Stored sealed with the data key (sealedData.ts): opened as the routes open it.
    const row = (await app.ctx.db.query<Pick<SummaryRow, 'xml_data_id' | 'id_nr' | 'document' | 'xml'>>(
      'SELECT xml_data_id, id_nr, document, xml FROM summaries WHERE xml_data_id = $1',
      [res.body.xmlDataId],
    ))[0];
    const stored = { xml: openSummaryColumn(app.ctx.dataCipher, row, 'xml', row.xml) };
    const document = openSummaryColumn(app.ctx.dataCipher, row, 'document', row.document) as Record<string, Record<string, unknown>>;
    expect(document.bank.iban).toBe('DE89370400440532013000');
    expect(document.taxIdentification.taxNumber).toBe('18181508155@BY');
    expect(document.personB.idNr).toBe('86095742719');
    expect(stored.xml).toContain('<Ehegatte><IdNr>86095742719</IdNr>');
    expect(stored.xml).toContain('<IBAN>DE89370400440532013000</IBAN>');
    expect(stored.xml).toContain('<Steuernummer>9181081508155</Steuernummer>');
    expect(stored.xml).toContain('<Ueberweisung>false</Ueberweisung></Dienstleistung>');
    expect(res.body.html).toContain('DE89 3704 0044 0532 0130 00');
  });

  it('answers field errors, never 500, for an unknown IBAN country, a wrong foreign length and a missing paidByTransfer', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ bank: { iban: 'US64SVBKUS6S3300958879', holder: 'x' } }, 'bank.iban', 'validation.iban.country'],
      [{ bank: { iban: 'FR1420041010050500013M0260', holder: 'x' } }, 'bank.iban', 'validation.iban.length'],
      [{ bank: { iban: 'ＸＸ' + '1'.repeat(40), holder: 'x' } }, 'bank.iban', 'validation.iban.country'],
      [{ taxIdentification: { kind: 'taxNumber', state: 'BY', taxNumber: '181/099/08157@BY' } }, 'taxIdentification.taxNumber', 'validation.taxNumber.district'],
      [{ taxIdentification: { kind: 'taxNumber', state: 'BY', taxNumber: '@@@' } }, 'taxIdentification.taxNumber', 'validation.taxNumber.format'],
      [{ household: { has: 'yes', items: [{ kind: 'cleaning', description: 'Fenster', labourCost: '200.00' }] } }, 'household.items.0.paidByTransfer', 'validation.required'],
    ];
    for (const [change, path, messageKey] of cases) {
      const doc = { ...declaration(user.idNr), ...change };
      const res = await user.client.post<ErrorBody>('/prepareSummaryPage', { formModelId: formModelName, dataModelId: dataModelName, formdata: JSON.stringify(doc) });
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(res.body.errors, JSON.stringify(change)).toContainEqual({ path, messageKey });
    }
  });

  it('refuses invalid declarations with field errors, bad JSON and unknown models', async () => {
    const bad = { ...declaration(user.idNr), bank: { iban: 'DE00123', holder: 'x' } };
    const invalid = await user.client.post<ErrorBody>('/prepareSummaryPage', { formModelId: formModelName, dataModelId: dataModelName, formdata: JSON.stringify(bad) });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors!.some((e: { path: string }) => e.path === 'bank.iban')).toBe(true);
    const notJson = await user.client.post('/prepareSummaryPage', { formModelId: formModelName, dataModelId: dataModelName, formdata: '{"a":' });
    expect(notJson.status).toBe(400);
    const unknown = await user.client.post('/prepareSummaryPage', { formModelId: 'ESt1999', dataModelId: dataModelName, formdata: '{}' });
    expect(unknown.status).toBe(404);
    const wrongData = await user.client.post('/prepareSummaryPage', { formModelId: formModelName, dataModelId: 'nope', formdata: '{}' });
    expect(wrongData.status).toBe(400);
    const missing = await user.client.post('/prepareSummaryPage', { formModelId: formModelName, dataModelId: dataModelName });
    expect(missing.status).toBe(400);
  });

  it('someone else cannot read the XML (404)', async () => {
    const mine = await prepare(user.client, user.idNr);
    const other = await new TestClient(app).start();
    const otherId = nextIdNr();
    await login(other, otherId, await register(other, otherId));
    expect((await other.post('/users/sign/retrieveXml', { xmlDataId: mine.body.xmlDataId })).status).toBe(404);
    expect((await other.get(`/summaryPdf/${mine.body.xmlDataId}`)).status).toBe(404);
    expect((await other.post('/users/sign/retrieveXml', { xmlDataId: 'short' })).status).toBe(400);
  });
});

describe('signature and submission', () => {
  let submitted: { xmlDataId: string; answer: SendSignatureResponse; signature: Record<string, string> };

  it('verifies the browser signature, stores the signed XML and answers the confirmation', async () => {
    const prepared = await prepare(user.client, user.idNr);
    const signature = await sign(user.client, user.encryptedPfx, prepared.body.xmlDataId);
    const res = await user.client.post<SendSignatureResponse>('/users/sign/sendSignature', signature);
    expect(res.status).toBe(200);
    expect(res.body.transferticket).toMatch(/^ET-\d{4}-[A-Z0-9]{10}$/);
    expect(res.body.transferDate).toMatch(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);
    expect(res.body.formTitle).toMatch(/Einkommensteuererklärung/);
    expect(res.body.signedXml).toBeTruthy();
    submitted = { xmlDataId: prepared.body.xmlDataId, answer: res.body, signature };

    const sealed = (await app.ctx.db.query<Pick<SubmissionRow, 'signed_xml'>>('SELECT signed_xml FROM submissions WHERE xml_data_id = $1', [submitted.xmlDataId]))[0].signed_xml;
    // Stored sealed (encryption at rest): the declaration's entries are not readable in the row.
    expect(sealed).toMatch(/^v1:/);
    expect(sealed).not.toContain('Tafel');
    const stored = openSignedXml(app.ctx.dataCipher, { xml_data_id: submitted.xmlDataId, id_nr: app.ctx.taxIds.personKey(user.idNr) }, sealed);
    expect(Buffer.from(res.body.signedXml!, 'base64').toString('utf8')).toBe(stored);
    const file = path.join(work, 'signed.xml');
    const ca = path.join(work, 'ca.pem');
    writeFileSync(file, stored);
    writeFileSync(ca, user.caPem);
    const at = clock.current.toISOString().slice(0, 19).replace('T', ' ');
    const out = execFileSync('xmlsec1', ['--verify', '--trusted-pem', ca, '--verification-gmt-time', at, file], { stdio: 'pipe' }).toString() +
      '';
    expect(out + 'OK').toMatch(/OK/);
    const tampered = stored.replace('Tafel München e.V.', 'Tafel Berlin e.V.');
    writeFileSync(file, tampered);
    expect(() => execFileSync('xmlsec1', ['--verify', '--trusted-pem', ca, '--verification-gmt-time', at, file], { stdio: 'pipe' })).toThrow();
  });

  it('is idempotent for the same signature and refuses a different one (409)', async () => {
    const again = await user.client.post<SendSignatureResponse>('/users/sign/sendSignature', submitted.signature);
    expect(again.status).toBe(200);
    expect(again.body.transferticket).toBe(submitted.answer.transferticket);
    expect((await app.ctx.db.query('SELECT count(*)::int AS n FROM submissions WHERE xml_data_id = $1', [submitted.xmlDataId]))[0].n).toBe(1);
    const other = { ...submitted.signature, xmlSignatureValue: Buffer.from('x'.repeat(256)).toString('base64') };
    const conflict = await user.client.post<ErrorBody>('/users/sign/sendSignature', other);
    expect(conflict.status).toBe(409);
    expect(conflict.body.detailMessage).toBeTruthy();
  });

  it('refuses a bad signature and a certificate of another session', async () => {
    const prepared = await prepare(second.client, second.idNr);
    const signature = await sign(second.client, second.encryptedPfx, prepared.body.xmlDataId);
    const forged = { ...signature, xmlDigestValue: Buffer.alloc(32, 1).toString('base64') };
    expect((await second.client.post('/users/sign/sendSignature', forged)).status).toBe(400);
    const otherCert = { ...signature, xmlCertificate: Buffer.from('not the certificate').toString('base64') };
    expect((await second.client.post('/users/sign/sendSignature', otherCert)).status).toBe(401);
    expect((await second.client.post('/users/sign/sendSignature', { xmlDataId: prepared.body.xmlDataId })).status).toBe(400);
  });

  it('test markers transferRejected (422 with ticket) and unexpectedError (500 unexpected)', async () => {
    const rejected = await prepare(second.client, second.idNr, 'transferRejected');
    const r = await second.client.post<ErrorBody>('/users/sign/sendSignature', await sign(second.client, second.encryptedPfx, rejected.body.xmlDataId));
    expect(r.status).toBe(422);
    expect(r.body.sessionTicket).toMatch(/^ST-/);
    const broken = await prepare(second.client, second.idNr, 'unexpectedError');
    const b = await second.client.post<ErrorBody>('/users/sign/sendSignature', await sign(second.client, second.encryptedPfx, broken.body.xmlDataId));
    expect(b.status).toBe(500);
    expect(b.body.unexpected).toBe(true);
  });

  it('the confirmation PDF is tagged and reads in order with entries, ticket and date', async () => {
    const notYet = await prepare(second.client, second.idNr);
    expect((await second.client.get(`/summaryPdf/${notYet.body.xmlDataId}`)).status).toBe(404);
    const res = await user.client.get(`/summaryPdf/${submitted.xmlDataId}`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const file = path.join(work, 'confirmation.pdf');
    writeFileSync(file, res.raw);
    const info = execFileSync('pdfinfo', [file]).toString();
    expect(info).toMatch(/Tagged:\s+yes/);
    expect(info).toMatch(/Title:\s+.*Einkommensteuererklärung/);
    const text = execFileSync('pdftotext', [file, '-']).toString();
    expect(text).toContain(submitted.answer.transferticket);
    expect(text).toContain(submitted.answer.transferDate);
    expect(text).toContain('Tafel München e.V.');
    expect(text).toMatch(/150,00\s*€/);
    expect(text.indexOf('Übermittlungsnummer')).toBeLessThan(text.indexOf('Tafel München e.V.'));
    const en = await user.client.get(`/summaryPdf/${submitted.xmlDataId}?lang=en`);
    writeFileSync(file, en.raw);
    expect(execFileSync('pdftotext', [file, '-']).toString()).toContain('Transfer number');
  });

  it('the confirmation PDF numbers its pages, heads pages 2 and on, has one heading per section and the estimate', async () => {
    const row = (await app.ctx.db.query<Pick<SummaryRow, 'xml_data_id' | 'id_nr' | 'document'>>('SELECT xml_data_id, id_nr, document FROM summaries WHERE xml_data_id = $1', [
      submitted.xmlDataId,
    ]))[0];
    const estimate = estimateOf(app.ctx.models.get(formModelName)!, openSummaryColumn(app.ctx.dataCipher, row, 'document', row.document))!;
    expect(estimate).not.toBeNull();
    for (const [locale, page, ticket, estimateTitle, personA] of [
      ['de', 'Seite', 'Übermittlungsnummer', 'Voraussichtliche Steuer für', 'Ihre Angaben'],
      ['en', 'Page', 'Transfer number', 'Estimated tax for', 'Your details'],
    ] as const) {
      const res = await user.client.get(`/summaryPdf/${submitted.xmlDataId}?lang=${locale}`);
      expect(res.status).toBe(200);
      const file = path.join(work, `paper-${locale}.pdf`);
      writeFileSync(file, res.raw);
      const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file]).toString())![1]);
      expect(pages).toBeGreaterThanOrEqual(2);
      const pageText = (n: number) => execFileSync('pdftotext', ['-enc', 'UTF-8', '-f', String(n), '-l', String(n), file, '-']).toString().replace(/\s+/g, ' ');
      const of = locale === 'de' ? 'von' : 'of';
      for (let n = 1; n <= pages; n++) expect(pageText(n)).toContain(`${page} ${n} ${of} ${pages}`);
      // The name is person A's, from the stored declaration.
      expect(pageText(1)).not.toContain(`Jürgen Weiß · ${ticket}`);
      expect(pageText(2)).toContain(`Jürgen Weiß · ${ticket} ${submitted.answer.transferticket}`);
      // The headings a screen reader lists: each once, "Ihre Angaben" no longer twice.
      const headings = execFileSync('pdfinfo', ['-struct-text', file])
        .toString()
        .split(/\n\s+H\d \(block\)\n/)
        .slice(1)
        .map((part) => part.trim().split('\n')[0].replace(/^"|"$/g, ''));
      expect(headings.filter((h) => h === personA)).toHaveLength(1);
      headings.forEach((h, i) => expect(headings[i + 1], h).not.toBe(h));
      const all = Array.from({ length: pages }, (_, i) => pageText(i + 1)).join(' ');
      expect(all).toContain(`${estimateTitle} ${estimate.year}`);
      const euro = (cents: number) => formatCents(cents, locale).replace(/\s+/g, ' ');
      for (const step of estimate.breakdown) expect(all).toContain(euro(step.amountCents));
    }
  });
});

describe('letters', () => {
  it('prints pending letters as tagged PDFs and forgets the codes', async () => {
    const out = path.join(work, 'letters');
    const files = await printPendingLetters(app.ctx, out, clock.now());
    expect(files.length).toBeGreaterThanOrEqual(2);
    expect(readdirSync(out).length).toBe(files.length);
    const info = execFileSync('pdfinfo', [files[0]]).toString();
    expect(info).toMatch(/Tagged:\s+yes/);
    expect(execFileSync('pdftotext', [files[0], '-']).toString()).toMatch(/EEZ-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}/);
    expect(readFileSync(files[0]).subarray(0, 5).toString()).toBe('%PDF-');
    const pending = await app.ctx.db.query("SELECT count(*)::int AS n FROM letters WHERE printed_at IS NULL OR access_code <> ''");
    expect(pending[0].n).toBe(0);
    expect(await printPendingLetters(app.ctx, out, clock.now())).toEqual([]);
  });
});
