// One declaration per access code and year (docs/security.md): a second prepare → sign → send with the
// same code is refused with a clear, translated error, also across two tabs, two logins and concurrent
// requests; the unique index is what decides, not only the check before it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ModelsResponse, PrepareSummaryResponse, RetrieveXmlResponse, SendSignatureResponse } from '../../domain/api/schemas';
import { openLocalSigningData, signDeclarationXml, type PfxDecryptInfo } from '../../domain/crypto/client';
import type { BuiltServer } from '../app';
import type { ServerConfig } from '../config';
import type { CountRow, SubmissionRow } from '../db/index';
import { stopServer, TestClient, login, nextIdNr, register, startServer, type AnswerOrError } from './harness';
import { minimalDeclaration } from './kit/documents';

let app: BuiltServer;
let config: ServerConfig;
let models: ModelsResponse['models'];

interface Login {
  client: TestClient;
  idNr: string;
  encryptedPfx: string;
}

async function logIn(idNr: string, code: string): Promise<Login> {
  const client = await new TestClient(app).start();
  const result = await login(client, idNr, code);
  expect(result.finish?.status).toBe(200);
  return { client, idNr, encryptedPfx: result.signing!.encryptedPfx };
}

async function newPerson(): Promise<{ idNr: string; code: string }> {
  const client = await new TestClient(app).start();
  const idNr = nextIdNr();
  return { idNr, code: await register(client, idNr, '1949-04-12') };
}

const declaration = (idNr: string) => minimalDeclaration({ idNr, firstName: 'Erika', lastName: 'Muster', birthDate: '1949-04-12' });

/** The newest year by default; `year` picks another model of the list. */
function prepare(user: Login, { year = -1, language = 'de' }: { year?: number; language?: string } = {}) {
  const model = models.at(year)!;
  return user.client.post<AnswerOrError<PrepareSummaryResponse>>(
    '/prepareSummaryPage',
    { formModelId: model.formModelName, dataModelId: model.dataModelNames![0], formdata: JSON.stringify(declaration(user.idNr)) },
    { headers: { 'accept-language': language } },
  );
}

async function signed(user: Login, xmlDataId: string) {
  const [xml, info] = await Promise.all([
    user.client.post<RetrieveXmlResponse>('/users/sign/retrieveXml', { xmlDataId }),
    user.client.get<PfxDecryptInfo>('/users/sign/getPfxFileDecryptInfo'),
  ]);
  expect(xml.status).toBe(200);
  const { privateKey, certificate } = await openLocalSigningData(user.encryptedPfx, info.body);
  return { xmlDataId, ...(await signDeclarationXml({ xmlData: xml.body.xmlData, privateKey, certificate })) };
}

function send(user: Login, signature: Awaited<ReturnType<typeof signed>>, language = 'de') {
  return user.client.post<AnswerOrError<SendSignatureResponse>>('/users/sign/sendSignature', signature, { headers: { 'accept-language': language } });
}

/**
 * Two live summaries of this year for one person, as two tabs or two logins that prepared at the same
 * moment leave them (a later prepare otherwise replaces an earlier unsubmitted one): the second is
 * prepared for another year and then filed under this year's model, its stored texts untouched.
 */
async function twoSummariesOfThisYear(first: Login, second: Login): Promise<[string, string]> {
  const a = await prepare(first);
  const b = await prepare(second, { year: -2 });
  expect([a.status, b.status]).toEqual([200, 200]);
  await app.ctx.db.query('UPDATE summaries SET form_model_name = $2 WHERE xml_data_id = $1', [b.body.xmlDataId, models.at(-1)!.formModelName]);
  return [a.body.xmlDataId!, b.body.xmlDataId!];
}

async function submissionsOf(idNr: string): Promise<number> {
  return (await app.ctx.db.query<CountRow>('SELECT count(*)::int AS n FROM submissions WHERE id_nr = $1', [app.ctx.taxIds.personKey(idNr)]))[0].n;
}

const SPENT_DE = 'Mit diesem Freischaltcode wurde die Steuererklärung für dieses Jahr schon abgeschickt.';
const SPENT_EN = 'The tax return for this year has already been sent with this access code.';

beforeAll(async () => {
  ({ app, config } = await startServer());
  const client = await new TestClient(app).start();
  models = (await client.get<ModelsResponse>('/models')).body.models;
  expect(models.length).toBeGreaterThanOrEqual(2);
});
afterAll(async () => {
  await stopServer(app, config);
});

