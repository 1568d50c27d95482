// GET /api/declarations/status (docs/api.md): what the year screen knows per year before the wizard
// starts: whether this login's access code already sent that year's declaration, and the saved draft
// with where the wizard stood (issue 34). The draft's progress is saved with it, sealed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CurrentDeclarationResponse,
  DeclarationStatusResponse,
  DraftResponse,
  ErrorBody,
  ModelsResponse,
  PrepareSummaryResponse,
  RetrieveXmlResponse,
  SendSignatureResponse,
} from '../../domain/api/schemas';
import { openLocalSigningData, signDeclarationXml, type PfxDecryptInfo } from '../../domain/crypto/client';
import type { BuiltServer } from '../app';
import type { ServerConfig } from '../config';
import type { DraftRow } from '../db/index';
import { message } from '../messages';
import { Clock, stopServer, TestClient, login, nextIdNr, register, startServer } from './harness';
import { minimalDeclaration } from './kit/documents';

let app: BuiltServer;
let config: ServerConfig;
let clock: Clock;
let models: ModelsResponse['models'];
const MODEL = 'ESt2025';

interface Login {
  client: TestClient;
  idNr: string;
  code: string;
  encryptedPfx: string;
}

async function newPerson(): Promise<Login> {
  const idNr = nextIdNr();
  const code = await register(await new TestClient(app).start(), idNr, '1949-04-12');
  return logIn(idNr, code);
}

async function logIn(idNr: string, code: string): Promise<Login> {
  const client = await new TestClient(app).start();
  const result = await login(client, idNr, code);
  expect(result.finish?.status).toBe(200);
  return { client, idNr, code, encryptedPfx: result.signing!.encryptedPfx };
}

const status = (user: Login) => user.client.get<DeclarationStatusResponse>('/declarations/status');
const yearOf = (body: DeclarationStatusResponse, formModelName = MODEL) => body.years.find((y) => y.formModelName === formModelName)!;

/** Prepares, signs and sends this person's declaration of `formModelName`. */
async function sendDeclaration(user: Login, formModelName = MODEL) {
  const model = models.find((m) => m.formModelName === formModelName)!;
  const formdata = JSON.stringify(minimalDeclaration({ idNr: user.idNr, firstName: 'Erika', lastName: 'Muster', birthDate: '1949-04-12' }));
  const prepared = await user.client.post<PrepareSummaryResponse>('/prepareSummaryPage', { formModelId: model.formModelName, dataModelId: model.dataModelNames![0], formdata });
  expect(prepared.status).toBe(200);
  const { xmlDataId } = prepared.body;
  const [xml, info] = await Promise.all([
    user.client.post<RetrieveXmlResponse>('/users/sign/retrieveXml', { xmlDataId }),
    user.client.get<PfxDecryptInfo>('/users/sign/getPfxFileDecryptInfo'),
  ]);
  const { privateKey, certificate } = await openLocalSigningData(user.encryptedPfx, info.body);
  const signature = await signDeclarationXml({ xmlData: xml.body.xmlData, privateKey, certificate });
  expect((await user.client.post<SendSignatureResponse>('/users/sign/sendSignature', { xmlDataId, ...signature })).status).toBe(200);
}

const storedProgress = async (idNr: string, formModelName = MODEL) =>
  (await app.ctx.db.query<Pick<DraftRow, 'progress'>>('SELECT progress FROM drafts WHERE id_nr = $1 AND form_model_name = $2', [app.ctx.taxIds.personKey(idNr), formModelName]))[0]?.progress;

beforeAll(async () => {
  ({ app, config, clock } = await startServer());
  models = (await (await new TestClient(app).start()).get<ModelsResponse>('/models')).body.models;
  expect(models.map((m) => m.formModelName)).toContain(MODEL);
});
afterAll(async () => {
  await stopServer(app, config);
});

