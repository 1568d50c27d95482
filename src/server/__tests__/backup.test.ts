// Backup and restore, drilled (docs/operations.md, "Backup and restore"): people's work goes into a
// backup (`npm run backup`'s code), the backup is restored into another database (`npm run restore`'s),
// and a real server on the restored copy serves what the original served: a draft resumes where the
// backup was taken, a sent declaration's PDF (with its transfer ticket) and XML open, a code that sent
// its declaration cannot send again, and a tax ID locked by wrong logins stays locked.
// On the embedded database (PGlite) the backup is taken from a running server and from a stopped one;
// on PostgreSQL (the run under scripts/with-postgres.sh) with pg_dump while the server serves.
import { afterAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DraftResponse, RetrieveXmlResponse, SendSignatureResponse } from '../../domain/api/schemas';
import { openLocalSigningData, signDeclarationXml, type PfxDecryptInfo } from '../../domain/crypto/client';
import { openTaxIds } from '../app';
import { backup, claimDataDir, FolderInUseError, restore } from '../backup';
import { DataCipher, parseDataKey } from '../dataKey';
import { openDb } from '../db/index';
import { openDraftDocument } from '../sealedData';
import { minimalDeclaration } from './kit/documents';
import { authenticateAs, HttpClient, loginAs, registerAndLogin, sendDeclaration, startServerProcess, type ServerProcess } from './kit/remote';

const MODEL = 'ESt2025';
const postgres = process.env.DATABASE_URL;
const work = mkdtempSync(path.join(tmpdir(), 'ee-backup-'));
const keys = { DATA_KEY: randomBytes(32).toString('base64'), ACCESS_CODE_KEY: randomBytes(32).toString('base64') };
const running: ServerProcess[] = [];

afterAll(async () => {
  await Promise.all(running.map((server) => server.kill9()));
  rmSync(work, { recursive: true, force: true });
});

async function serve(options: { dataDir: string; databaseUrl?: string; databaseSchema?: string; env?: Record<string, string> }): Promise<ServerProcess> {
  const server = await startServerProcess({ ...options, env: { ...keys, ...options.env } });
  running.push(server);
  return server;
}

const draftOf = (firstName: string) => minimalDeclaration({ firstName, lastName: 'Sicherung', birthDate: '1950-06-15' });

interface World {
  sender: { idNr: string; code: string; xmlDataId: string; ticket: string };
  resumer: { idNr: string; code: string; before: ReturnType<typeof draftOf>; after: ReturnType<typeof draftOf> };
  locked: { idNr: string; code: string };
}

/** Before the backup: one person sent a declaration, one saved a draft, one is locked out by five wrong logins. */
async function peopleAtWork(base: string): Promise<Omit<World, 'resumer'> & { resumer: Omit<World['resumer'], 'after'> }> {
  const one = await registerAndLogin(base);
  const document = minimalDeclaration({ firstName: 'Gerda', lastName: 'Gesendet', birthDate: '1950-06-15' });
  expect((await one.client.post(`/drafts/${MODEL}`, { document })).status).toBe(200);
  const { prepared, sent } = await sendDeclaration(one.client, one.encryptedPfx, document);
  expect(sent?.status, JSON.stringify(sent?.body)).toBe(200);
  const xmlDataId = prepared.body.xmlDataId;

  const two = await registerAndLogin(base);
  const before = draftOf('Rudi');
  expect((await two.client.post(`/drafts/${MODEL}`, { document: before })).status).toBe(200);

  const three = await registerAndLogin(base);
  const stranger = new HttpClient(base);
  await stranger.get('/properties/global');
  const statuses: number[] = [];
  for (let attempt = 0; attempt < 5; attempt++) statuses.push((await authenticateAs(stranger, three.idNr, 'EEZ-AAAA-BBBB-CCCC')).auth.status);
  expect(statuses).toEqual([401, 401, 401, 401, 423]);

  return {
    sender: { idNr: one.idNr, code: one.code, xmlDataId, ticket: sent!.body.transferticket },
    resumer: { idNr: two.idNr, code: two.code, before },
    locked: { idNr: three.idNr, code: three.code },
  };
}

