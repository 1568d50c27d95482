// A change of the tax-ID key on the embedded database (docs/operations.md, "Tax-ID key"): its only
// server re-keys people itself at its start (and hourly), leaving those signed in for a later run; a
// server without the key before refuses to start while anyone is still under it; afterwards everyone's
// work opens under the new key. Then the data folder itself, every file of it read as bytes, holds no
// tax ID (the PostgreSQL dump's check is in twoReleases.test.ts).
// On PostgreSQL the change is run across two releases with `npm run tax-id-key:rekey` (twoReleases.test.ts).
import { afterAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DraftResponse } from '../../domain/api/schemas';
import { formatIdNr } from '../../domain/validators/idNr';
import { openTaxIds } from '../app';
import { openDb } from '../db/index';
import { minimalDeclaration } from './kit/documents';
import { HttpClient, loginAs, registerAndLogin, sendDeclaration, startServerProcess, type ServerProcess, until } from './kit/remote';

const MODEL = 'ESt2025';
const postgres = process.env.DATABASE_URL;
const work = mkdtempSync(path.join(tmpdir(), 'ee-tax-id-key-'));
const dataDir = path.join(work, 'data');
const keys = { DATA_KEY: randomBytes(32).toString('base64'), ACCESS_CODE_KEY: randomBytes(32).toString('base64') };
const NEW = randomBytes(32).toString('base64');
const running: ServerProcess[] = [];

afterAll(async () => {
  await Promise.all(running.map((server) => server.kill9()));
  rmSync(work, { recursive: true, force: true });
});

async function serve(env: Record<string, string> = {}): Promise<ServerProcess> {
  const server = await startServerProcess({ dataDir, env: { ...keys, LOG_LEVEL: 'info', ...env } });
  running.push(server);
  return server;
}

async function storedKeys(): Promise<string[]> {
  const db = await openDb({ dataDir });
  try {
    return (await db.query<{ id_nr: string }>('SELECT id_nr FROM users ORDER BY created_at')).map((r) => r.id_nr);
  } finally {
    await db.close();
  }
}

async function logOut(client: HttpClient, loginTag: string) {
  const res = await fetch(`${client.base}/erklaerung/api/users/authentication/logout`, {
    method: 'POST',
    headers: { cookie: `ee_session=${client.cookie}`, 'x-csrf-token': client.csrf!, 'x-login-tag': loginTag, 'content-type': 'application/json' },
    body: JSON.stringify({ reason: 'userLogout' }),
  });
  expect(res.status).toBe(200);
}

/** Every file of a folder, recursively. */
function filesOf(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const file = path.join(folder, name);
    return statSync(file).isDirectory() ? filesOf(file) : [file];
  });
}

describe.skipIf(postgres)('a new tax-ID key on the embedded database', () => {
  it('the server re-keys at its start, leaves the signed-in for later, refuses to start without the key before while needed; the data folder holds no tax ID', async () => {
    const before = openTaxIds({}, Buffer.from(keys.ACCESS_CODE_KEY, 'base64')).ownPrefix;
    const after = openTaxIds({ taxIdKey: NEW }, Buffer.alloc(32)).ownPrefix;
    let server = await serve();
    // One person sends their declaration and logs out; the other saves a draft and stays signed in.
    const sender = await registerAndLogin(server.url);
    const sent = minimalDeclaration({ firstName: 'Gesendet', lastName: 'Schlüsselwechsel', birthDate: '1950-06-15' });
    const result = await sendDeclaration(sender.client, sender.encryptedPfx, sent);
    expect(result.sent?.status).toBe(200);
    const xmlDataId = result.prepared.body.xmlDataId;
    await logOut(sender.client, sender.loginTag);
    const stays = await registerAndLogin(server.url);
    const draft = minimalDeclaration({ firstName: 'Angemeldet', lastName: 'Schlüsselwechsel', birthDate: '1950-06-15' });
    expect((await stays.client.post(`/drafts/${MODEL}`, { document: draft, progress: { current: 'bank', visited: ['filing', 'bank'] } })).status).toBe(200);
    await server.stop();
    expect((await storedKeys()).map((key) => key.startsWith(before))).toEqual([true, true]);

    // The new key, the one before as the other: the start re-keys everyone not signed in.
    server = await serve({ TAX_ID_KEY: NEW, TAX_ID_KEY_OTHER: 'derived' });
    await until('the first housekeeping', () => server.output().includes('"people":1'));
    expect((await storedKeys()).map((key) => key.startsWith(after))).toEqual([true, false]);
    // The signed-in person goes on under the key before, then logs out.
    stays.client.base = server.url;
    expect((await stays.client.get<DraftResponse>(`/drafts/${MODEL}`)).body.document).toEqual(draft);
    await logOut(stays.client, stays.loginTag);
    await server.stop();

    // Without the key before, a server would not find that person: it refuses to start.
    await expect(serve({ TAX_ID_KEY: NEW })).rejects.toThrow(/neither TAX_ID_KEY nor TAX_ID_KEY_OTHER/);
    // With it, the next start re-keys them too; then the new key alone serves everyone.
    server = await serve({ TAX_ID_KEY: NEW, TAX_ID_KEY_OTHER: 'derived' });
    await until('the second housekeeping', () => server.output().includes('"people":1'));
    await server.stop();
    expect((await storedKeys()).every((key) => key.startsWith(after))).toBe(true);
    server = await serve({ TAX_ID_KEY: NEW });
    const again = new HttpClient(server.url);
    await loginAs(again, stays.idNr, stays.code);
    expect((await again.get<DraftResponse>(`/drafts/${MODEL}`)).body.document).toEqual(draft);
    const senderAgain = new HttpClient(server.url);
    await loginAs(senderAgain, sender.idNr, sender.code);
    const pdf = await fetch(`${server.url}/erklaerung/api/summaryPdf/${xmlDataId}`, { headers: { cookie: `ee_session=${senderAgain.cookie}` } });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toContain('application/pdf');
    await server.stop();

    // The data folder, every file as bytes (tables, indexes, write-ahead log): no tax ID, in either form.
    const files = filesOf(dataDir);
    expect(files.length).toBeGreaterThan(100);
    const contents = files.map((file) => readFileSync(file).toString('latin1'));
    // The scan sees what is stored: the person's key (the keyed hash) is there.
    const personKey = openTaxIds({ taxIdKey: NEW }, Buffer.alloc(32)).personKey(stays.idNr);
    expect(contents.some((bytes) => bytes.includes(personKey))).toBe(true);
    const forms = [sender.idNr, stays.idNr].flatMap((idNr) => [idNr, formatIdNr(idNr)]);
    const found = files.filter((_, index) => forms.some((form) => contents[index].includes(form)));
    expect(found.map((file) => path.relative(dataDir, file))).toEqual([]);
  }, 240_000);
});
