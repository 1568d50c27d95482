// Upgrades without a stop (docs/operations.md, "Upgrades without a stop"; docs/decisions.md, "Expand,
// then contract"). During a rollout the previous release and the new one serve side by side on one
// database. This file
// - checks that every migration after the previous release's last one says how that release keeps
//   working (`-- Expand:` or `-- Contract after <release>:`, src/server/db/releases.ts);
// - on PostgreSQL (the run under scripts/with-postgres.sh; the embedded database is one process's
//   own and has no rollout): compiles the previous release from git (src/server/db/releases.ts), starts
//   this checkout's server first (it migrates), then the previous release on the migrated database,
//   and sends two people through both, every step on the other server than the one before: register,
//   log in, save and resume a draft, prepare, sign and send, the confirmation's PDF, the refused second
//   declaration, wrong logins counted across both;
// - changes the tax-ID key while both serve (docs/operations.md, "Tax-ID key"): three rolling deploys
//   and `npm run tax-id-key:rekey` between them, a signed-in person left for the next run;
// - dumps the database with people signed in and finds no tax ID, in clear or in base64.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFileSync, execSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DeclarationStatusResponse, DraftResponse, MessageResponse, PrepareSummaryResponse, RetrieveXmlResponse, SendSignatureResponse } from '../../domain/api/schemas';
import { createLocalSigningData, openLocalSigningData, signDeclarationXml, type JeansProperties, type PfxDecryptInfo } from '../../domain/crypto/client';
import { pgTool } from '../backup';
import { openTaxIds } from '../app';
import { openDb } from '../db/index';
import { MIGRATION_KIND, PREVIOUS_RELEASE, RELEASES } from '../db/releases';
import { isClearTaxId } from '../taxIds';
import { formatIdNr } from '../../domain/validators/idNr';
import { createLoginCms } from './harness';
import { minimalDeclaration } from './kit/documents';
import { authenticateAs, HttpClient, randomIdNr, REPO_ROOT, startServerProcess, type ServerProcess } from './kit/remote';

const MODEL = 'ESt2025';
const postgres = process.env.DATABASE_URL;
const MIGRATIONS = path.join(REPO_ROOT, 'src/server/db/migrations');
const work = mkdtempSync(path.join(tmpdir(), 'ee-releases-'));
const keys = { DATA_KEY: randomBytes(32).toString('base64'), ACCESS_CODE_KEY: randomBytes(32).toString('base64') };
const running: ServerProcess[] = [];

afterAll(async () => {
  await Promise.all(running.map((server) => server.kill9()));
  rmSync(work, { recursive: true, force: true });
});

describe('migrations after the previous release', () => {
  const files = readdirSync(MIGRATIONS).filter((name) => /^\d{3}_.+\.sql$/.test(name)).sort();
  const newer = files.filter((name) => name > PREVIOUS_RELEASE.lastMigration);

  it('the releases are in order and each names a migration that exists', () => {
    for (const release of RELEASES) {
      expect(files, release.name).toContain(release.lastMigration);
      expect(release.commit, release.name).toMatch(/^[0-9a-f]{40}$/);
    }
    expect(RELEASES.map((r) => r.name)).toEqual(RELEASES.map((r) => r.name).sort());
  });

  it.each(newer.length > 0 ? newer : ['(none yet)'])('%s says how the previous release keeps working', (name) => {
    if (name === '(none yet)') return;
    const first = readFileSync(path.join(MIGRATIONS, name), 'utf8').split('\n')[0];
    const kind = MIGRATION_KIND.exec(first);
    expect(kind, `${name} must start with "-- Expand:" or "-- Contract after <release>:" (docs/operations.md, "Upgrades without a stop")`).not.toBeNull();
    // A contract removes only what no running release uses: the code that stopped using it shipped in the previous release or before.
    if (kind![2]) expect(RELEASES.map((r) => r.name)).toContain(kind![2]);
  });
});