/** After the backup: the resumer saves again (that save is not in the backup). */
async function laterSave(base: string, world: Awaited<ReturnType<typeof peopleAtWork>>): Promise<World> {
  const client = new HttpClient(base);
  await loginAs(client, world.resumer.idNr, world.resumer.code);
  const after = draftOf('Rudolf');
  expect((await client.post(`/drafts/${MODEL}`, { document: after })).status).toBe(200);
  return { ...world, resumer: { ...world.resumer, after } };
}

const pdfText = (pdf: Buffer) => {
  const file = path.join(work, `${randomBytes(4).toString('hex')}.pdf`);
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', [file, '-']).toString();
};

/** What a server on the restored copy must serve: the world as it was when the backup was taken. */
async function servesTheBackup(base: string, world: World) {
  const resumer = new HttpClient(base);
  await loginAs(resumer, world.resumer.idNr, world.resumer.code);
  const draft = await resumer.get<DraftResponse>(`/drafts/${MODEL}`);
  expect(draft.status).toBe(200);
  expect(draft.body.document).toEqual(world.resumer.before);

  const sender = new HttpClient(base);
  const { encryptedPfx } = await loginAs(sender, world.sender.idNr, world.sender.code);
  const pdf = await fetch(`${base}/erklaerung/api/summaryPdf/${world.sender.xmlDataId}`, { headers: { cookie: `ee_session=${sender.cookie}` } });
  expect(pdf.status).toBe(200);
  const text = pdfText(Buffer.from(await pdf.arrayBuffer()));
  expect(text).toContain(world.sender.ticket);
  expect(text).toContain('Gesendet');
  const xml = await sender.post<RetrieveXmlResponse>('/users/sign/retrieveXml', { xmlDataId: world.sender.xmlDataId });
  expect(xml.status).toBe(200);
  expect(Buffer.from(xml.body.xmlData, 'base64').toString('utf8')).toContain('DE89370400440532013000');
  // Sending the same declaration again answers the same confirmation (nothing is sent twice) …
  const info = await sender.get<PfxDecryptInfo>('/users/sign/getPfxFileDecryptInfo');
  const { privateKey, certificate } = await openLocalSigningData(encryptedPfx, info.body);
  const again = await sender.post<SendSignatureResponse>('/users/sign/sendSignature', {
    xmlDataId: world.sender.xmlDataId,
    ...(await signDeclarationXml({ xmlData: xml.body.xmlData, privateKey, certificate })),
  });
  expect(again.status).toBe(200);
  expect(again.body.transferticket).toBe(world.sender.ticket);
  // … and the code that sent its declaration sends no second one of the year.
  const second = await sendDeclaration(sender, encryptedPfx, minimalDeclaration({ firstName: 'Gerda', lastName: 'Nochmal', birthDate: '1950-06-15' }));
  expect(second.sent?.status ?? second.prepared.status).toBe(409);

  // Locked by five wrong logins: even the right code is refused until the lock ends.
  const locked = new HttpClient(base);
  await locked.get('/properties/global');
  expect((await authenticateAs(locked, world.locked.idNr, world.locked.code)).auth.status).toBe(423);
}

