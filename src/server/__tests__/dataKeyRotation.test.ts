// Data key rotation while serving (docs/operations.md, "Data key rotation"): stored declarations are
// sealed again under a new key in batches while a server serves; the rotation is killed halfway
// (SIGKILL) and resumed; both keys open values until it ends; afterwards the old key opens nothing and
// a server given it refuses to start. On the embedded database the server rotates at its start; on
// PostgreSQL (the run under scripts/with-postgres.sh) `npm run data-key:rotate` does, beside the server.
import { afterAll, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DraftResponse } from '../../domain/api/schemas';
import { DataCipher, DataIntegrityError, parseDataKey, type SealContext } from '../dataKey';
import { openDb, type Db } from '../db/index';
import { certificateContext, draftContext, progressContext, submissionContext, summaryContext } from '../sealedData';
import { taxIdContext } from '../taxIds';
import { minimalDeclaration } from './kit/documents';
import { HttpClient, loginAs, REPO_ROOT, registerAndLogin, sendDeclaration, startServerProcess, type ServerProcess, until } from './kit/remote';

const MODEL = 'ESt2025';
const postgres = process.env.DATABASE_URL;
const work = mkdtempSync(path.join(tmpdir(), 'ee-rotation-'));
const OLD = randomBytes(32).toString('base64');
const NEW = randomBytes(32).toString('base64');
const ACCESS_CODE_KEY = randomBytes(32).toString('base64');
const running: ServerProcess[] = [];

afterAll(async () => {
  await Promise.all(running.map((server) => server.kill9()));
  rmSync(work, { recursive: true, force: true });
});

type Where = { dataDir: string; databaseUrl?: string; databaseSchema?: string };

async function serve(where: Where, keys: Record<string, string>, env: Record<string, string> = {}): Promise<ServerProcess> {
  const server = await startServerProcess({ ...where, env: { ACCESS_CODE_KEY, ...keys, LOG_LEVEL: 'info', ...env } });
  running.push(server);
  return server;
}

/**
 * Three people with a saved draft each, one of whom sent the declaration: 13 sealed values (3 tax IDs,
 * 3 drafts with their progress, a summary's 3 columns, 1 submission), and each signed in (a sealed
 * client certificate per session: every later login adds one).
 */
async function peopleAtWork(base: string) {
  const people: { idNr: string; code: string; document: ReturnType<typeof minimalDeclaration>; client: HttpClient; encryptedPfx: string }[] = [];
  for (let i = 0; i < 3; i++) {
    const person = await registerAndLogin(base);
    const document = minimalDeclaration({ firstName: `Person${i}`, lastName: 'Schlüsselwechsel', birthDate: '1950-06-15' });
    expect((await person.client.post(`/drafts/${MODEL}`, { document, progress: { current: 'personA', visited: ['filing', 'personA'] } })).status).toBe(200);
    people.push({ idNr: person.idNr, code: person.code, document, client: person.client, encryptedPfx: person.encryptedPfx });
    if (i === 0) expect((await sendDeclaration(person.client, person.encryptedPfx, document)).sent?.status).toBe(200);
  }
  return people;
}

/** Every sealed value of the database with the context it is bound to. */
async function sealedValues(db: Db): Promise<{ where: string; value: string; context: SealContext }[]> {
  const values: { where: string; value: string; context: SealContext }[] = [];
  for (const row of await db.query<{ id_nr: string; form_model_name: string; document: string; progress: string | null }>('SELECT id_nr, form_model_name, document, progress FROM drafts')) {
    values.push({ where: 'drafts.document', value: row.document, context: draftContext(row.id_nr, row.form_model_name) });
    if (row.progress !== null) values.push({ where: 'drafts.progress', value: row.progress, context: progressContext(row.id_nr, row.form_model_name) });
  }
  for (const row of await db.query<Record<'xml_data_id' | 'id_nr' | 'document' | 'html' | 'xml', string>>('SELECT xml_data_id, id_nr, document, html, xml FROM summaries')) {
    for (const column of ['document', 'html', 'xml'] as const) values.push({ where: `summaries.${column}`, value: row[column], context: summaryContext(row, column) });
  }
  for (const row of await db.query<Record<'xml_data_id' | 'id_nr' | 'signed_xml', string>>('SELECT xml_data_id, id_nr, signed_xml FROM submissions')) {
    values.push({ where: 'submissions.signed_xml', value: row.signed_xml, context: submissionContext(row) });
  }
  for (const row of await db.query<Record<'id_nr' | 'id_nr_sealed', string>>('SELECT id_nr, id_nr_sealed FROM users')) {
    values.push({ where: 'users.id_nr_sealed', value: row.id_nr_sealed, context: taxIdContext(row.id_nr) });
  }
  for (const row of await db.query<Record<'user_id_nr' | 'cert_leaf_b64', string>>('SELECT user_id_nr, cert_leaf_b64 FROM sessions WHERE cert_leaf_b64 IS NOT NULL')) {
    values.push({ where: 'sessions.cert_leaf_b64', value: row.cert_leaf_b64, context: certificateContext(row.user_id_nr) });
  }
  return values;
}