describe('one declaration per access code and year', () => {
  it('after a submission, the same login can neither prepare nor send this year again (409, German and English)', async () => {
    const person = await newPerson();
    const user = await logIn(person.idNr, person.code);
    // A second tab prepared the same year before the first one sent.
    const [first, otherTab] = await twoSummariesOfThisYear(user, user);
    const sent = await send(user, await signed(user, first));
    expect(sent.status).toBe(200);
    // The confirmation's own retry stays idempotent.
    const retry = await send(user, await signed(user, first));
    expect(retry.status).toBe(200);
    expect(retry.body.transferticket).toBe(sent.body.transferticket);

    const again = await prepare(user);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('accessCodeUsed');
    expect(again.body.detailMessage).toContain(SPENT_DE);
    const againEn = await prepare(user, { language: 'en' });
    expect(againEn.status).toBe(409);
    expect(againEn.body.detailMessage).toContain(SPENT_EN);

    // The other tab's declaration is refused before it is stored, in the asked-for language.
    const refused = await send(user, await signed(user, otherTab), 'en');
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('accessCodeUsed');
    expect(refused.body.detailMessage).toContain(SPENT_EN);
    const refusedDe = await send(user, await signed(user, otherTab), 'de');
    expect(refusedDe.status).toBe(409);
    expect(refusedDe.body.detailMessage).toContain(SPENT_DE);
    expect(await submissionsOf(person.idNr)).toBe(1);
  });

  it('a second login with the spent code is refused too', async () => {
    const person = await newPerson();
    const first = await logIn(person.idNr, person.code);
    const prepared = await prepare(first);
    expect((await send(first, await signed(first, prepared.body.xmlDataId!))).status).toBe(200);
    const second = await logIn(person.idNr, person.code);
    const again = await prepare(second);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('accessCodeUsed');
    expect(await submissionsOf(person.idNr)).toBe(1);
  });

  it('two logins sending two declarations of one year at the same moment: one is stored, the other refused', async () => {
    const person = await newPerson();
    const a = await logIn(person.idNr, person.code);
    const b = await logIn(person.idNr, person.code);
    const [xa, xb] = await twoSummariesOfThisYear(a, b);
    const [sa, sb] = [await signed(a, xa), await signed(b, xb)];
    const answers = await Promise.all([send(a, sa), send(b, sb)]);
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409]);
    expect(answers.find((r) => r.status === 409)!.body.code).toBe('accessCodeUsed');
    expect(await submissionsOf(person.idNr)).toBe(1);
  });

  it('the database refuses a second submission of a code and year even when the checks are stepped around', async () => {
    const person = await newPerson();
    const user = await logIn(person.idNr, person.code);
    const prepared = await prepare(user);
    expect((await send(user, await signed(user, prepared.body.xmlDataId!))).status).toBe(200);
    const stored = (
      await app.ctx.db.query<Pick<SubmissionRow, 'access_code_id' | 'form_model_name'>>('SELECT access_code_id, form_model_name FROM submissions WHERE id_nr = $1', [
        app.ctx.taxIds.personKey(person.idNr),
      ])
    )[0];
    expect(stored.access_code_id).toBeTruthy();
    expect(stored.form_model_name).toBe(models.at(-1)!.formModelName);
    // A second summary row to hang a forged submission on.
    await app.ctx.db.query(
      `INSERT INTO summaries (xml_data_id, id_nr, form_model_name, document, locale, html, xml, created_at)
       SELECT 'forgedforgedforgedforgedforged01', id_nr, form_model_name, document, locale, html, xml, created_at FROM summaries WHERE xml_data_id = $1`,
      [prepared.body.xmlDataId],
    );
    await expect(
      app.ctx.db.query(
        `INSERT INTO submissions (xml_data_id, id_nr, signed_xml, signature_hash, transfer_ticket, transfer_date, form_title, submitted_at, access_code_id, form_model_name)
         VALUES ('forgedforgedforgedforgedforged01', $1, 'x', 'x', 'ET-forged', 'x', 'x', now(), $2, $3)`,
        [app.ctx.taxIds.personKey(person.idNr), stored.access_code_id, stored.form_model_name],
      ),
    ).rejects.toThrow(/submissions_one_per_code|duplicate key|unique/i);
  });

  it('the same code still sends the declaration of another year', async () => {
    const person = await newPerson();
    const user = await logIn(person.idNr, person.code);
    const thisYear = await prepare(user);
    expect((await send(user, await signed(user, thisYear.body.xmlDataId!))).status).toBe(200);
    const lastYear = await prepare(user, { year: -2 });
    expect(lastYear.status).toBe(200);
    expect((await send(user, await signed(user, lastYear.body.xmlDataId!))).status).toBe(200);
    expect(await submissionsOf(person.idNr)).toBe(2);
  });

  it('a new access code (registerAgain) sends a fresh declaration of the same year', async () => {
    const person = await newPerson();
    const user = await logIn(person.idNr, person.code);
    const first = await prepare(user);
    expect((await send(user, await signed(user, first.body.xmlDataId!))).status).toBe(200);
    const ordered = await user.client.post<{ message: string }>('/users/registerAgain', {});
    expect(ordered.status).toBe(200);
    const newCode = /EEZ-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}/.exec(ordered.body.message)![0];
    // The old login keeps its spent code.
    expect((await prepare(user)).status).toBe(409);
    const fresh = await logIn(person.idNr, newCode);
    const second = await prepare(fresh);
    expect(second.status).toBe(200);
    expect((await send(fresh, await signed(fresh, second.body.xmlDataId!))).status).toBe(200);
    expect(await submissionsOf(person.idNr)).toBe(2);
  });
});