describe.skipIf(postgres)('backup and restore of the embedded database (PGlite)', () => {
  it('a running server writes a consistent copy; restored into another folder it serves the work as it was; a stopped server’s copy holds the later save', async () => {
    const original = path.join(work, 'original');
    mkdirSync(original);
    writeFileSync(path.join(original, 'data.key'), `${keys.DATA_KEY}\n`, { mode: 0o600 });
    const server = await serve({ dataDir: original });
    const atWork = await peopleAtWork(server.url);
    expect(await backup({ dataDir: original }, path.join(work, 'while-running.tar.gz'))).toBe(path.join(work, 'while-running.tar.gz'));
    const world = await laterSave(server.url, atWork);
    // Nobody else may open the folder of a running server: not a restore, not a second server.
    await expect(restore({ dataDir: original }, path.join(work, 'while-running.tar.gz'), { replace: true })).rejects.toThrow(FolderInUseError);
    expect(() => claimDataDir(original, 'server')).toThrow(/has the database folder .* open/);
    await server.stop();
    expect(existsSync(path.join(original, 'server.pid'))).toBe(false);
    await backup({ dataDir: original }, path.join(work, 'while-stopped.tar.gz'));

    const copy = path.join(work, 'restored');
    expect(await restore({ dataDir: copy }, path.join(work, 'while-running.tar.gz'))).toEqual({ users: 3, drafts: 2, summaries: 1, submissions: 1 });

    // The copy holds no key, not even one kept beside the data (the default for a single server): the
    // restored server is given the original's keys (one with another data key refuses to start on the
    // database: encryption.test.ts).
    const entries = execFileSync('tar', ['tzf', path.join(work, 'while-running.tar.gz')]).toString().split('\n');
    expect(entries.length).toBeGreaterThan(100);
    expect(entries.filter((name) => /\.key$|server\.pid/.test(name))).toEqual([]);
    const restored = await serve({ dataDir: copy });
    await servesTheBackup(restored.url, world);
    await restored.stop();

    // The stopped server's copy, with the save made after the first backup, restored into the same
    // folder: only with --replace, which keeps the folder it replaces beside it.
    await expect(restore({ dataDir: copy }, path.join(work, 'while-stopped.tar.gz'))).rejects.toThrow(/already holds a database.*--replace/);
    await restore({ dataDir: copy }, path.join(work, 'while-stopped.tar.gz'), { replace: true });
    expect(readdirSync(copy).filter((name) => name.startsWith('pglite.before-restore-'))).toHaveLength(1);
    const db = await openDb({ dataDir: copy });
    try {
      const personKey = openTaxIds({}, Buffer.from(keys.ACCESS_CODE_KEY, 'base64')).personKey(world.resumer.idNr);
      const [row] = await db.query<{ document: string }>('SELECT document FROM drafts WHERE id_nr = $1', [personKey]);
      expect(openDraftDocument(new DataCipher(parseDataKey(keys.DATA_KEY, 'DATA_KEY')), personKey, MODEL, row.document)).toEqual(world.resumer.after);
    } finally {
      await db.close();
    }
  }, 400_000);
});

describe.skipIf(!postgres)('backup and restore on PostgreSQL (pg_dump, pg_restore)', () => {
  it('a dump taken while the server serves, restored into an empty database, serves the work as it was', async () => {
    const { default: pg } = await import('pg');
    const schema = `t_backup_${randomBytes(4).toString('hex')}`;
    const target = `restore_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: postgres });
    await admin.connect();
    const targetUrl = Object.assign(new URL(postgres!), { pathname: `/${target}` }).toString();
    try {
      const server = await serve({ dataDir: path.join(work, 'pg-original'), databaseUrl: postgres, databaseSchema: schema });
      const dump = path.join(work, 'while-serving.dump');
      const atWork = await peopleAtWork(server.url);
      expect(await backup({ dataDir: 'memory://', databaseUrl: postgres, databaseSchema: schema }, dump)).toBe(dump);
      const world = await laterSave(server.url, atWork);

      await admin.query(`CREATE DATABASE ${target}`);
      const settings = { dataDir: 'memory://', databaseUrl: targetUrl, databaseSchema: schema };
      expect(await restore(settings, dump)).toEqual({ users: 3, drafts: 2, summaries: 1, submissions: 1 });
      // Not into a database that holds the tables already.
      await expect(restore(settings, dump)).rejects.toThrow(/already has \d+ table\(s\) in schema/);

      const restored = await serve({ dataDir: path.join(work, 'pg-restored'), databaseUrl: targetUrl, databaseSchema: schema });
      await servesTheBackup(restored.url, world);
      await restored.stop();
      await server.stop();
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${target} WITH (FORCE)`);
      await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await admin.end();
    }
  }, 400_000);
});