/** The previous release's server, compiled from its commit: the path of its main.js, or why it cannot be had. */
function compilePreviousRelease(): { main: string } | { missing: string } {
  const git = (...args: string[]) => execFileSync('git', args, { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'pipe'] }).toString().trim();
  try {
    git('cat-file', '-e', `${PREVIOUS_RELEASE.commit}^{commit}`);
  } catch {
    let shallow = 'unknown';
    try {
      shallow = git('rev-parse', '--is-shallow-repository');
    } catch {
      return { missing: 'this folder is not a git clone' };
    }
    if (shallow === 'true') return { missing: `this clone is shallow and lacks the release's commit ${PREVIOUS_RELEASE.commit} (git fetch --unshallow)` };
    throw new Error(`the previous release's commit ${PREVIOUS_RELEASE.commit} is not in this repository (src/server/db/releases.ts)`);
  }
  const dir = path.join(work, `release-${PREVIOUS_RELEASE.name}`);
  mkdirSync(dir);
  execSync(`git archive ${PREVIOUS_RELEASE.commit} src scripts tsconfig.json package.json | tar -x -C ${JSON.stringify(dir)}`, { cwd: REPO_ROOT });
  symlinkSync(path.join(REPO_ROOT, 'node_modules'), path.join(dir, 'node_modules'));
  execFileSync(process.execPath, ['scripts/build-server.mjs'], { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] });
  return { main: path.join(dir, 'dist/server/main.js') };
}

const draftOf = (firstName: string) => minimalDeclaration({ firstName, lastName: 'Zweigleisig', birthDate: '1950-06-15' });