describe('GET /api/declarations/status', () => {
  it('answers 401 without a completed login', async () => {
    const anonymous = await new TestClient(app).start();
    const refused = await anonymous.get<ErrorBody>('/declarations/status');
    expect(refused.status).toBe(401);
    expect(refused.body.detailMessage).toBeTruthy();
    // Logged out again: refused as well.
    const user = await newPerson();
    expect((await user.client.post('/users/authentication/logout', { reason: 'userLogout' })).status).toBe(200);
    expect((await status(user)).status).toBe(401);
  });

  it('lists every year of GET /models: nothing spent, no draft for a new person', async () => {
    const user = await newPerson();
    const answer = await status(user);
    expect(answer.status).toBe(200);
    expect(answer.body.years).toEqual(models.map((m) => ({ formModelName: m.formModelName, codeSpent: false, draft: null })));
  });

  it('shows the draft with the screen and the screens visited of its last save, and keeps them through saves without progress', async () => {
    const user = await newPerson();
    const document = { filing: { joint: 'no' }, donations: { has: 'yes' } };
    const progress = { current: 'donations', visited: ['filing', 'personA', 'taxIdentification', 'bank', 'knownData', 'donationsQuestion', 'donations'] };
    const saved = await user.client.post<DraftResponse>(`/drafts/${MODEL}`, { document, progress });
    expect(saved.status).toBe(200);
    const first = yearOf((await status(user)).body);
    expect(first).toEqual({ formModelName: MODEL, codeSpent: false, draft: { savedAt: clock.now().toISOString(), screen: 'donations', visited: progress.visited } });
    // Only the year of the draft has one.
    expect((await status(user)).body.years.filter((y) => y.draft !== null).map((y) => y.formModelName)).toEqual([MODEL]);

    // A later save without progress (the summary's own save, an older tab) keeps the progress.
    clock.advance(60_000);
    expect((await user.client.post(`/drafts/${MODEL}`, { document })).status).toBe(200);
    const kept = yearOf((await status(user)).body).draft!;
    expect(kept).toEqual({ savedAt: clock.now().toISOString(), screen: 'donations', visited: progress.visited });

    // Names the model does not have are dropped, not stored; the document is saved all the same.
    expect((await user.client.post(`/drafts/${MODEL}`, { document, progress: { current: 'medicalQuestion', visited: ['filing', 'noSuchScreen', 'filing'] } })).status).toBe(200);
    expect(yearOf((await status(user)).body).draft).toMatchObject({ screen: 'medicalQuestion', visited: ['filing'] });
    expect((await user.client.post(`/drafts/${MODEL}`, { document, progress: { current: 'noSuchScreen', visited: [] } })).status).toBe(200);
    expect(yearOf((await status(user)).body).draft).toMatchObject({ screen: 'medicalQuestion', visited: ['filing'] });
  });

  it('migration 007 is expand only: the release before saves and reads drafts with its own statements, and the progress stays', async () => {
    const user = await newPerson();
    const progress = { current: 'bank', visited: ['filing', 'personA', 'taxIdentification', 'bank'] };
    expect((await user.client.post(`/drafts/${MODEL}`, { document: { filing: { joint: 'no' } }, progress })).status).toBe(200);
    const sealed = (await app.ctx.db.query<Pick<DraftRow, 'document'>>('SELECT document FROM drafts WHERE id_nr = $1 AND form_model_name = $2', [app.ctx.taxIds.personKey(user.idNr), MODEL]))[0].document;
    // The statements of release 006, word for word (routes/drafts.ts before issue 34).
    clock.advance(60_000);
    await app.ctx.db.query(
      `INSERT INTO drafts (id_nr, form_model_name, document, saved_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (id_nr, form_model_name) DO UPDATE SET document = EXCLUDED.document, saved_at = EXCLUDED.saved_at`,
      [app.ctx.taxIds.personKey(user.idNr), MODEL, sealed, clock.now()],
    );
    const read = await app.ctx.db.query<Pick<DraftRow, 'document' | 'saved_at'>>('SELECT document, saved_at FROM drafts WHERE id_nr = $1 AND form_model_name = $2 AND saved_at >= $3', [
      app.ctx.taxIds.personKey(user.idNr),
      MODEL,
      new Date(0),
    ]);
    expect(read).toHaveLength(1);
    expect(yearOf((await status(user)).body).draft).toEqual({ savedAt: clock.now().toISOString(), screen: progress.current, visited: progress.visited });
  });

  it('a draft saved without any progress is shown without a screen', async () => {
    const user = await newPerson();
    expect((await user.client.post(`/drafts/${MODEL}`, { document: { filing: { joint: 'no' } } })).status).toBe(200);
    expect(yearOf((await status(user)).body).draft).toEqual({ savedAt: clock.now().toISOString(), screen: null, visited: [] });
  });

  it('stores the progress sealed: no screen name in the table', async () => {
    const user = await newPerson();
    const progress = { current: 'disability', visited: ['filing', 'disabilityQuestion', 'disability'] };
    expect((await user.client.post(`/drafts/${MODEL}`, { document: { filing: { joint: 'no' } }, progress })).status).toBe(200);
    const stored = await storedProgress(user.idNr);
    expect(stored).toMatch(/^v1:/);
    expect(stored).not.toMatch(/disab/i);
    expect(yearOf((await status(user)).body).draft).toMatchObject({ screen: 'disability', visited: progress.visited });
  });

  it('never shows another person’s draft or progress, also when a sealed progress is moved to another row', async () => {
    const owner = await newPerson();
    const other = await newPerson();
    expect((await owner.client.post(`/drafts/${MODEL}`, { document: { filing: { joint: 'yes' } }, progress: { current: 'personB', visited: ['filing', 'personA', 'personB'] } })).status).toBe(200);
    expect((await status(other)).body.years.every((y) => y.draft === null)).toBe(true);
    expect(yearOf((await status(owner)).body).draft?.screen).toBe('personB');

    // The other person's own draft, then the owner's sealed progress copied into it: it does not open there.
    expect((await other.client.post(`/drafts/${MODEL}`, { document: { filing: { joint: 'no' } } })).status).toBe(200);
    await app.ctx.db.query('UPDATE drafts SET progress = $1 WHERE id_nr = $2 AND form_model_name = $3', [await storedProgress(owner.idNr), app.ctx.taxIds.personKey(other.idNr), MODEL]);
    const seen = yearOf((await status(other)).body).draft;
    expect(seen).toEqual({ savedAt: clock.now().toISOString(), screen: null, visited: [] });
  });

  it('a draft past the 25 days of retention is not shown', async () => {
    const user = await newPerson();
    expect((await user.client.post(`/drafts/${MODEL}`, { document: {}, progress: { current: 'bank', visited: ['filing', 'bank'] } })).status).toBe(200);
    clock.advance(26 * 86_400_000);
    // A new login (the first session has ended by then): the code is still valid (140 days after arrival).
    const fresh = await logIn(user.idNr, user.code);
    expect(yearOf((await status(fresh)).body).draft).toBeNull();
  });

  it('says which years this login’s access code has sent, and a new access code has sent none', async () => {
    const user = await newPerson();
    expect((await user.client.post(`/drafts/${MODEL}`, { document: {}, progress: { current: 'review', visited: ['filing', 'review'] } })).status).toBe(200);
    await sendDeclaration(user);
    const after = (await status(user)).body;
    expect(after.years.filter((y) => y.codeSpent).map((y) => y.formModelName)).toEqual([MODEL]);
    // The summary's save kept the progress.
    expect(yearOf(after).draft?.screen).toBe('review');

    // Another login with the same code: spent too.
    const again = await logIn(user.idNr, user.code);
    expect(yearOf((await status(again)).body).codeSpent).toBe(true);

    // A new code (registerAgain) and a login with it: nothing spent.
    const ordered = await again.client.post<{ message: string }>('/users/registerAgain', {});
    expect(ordered.status).toBe(200);
    const newCode = /EEZ-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}/.exec(ordered.body.message)![0];
    const fresh = await logIn(user.idNr, newCode);
    expect((await status(fresh)).body.years.every((y) => !y.codeSpent)).toBe(true);
    // The old login keeps its spent code.
    expect(yearOf((await status(user)).body).codeSpent).toBe(true);
  });
});