/** How many sealed values each key opens (each value opens under exactly one). */
async function underWhichKey(where: Where) {
  const db = await openDb({ dataDir: where.dataDir, databaseUrl: where.databaseUrl, schema: where.databaseSchema });
  try {
    const ciphers = { old: new DataCipher(parseDataKey(OLD, 'old')), new: new DataCipher(parseDataKey(NEW, 'new')) };
    const counts = { old: 0, new: 0, neither: 0, total: 0, sessions: 0 };
    for (const { where, value, context } of await sealedValues(db)) {
      counts.total++;
      if (where.startsWith('sessions.')) counts.sessions++;
      const opens = (cipher: DataCipher) => {
        try {
          cipher.open(value, context);
          return true;
        } catch (error) {
          if (error instanceof DataIntegrityError) return false;
          throw error;
        }
      };
      if (opens(ciphers.old)) counts.old++;
      else if (opens(ciphers.new)) counts.new++;
      else counts.neither++;
    }
    const [check] = await db.query<{ value: string }>("SELECT value FROM server_keys WHERE name = 'data_key_check'");
    return { ...counts, databaseKey: check.value === ciphers.new.keyCheck() ? 'new' : check.value === ciphers.old.keyCheck() ? 'old' : 'other' };
  } finally {
    await db.close();
  }
}

const batches = (output: string) => output.split('\n').filter((line) => line.includes('data key rotation: batch sealed again')).length;

/** The draft as its person finds it after logging in. */
async function draftOf(base: string, person: { idNr: string; code: string }) {
  const client = new HttpClient(base);
  await loginAs(client, person.idNr, person.code);
  return (await client.get<DraftResponse>(`/drafts/${MODEL}`)).body.document;
}

/** After the rotation: the old key opens nothing, a server given it refuses to start, the new key alone serves. */
async function afterTheRotation(where: Where, people: Awaited<ReturnType<typeof peopleAtWork>>) {
  const counts = await underWhichKey(where);
  expect(counts.sessions).toBeGreaterThanOrEqual(3);
  expect(counts).toEqual({ old: 0, new: 13 + counts.sessions, neither: 0, total: 13 + counts.sessions, sessions: counts.sessions, databaseKey: 'new' });
  // Not even beside the new key as its other (the first configuration of a rotation).
  await expect(serve(where, { DATA_KEY: OLD, DATA_KEY_OTHER: NEW })).rejects.toThrow(/was retired by a data key rotation/);
  const server = await serve(where, { DATA_KEY: NEW });
  for (const person of [people[0], people[2]]) expect(await draftOf(server.url, person)).toEqual(person.document);
  // Signed in before the rotation, under the old key: the session's certificate, sealed again, still signs.
  people[1].client.base = server.url;
  expect((await sendDeclaration(people[1].client, people[1].encryptedPfx, people[1].document)).sent?.status).toBe(200);
  await server.stop();
}