describe.skipIf(!postgres)('two releases side by side on one PostgreSQL database', () => {
  let previous: ServerProcess;
  let current: ServerProcess;
  let missing: string | undefined;
  let previousMain: string;
  let where: { databaseUrl: string; databaseSchema: string };
  /** Everyone who registered, with what is needed to log them in again and check their work. */
  const people: { idNr: string; code: string; name: string; xmlDataId: string; ticket: string }[] = [];
  const lockedOut: string[] = [];

  beforeAll(async () => {
    const compiled = compilePreviousRelease();
    if ('missing' in compiled) {
      missing = compiled.missing;
      console.warn(`\n!!! two-release test NOT RUN: ${missing}\n`);
      return;
    }
    previousMain = compiled.main;
    where = { databaseUrl: postgres!, databaseSchema: `t_releases_${randomBytes(4).toString('hex')}` };
    // The new release first: it migrates; the previous one then starts (or restarts) on the migrated schema.
    current = await startServerProcess({ ...where, dataDir: path.join(work, 'current'), env: keys });
    running.push(current);
    previous = await startServerProcess({ ...where, dataDir: path.join(work, 'previous'), env: keys, nodeArgs: ['--max-semi-space-size=4', compiled.main] });
    running.push(previous);
  }, 180_000);

  /** The client's calls go to `server` from now on (the load balancer picked another one). */
  const via = (client: HttpClient, server: ServerProcess) => {
    client.base = server.url;
    return client;
  };

  async function register(client: HttpClient): Promise<{ idNr: string; code: string }> {
    await client.get('/properties/global');
    const idNr = randomIdNr();
    const reg = await client.post<MessageResponse>('/users/register', { id: idNr, birthDate: '1950-06-15' });
    expect(reg.status).toBe(200);
    return { idNr, code: /EEZ-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}/.exec(reg.body.message)![0] };
  }

  /** The login's four calls, alternating between the two servers. */
  async function logIn(client: HttpClient, idNr: string, code: string, servers: [ServerProcess, ServerProcess]) {
    const [a, b] = servers;
    const jeans = await via(client, a).get<JeansProperties>('/properties/jeans');
    const nonce = await via(client, b).get<{ trustedRandom: string }>('/users/authentication/trustedRandom');
    const { cms, keyPair } = await createLoginCms({ idNr, accessCode: code, trustedRandom: nonce.body.trustedRandom, transportCertificatePem: jeans.body.transportCertificate });
    const auth = await via(client, a).post<{ certChain: string[] }>('/users/authentication/authenticate', { id: idNr, cms });
    expect(auth.status).toBe(200);
    const signing = await createLocalSigningData({ keyPair, certChain: auth.body.certChain as never });
    const finished = await via(client, b).post<{ loginTag: string }>('/users/authentication/finishAuthentication', signing.decryptInfo);
    expect(finished.status).toBe(200);
    loginTags.set(client, finished.body.loginTag);
    return signing.encryptedPfx;
  }

  /** Logs out as the tab that holds the login does (its login tag; the server keeps the login for any other tab). */
  async function logOut(client: HttpClient, server: ServerProcess) {
    const res = await fetch(`${server.url}/erklaerung/api/users/authentication/logout`, {
      method: 'POST',
      headers: { cookie: `ee_session=${client.cookie}`, 'x-csrf-token': client.csrf!, 'x-login-tag': loginTags.get(client)!, 'content-type': 'application/json' },
      body: JSON.stringify({ reason: 'userLogout' }),
    });
    expect(res.status).toBe(200);
  }
  const loginTags = new Map<HttpClient, string>();

  /** Prepare, fetch the XML, open the key, sign and send, alternating. */
  async function send(client: HttpClient, encryptedPfx: string, document: object, servers: [ServerProcess, ServerProcess]) {
    const [a, b] = servers;
    const prepared = await via(client, a).post<PrepareSummaryResponse>('/prepareSummaryPage', { formModelId: MODEL, dataModelId: `${MODEL}_v1`, formdata: JSON.stringify(document) });
    if (prepared.status !== 200) return { status: prepared.status };
    const xml = await via(client, b).post<RetrieveXmlResponse>('/users/sign/retrieveXml', { xmlDataId: prepared.body.xmlDataId });
    expect(xml.status).toBe(200);
    const info = await via(client, a).get<PfxDecryptInfo>('/users/sign/getPfxFileDecryptInfo');
    const { privateKey, certificate } = await openLocalSigningData(encryptedPfx, info.body);
    const signature = await signDeclarationXml({ xmlData: xml.body.xmlData, privateKey, certificate });
    const sent = await via(client, b).post<SendSignatureResponse>('/users/sign/sendSignature', { xmlDataId: prepared.body.xmlDataId, ...signature });
    return { status: sent.status, ticket: sent.body.transferticket, xmlDataId: prepared.body.xmlDataId };
  }

  async function pdfText(client: HttpClient, xmlDataId: string): Promise<string> {
    const pdf = await fetch(`${client.base}/erklaerung/api/summaryPdf/${xmlDataId}`, { headers: { cookie: `ee_session=${client.cookie}` } });
    expect(pdf.status).toBe(200);
    const file = path.join(work, `${xmlDataId}.pdf`);
    writeFileSync(file, Buffer.from(await pdf.arrayBuffer()));
    return execFileSync('pdftotext', [file, '-']).toString();
  }

  async function journey(first: ServerProcess, second: ServerProcess, name: string) {
    const both: [ServerProcess, ServerProcess] = [first, second];
    const client = new HttpClient(first.url);
    const { idNr, code } = await register(client);
    const encryptedPfx = await logIn(client, idNr, code, [second, first]);

    // A draft saved on one server resumes on the other, where the wizard stood included.
    const draft = draftOf(name);
    const progress = { current: 'bank', visited: ['filing', 'personA', 'taxIdentification', 'bank'] };
    expect((await via(client, first).post(`/drafts/${MODEL}`, { document: draft, progress })).status).toBe(200);
    const resumed = await via(client, second).get<DraftResponse>(`/drafts/${MODEL}`);
    expect(resumed.status).toBe(200);
    expect(resumed.body.document).toEqual(draft);
    const status = await via(client, first).get<DeclarationStatusResponse>('/declarations/status');
    expect(status.body.years.find((y) => y.formModelName === MODEL)?.draft?.screen).toBe('bank');
    const changed = { ...draft, donations: { has: 'no' }, bank: { ...draft.bank, holder: `${name} Geändert` } };
    expect((await via(client, second).post(`/drafts/${MODEL}`, { document: changed, progress })).status).toBe(200);
    expect((await via(client, first).get<DraftResponse>(`/drafts/${MODEL}`)).body.document).toEqual(changed);

    // Sent across both; the confirmation's PDF from either; no second declaration of the year on either.
    // Signed on the other server than the login's: the session's client certificate, as one release wrote it, read by the other.
    const sent = await send(client, encryptedPfx, changed, [second, first]);
    expect(sent.status).toBe(200);
    expect(sent.ticket).toMatch(/\S/);
    for (const server of both) {
      const text = await pdfText(via(client, server), sent.xmlDataId!);
      expect(text).toContain(sent.ticket!);
      expect(text).toContain(`${name} Geändert`);
    }
    expect((await send(client, encryptedPfx, draftOf(`${name}Zwei`), [second, first])).status).toBe(409);
    await logOut(client, second);
    people.push({ idNr, code, name, xmlDataId: sent.xmlDataId!, ticket: sent.ticket! });
  }

  /** The person keys as the database holds them. */
  async function storedKeys(): Promise<string[]> {
    const db = await openDb({ databaseUrl: where.databaseUrl, schema: where.databaseSchema, dataDir: path.join(work, 'inspect') });
    try {
      return (await db.query<{ id_nr: string }>('SELECT id_nr FROM users ORDER BY created_at')).map((r) => r.id_nr);
    } finally {
      await db.close();
    }
  }

  it('a person who starts on the previous release finishes on the new one, and the other way round', async ({ skip }) => {
    if (missing) skip(missing);
    await journey(previous, current, 'Alt');
    await journey(current, previous, 'Neu');
  }, 120_000);

  it('wrong logins count on both: the fifth locks the tax ID on either', async ({ skip }) => {
    if (missing) skip(missing);
    const client = new HttpClient(previous.url);
    const { idNr, code } = await register(client);
    lockedOut.push(idNr);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      statuses.push((await authenticateAs(via(client, attempt % 2 ? current : previous), idNr, 'EEZ-AAAA-BBBB-CCCC')).auth.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 423]);
    for (const server of [previous, current]) expect((await authenticateAs(via(client, server), idNr, code)).auth.status).toBe(423);
  }, 60_000);

  /** A rolling deploy of a new configuration: one server after the other, the previous release first. */
  async function redeploy(env: Record<string, string>) {
    await previous.stop();
    previous = await startServerProcess({ ...where, dataDir: path.join(work, 'previous'), env: { ...keys, ...env }, nodeArgs: ['--max-semi-space-size=4', previousMain] });
    running.push(previous);
    await current.stop();
    current = await startServerProcess({ ...where, dataDir: path.join(work, 'current'), env: { ...keys, ...env } });
    running.push(current);
  }

  /** `npm run tax-id-key:rekey` beside the servers, one round (no pause); answers its output and exit code. */
  function rekeyCommand(env: Record<string, string>): { output: string; code: number } {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/cli/taxIdKeyRekey.ts'], {
      cwd: REPO_ROOT,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', DATABASE_URL: where.databaseUrl, DATABASE_SCHEMA: where.databaseSchema, DATA_DIR: path.join(work, 'rekey'), ...keys, ...env, TAX_ID_REKEY_ROUNDS: '1' },
      encoding: 'utf8',
    });
    return { output: `${run.stdout}${run.stderr}`, code: run.status ?? -1 };
  }

  /** Everyone a release registered during this test (their tax IDs must not be in a dump). */
  const lateComers: string[] = [];

  it('a new tax-ID key while both releases serve: people are found under either key, re-keyed beside the servers, and go on working on both', async ({ skip }) => {
    if (missing) skip(missing);
    const before = openTaxIds({}, Buffer.from(keys.ACCESS_CODE_KEY, 'base64')).ownPrefix;
    const NEW = randomBytes(32).toString('base64');
    const after = openTaxIds({ taxIdKey: NEW }, Buffer.alloc(32)).ownPrefix;
    // Both releases register under the keyed hash (the derived key): 'Alt', 'Neu' and the locked person.
    expect((await storedKeys()).map((key) => key.startsWith(before))).toEqual([true, true, true]);
    expect(isClearTaxId((await storedKeys())[0])).toBe(false);

    // 1. Every server finds people under the new key too, and still registers under the key before.
    await redeploy({ TAX_ID_KEY_OTHER: NEW });
    // A person logs in on the previous release and stays signed in through what follows: while a request
    // of theirs may be in flight under their key, nothing re-keys them.
    const signedIn = new HttpClient(previous.url);
    await signedIn.get('/properties/global');
    await logIn(signedIn, people[0].idNr, people[0].code, [previous, current]);
    // 2. Every server registers under the new key and finds people under the one before. (The previous
    // release also re-keys from the key before at its start; this one leaves that to the command.)
    await redeploy({ TAX_ID_KEY: NEW, TAX_ID_KEY_OTHER: 'derived' });
    const late = new HttpClient(previous.url);
    lateComers.push((await register(late)).idNr);
    expect((await storedKeys()).map((key) => key.startsWith(after)).at(-1)).toBe(true);

    const first = rekeyCommand({ TAX_ID_KEY: NEW, TAX_ID_KEY_OTHER: 'derived' });
    expect(first.output).toContain('1 people were signed in at every round: run this again later');
    expect(first.code, first.output).toBe(3);
    // Everyone but the signed-in person ('Alt', registered first) is under the new key.
    expect((await storedKeys()).map((key) => key.startsWith(after))).toEqual([false, true, true, true]);
    expect((await storedKeys())[0].startsWith(before)).toBe(true);
    // Still served under the key before, on both.
    expect((await via(signedIn, current).get<DraftResponse>(`/drafts/${MODEL}`)).body.document).toMatchObject({ bank: { holder: 'Alt Geändert' } });
    await logOut(signedIn, current);
    const second = rekeyCommand({ TAX_ID_KEY: NEW, TAX_ID_KEY_OTHER: 'derived' });
    expect(second.output).toContain('Round 1: 1 people given the key');
    expect(second.code, second.output).toBe(0);
    expect(second.output).toContain(`Every person is under the key ${after}`);
    expect((await storedKeys()).every((key) => key.startsWith(after))).toBe(true);

    // 3. The key before is removed; both releases serve everyone.
    await redeploy({ TAX_ID_KEY: NEW });
    for (const [index, person] of people.entries()) {
      const server = index % 2 ? previous : current;
      const client = new HttpClient(server.url);
      await client.get('/properties/global');
      const encryptedPfx = await logIn(client, person.idNr, person.code, [server, index % 2 ? current : previous]);
      const draft = await via(client, server).get<DraftResponse>(`/drafts/${MODEL}`);
      expect(draft.body.document).toMatchObject({ bank: { holder: `${person.name} Geändert` } });
      const text = await pdfText(via(client, server), person.xmlDataId);
      expect(text).toContain(person.ticket);
      // The summary's sealed values, bound to the person's new key, with the person's tax ID in it.
      expect([person.idNr, formatIdNr(person.idNr)].some((shown) => text.replace(/\s+/g, ' ').includes(shown)), `tax ID in the PDF of ${person.name}`).toBe(true);
      expect((await send(client, encryptedPfx, draftOf(`${person.name}Drei`), [server, server])).status).toBe(409);
      await logOut(client, server);
    }
    // The lock of five wrong logins moved with its person.
    expect((await authenticateAs(new HttpClient(current.url), lockedOut[0], 'EEZ-AAAA-BBBB-CCCC')).auth.status).toBe(423);
    // A server given only the key before would not find them: it refuses to start.
    await expect(startServerProcess({ ...where, dataDir: path.join(work, 'stale'), env: keys, startTimeoutMs: 30_000 })).rejects.toThrow(/neither TAX_ID_KEY nor TAX_ID_KEY_OTHER/);
  }, 240_000);

  it('a dump of the database holds no tax ID, neither in clear nor in base64, while people are signed in', async ({ skip }) => {
    if (missing) skip(missing);
    // Signed in, with the key to sign saved: the sessions hold their client certificates (this release
    // seals them; the previous one still wrote them in clear, kept until its sessions end).
    for (const person of people) {
      const client = new HttpClient(current.url);
      await client.get('/properties/global');
      await logIn(client, person.idNr, person.code, [current, current]);
    }
    const dump = execFileSync(pgTool('pg_dump'), ['--data-only', '--no-owner', `--schema=${where.databaseSchema}`, where.databaseUrl], { maxBuffer: 64 << 20 }).toString();
    expect(dump).toContain('COPY ' + where.databaseSchema + '.users');
    // Every long base64 value decoded too (certificates, key chains): the tax ID is the client certificate's name.
    const decoded = [...dump.matchAll(/[A-Za-z0-9+/_-]{40,}={0,2}/g)].map((m) => Buffer.from(m[0], m[0].includes('-') || m[0].includes('_') ? 'base64url' : 'base64').toString('latin1'));
    const taxIds = [...people.map((person) => person.idNr), ...lockedOut, ...lateComers];
    expect(taxIds).toHaveLength(4);
    const found = taxIds.filter((idNr) => dump.includes(idNr) || decoded.some((text) => text.includes(idNr)));
    expect(found).toEqual([]);
  });

  it('neither server logged an error', ({ skip }) => {
    if (missing) skip(missing);
    for (const server of [previous, current]) expect(server.output()).not.toMatch(/"level":(50|60)/);
  });
});