describe('POST /api/drafts/:formModelName with progress', () => {
  const bad: [string, unknown][] = [
    ['a string', 'filing'],
    ['no current screen', { visited: ['filing'] }],
    ['a number as screen', { current: 5, visited: [] }],
    ['visited not a list', { current: 'filing', visited: 'filing' }],
    ['a screen name with other characters', { current: 'filing<script>', visited: [] }],
    ['an empty screen name', { current: '', visited: [] }],
    ['a screen name too long', { current: `a${'b'.repeat(100)}`, visited: [] }],
    ['too many visited screens', { current: 'filing', visited: Array.from({ length: 201 }, () => 'filing') }],
    ['null', null],
  ];
  it.each(bad)('refuses %s with a clear 400, and stores nothing', async (_, progress) => {
    const user = await newPerson();
    const answer = await user.client.post<ErrorBody>(`/drafts/${MODEL}`, { document: { filing: { joint: 'no' } }, progress });
    expect(answer.status).toBe(400);
    // Which value is wrong: the required-parameter message names it; any other says the request does not fit.
    expect([message('de', 'invalidBody'), message('de', 'requiredParameter', { name: 'progress.current' })]).toContain(answer.body.detailMessage);
    expect(answer.body.unexpected).toBeUndefined();
    expect(yearOf((await status(user)).body).draft).toBeNull();
  });
});