describe.skipIf(postgres)('data key rotation on the embedded database', () => {
  it('the server rotates at its start while it serves; killed halfway it resumes at the next start; afterwards the old key opens nothing', async () => {
    const where = { dataDir: path.join(work, 'pglite') };
    const first = await serve(where, { DATA_KEY: OLD });
    const people = await peopleAtWork(first.url);
    await first.stop();

    // Configuration B, one row a batch and a pause between batches, killed after two batches.
    const rotating = await serve(where, { DATA_KEY: NEW, DATA_KEY_OTHER: OLD }, { DATA_KEY_ROTATION_BATCH: '1', DATA_KEY_ROTATION_PAUSE_MS: '3000' });
    await until('the first batch', () => batches(rotating.output()) >= 1);
    // It serves meanwhile, values under either key.
    for (const person of [people[0], people[2]]) expect(await draftOf(rotating.url, person)).toEqual(person.document);
    await until('two batches', () => batches(rotating.output()) >= 2);
    await rotating.kill9();
    const halfway = await underWhichKey(where);
    expect(halfway.old).toBeGreaterThan(0);
    expect(halfway.new).toBeGreaterThan(0);
    expect(halfway).toMatchObject({ neither: 0, total: 13 + halfway.sessions, databaseKey: 'old' });

    // Started again: it resumes and finishes.
    const resumed = await serve(where, { DATA_KEY: NEW, DATA_KEY_OTHER: OLD });
    await until('the rotation to finish', () => resumed.output().includes('data key rotation finished'));
    expect(await draftOf(resumed.url, people[2])).toEqual(people[2].document);
    await resumed.stop();
    await afterTheRotation(where, people);
  }, 400_000);
});

/** `npm run data-key:rotate` as a process of its own; answers its output and exit once it ends or `kill` says so. */
function rotateCommand(where: Where, env: Record<string, string>, kill?: (output: string) => boolean): Promise<{ output: string; code: number | null; signal: string | null }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/cli/dataKeyRotate.ts'], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '/tmp',
      DATABASE_URL: where.databaseUrl ?? '',
      DATABASE_SCHEMA: where.databaseSchema ?? '',
      DATA_DIR: where.dataDir,
      DATA_KEY: NEW,
      DATA_KEY_OTHER: OLD,
      ACCESS_CODE_KEY,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output += chunk.toString();
    if (kill?.(output) && child.exitCode === null) child.kill('SIGKILL');
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve({ output, code, signal })));
}

describe.skipIf(!postgres)('data key rotation on PostgreSQL', () => {
  it('npm run data-key:rotate seals again while the server serves; killed halfway it resumes; afterwards the old key opens nothing', async () => {
    const where = { dataDir: path.join(work, 'pg'), databaseUrl: postgres, databaseSchema: `t_rotate_${randomBytes(4).toString('hex')}` };
    try {
      const first = await serve(where, { DATA_KEY: OLD });
      const people = await peopleAtWork(first.url);
      await first.stop();
      // Configuration B on the server; the rotation beside it.
      const server = await serve(where, { DATA_KEY: NEW, DATA_KEY_OTHER: OLD });
      expect(server.output()).toContain('data key rotation pending');

      const killed = await rotateCommand(where, { DATA_KEY_ROTATION_BATCH: '1', DATA_KEY_ROTATION_PAUSE_MS: '1000' }, (output) => batches(output) >= 2);
      expect(killed.signal).toBe('SIGKILL');
      const halfway = await underWhichKey(where);
      expect(halfway.old).toBeGreaterThan(0);
      expect(halfway.new).toBeGreaterThan(0);
      expect(halfway).toMatchObject({ neither: 0, total: 13 + halfway.sessions, databaseKey: 'old' });
      for (const person of [people[0], people[2]]) expect(await draftOf(server.url, person)).toEqual(person.document);

      const resumed = await rotateCommand(where, {});
      expect(resumed.code, resumed.output).toBe(0);
      expect(resumed.output).toMatch(/Data key rotation finished: \d+ rows read, \d+ sealed again, 0 values that open under neither key/);
      // The server in configuration B still serves; then every server gets the new key alone.
      expect(await draftOf(server.url, people[1])).toEqual(people[1].document);
      await server.stop();
      await afterTheRotation(where, people);
    } finally {
      const { default: pg } = await import('pg');
      const admin = new pg.Client({ connectionString: postgres });
      await admin.connect();
      await admin.query(`DROP SCHEMA IF EXISTS ${where.databaseSchema} CASCADE`);
      await admin.end();
    }
  }, 400_000);
});