describe('GET /api/declarations/current/{formModelName}', () => {
  const current = (user: Login, formModelName = MODEL) => user.client.get<CurrentDeclarationResponse>(`/declarations/current/${formModelName}`);

  it('answers 401 without a login and 404 for a model that does not exist', async () => {
    const anonymous = await new TestClient(app).start();
    expect((await anonymous.get(`/declarations/current/${MODEL}`)).status).toBe(401);
    const user = await newPerson();
    expect((await current(user, 'ESt1999')).status).toBe(404);
  });

  it('gives the summary as last prepared until it is sent, then the declaration this login sent; never another person\'s', async () => {
    const user = await newPerson();
    expect((await current(user)).body).toEqual({ summary: null, confirmation: null });
    const model = models.find((m) => m.formModelName === MODEL)!;
    const formdata = JSON.stringify(minimalDeclaration({ idNr: user.idNr, firstName: 'Erika', lastName: 'Muster', birthDate: '1949-04-12' }));
    const first = await user.client.post<PrepareSummaryResponse>('/prepareSummaryPage', { formModelId: MODEL, dataModelId: model.dataModelNames![0], formdata });
    clock.advance(1_000);
    const second = await user.client.post<PrepareSummaryResponse>('/prepareSummaryPage', { formModelId: MODEL, dataModelId: model.dataModelNames![0], formdata });
    const prepared = (await current(user)).body;
    // The newest one (the earlier is replaced), with its HTML and the estimate of its document.
    expect(prepared.summary).toMatchObject({ xmlDataId: second.body.xmlDataId, html: second.body.html });
    expect(prepared.summary!.xmlDataId).not.toBe(first.body.xmlDataId);
    expect(prepared.summary!.estimate).toMatchObject({ totalTaxCents: expect.any(Number) });
    expect(prepared.confirmation).toBeNull();

    // Someone else sees only their own (nothing).
    const other = await newPerson();
    expect((await current(other)).body).toEqual({ summary: null, confirmation: null });

    await sendDeclaration(user);
    const sent = (await current(user)).body;
    expect(sent.summary).toBeNull();
    expect(sent.confirmation).toMatchObject({ transferticket: expect.any(String), formTitle: expect.any(String), transferDate: expect.any(String) });
  });
});
