// Retention: every table's job deletes what is past its time and nothing else, in batches; a new
// summary replaces the person's earlier unsubmitted ones.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Writable } from 'node:stream';
import type { PrepareSummaryResponse } from '../../domain/api/schemas';
import { buildServer, type BuiltServer } from '../app';
import type { ServerConfig } from '../config';
import type { Db, Queryable } from '../db/index';
import {
  purgeDrafts,
  purgeExpiredSessions,
  purgePageChanges,
  purgePrintedLetters,
  purgeLoginFailures,
  purgeRateLimits,
  purgeSubmissions,
  purgeUnsubmittedSummaries,
  purgeUsers,
  submissionCutoff,
} from '../retention';
import { TestClient, login, nextIdNr, register, startServer, stopServer, type Clock } from './harness';
import { minimalDeclaration } from './kit/documents';

const MODEL = 'ESt2025';
const DATA_MODEL = 'ESt2025_v1';
const DAY = 86_400_000;
const BATCH = 2;

let app: BuiltServer;
let clock: Clock;
let config: ServerConfig;
let db: Db;

beforeAll(async () => {
  ({ app, clock, config } = await startServer());
  db = app.ctx.db;
  // The server's own retention run at its start must not delete rows a test counts on (a slow database
  // let it overlap the first test's drafts once).
  await app.housekeepingSettled();
});
afterAll(async () => stopServer(app, config));

/** The database with every statement recorded (also those inside transactions), to count the batches. */
function recording(target: Db): { db: Db; statements: string[] } {
  const statements: string[] = [];
  const wrap = (q: Queryable): Queryable => ({
    query: (sql, params) => {
      statements.push(sql);
      return q.query(sql, params);
    },
    exec: (sql) => q.exec(sql),
  });
  const db: Db = {
    ...wrap(target),
    kind: target.kind,
    transaction: (fn) => target.transaction((tx) => fn(wrap(tx))),
    close: () => target.close(),
  };
  return { db, statements };
}
const count = (statements: string[], pattern: RegExp) => statements.filter((s) => pattern.test(s)).length;

const ago = (ms: number) => new Date(clock.current.getTime() - ms);

async function insertUser(idNr: string, arrival: Date = clock.now()) {
  await db.query(
    `INSERT INTO users (id_nr, birth_date, access_code_hash, access_code_salt, access_code_scheme, code_issued_at, code_arrival_at, created_at)
     VALUES ($1, '1950-06-15', 'h', 's', 'hmac-sha256', $2, $2, $2)`,
    [idNr, arrival],
  );
}
async function insertSummary(idNr: string, createdAt: Date, id = randomSummaryId()) {
  await db.query(
    `INSERT INTO summaries (xml_data_id, id_nr, form_model_name, document, locale, html, xml, created_at) VALUES ($1, $2, $3, 'v1:d', 'de', 'v1:h', 'v1:x', $4)`,
    [id, idNr, MODEL, createdAt],
  );
  return id;
}
let summarySeq = 0;
function randomSummaryId() {
  summarySeq += 1;
  return `retention${String(summarySeq).padStart(4, '0')}${'x'.repeat(19)}`;
}
async function insertSubmission(idNr: string, xmlDataId: string, submittedAt: Date) {
  await db.query(
    `INSERT INTO submissions (xml_data_id, id_nr, signed_xml, signature_hash, transfer_ticket, transfer_date, form_title, submitted_at)
     VALUES ($1, $2, '<signed/>', 'hash', $3, '01.01.2025 10:00', 'ESt', $4)`,
    [xmlDataId, idNr, `ET-${xmlDataId}`, submittedAt],
  );
}
const exists = async (sql: string, params: unknown[]) => (await db.query(sql, params)).length > 0;

describe('retention jobs (batch size 2)', () => {
  it('drafts: deleted 25 days after the last save', async () => {
    await purgeDrafts(db, clock.now());
    const idNr = nextIdNr();
    await insertUser(idNr);
    const old = ['A', 'B', 'C', 'D', 'E'];
    for (const name of old) {
      await db.query("INSERT INTO drafts (id_nr, form_model_name, document, saved_at) VALUES ($1, $2, 'v1:d', $3)", [idNr, name, ago(25 * DAY + 60_000)]);
    }
    await db.query("INSERT INTO drafts (id_nr, form_model_name, document, saved_at) VALUES ($1, 'F', 'v1:d', $2)", [idNr, ago(25 * DAY - 60_000)]);
    const { db: rec, statements } = recording(db);
    expect(await purgeDrafts(rec, clock.now(), BATCH)).toBe(5);
    // 2 + 2 + 1: three statements, the last one short.
    expect(count(statements, /DELETE FROM drafts/)).toBe(3);
    expect((await db.query<{ form_model_name: string }>('SELECT form_model_name FROM drafts WHERE id_nr = $1', [idNr])).map((r) => r.form_model_name)).toEqual(['F']);
  });

  it('summaries: unsubmitted ones 25 days after they were made; submitted ones stay', async () => {
    await purgeUnsubmittedSummaries(db, clock.now());
    const idNr = nextIdNr();
    await insertUser(idNr);
    const old = [];
    for (let i = 0; i < 3; i++) old.push(await insertSummary(idNr, ago(25 * DAY + 60_000)));
    const recent = await insertSummary(idNr, ago(25 * DAY - 60_000));
    const submitted = await insertSummary(idNr, ago(400 * DAY));
    await insertSubmission(idNr, submitted, ago(399 * DAY));
    const { db: rec, statements } = recording(db);
    expect(await purgeUnsubmittedSummaries(rec, clock.now(), BATCH)).toBe(3);
    // Batches of 2 and 1, each chosen (and locked) first, then deleted after a second look.
    expect(count(statements, /FOR UPDATE OF s SKIP LOCKED/)).toBe(2);
    expect(count(statements, /DELETE FROM summaries/)).toBe(2);
    const left = (await db.query<{ xml_data_id: string }>('SELECT xml_data_id FROM summaries WHERE id_nr = $1 ORDER BY xml_data_id', [idNr])).map((r) => r.xml_data_id);
    expect(left).toEqual([recent, submitted].sort());
    expect(await exists('SELECT 1 FROM submissions WHERE xml_data_id = $1', [submitted])).toBe(true);
  });

  it('submissions: deleted with their summary on 1 January (Berlin) of the fifth year after the year they were sent', async () => {
    // The cutoff: 1 January 00:00 in Berlin (CET, UTC+1) four years before the current Berlin year.
    expect(submissionCutoff(new Date('2030-12-31T22:59:59Z')).toISOString()).toBe('2025-12-31T23:00:00.000Z');
    expect(submissionCutoff(new Date('2030-12-31T23:00:00Z')).toISOString()).toBe('2026-12-31T23:00:00.000Z');
    expect(submissionCutoff(new Date('2031-07-01T12:00:00Z')).toISOString()).toBe('2026-12-31T23:00:00.000Z');

    await purgeSubmissions(db, new Date('2030-12-31T22:59:00Z'));
    const idNr = nextIdNr();
    await insertUser(idNr);
    // Sent in 2026 (Berlin): the last minute of the year, and two earlier in it.
    const of2026 = [];
    for (const at of ['2026-12-31T22:59:00Z', '2026-06-30T10:00:00Z', '2026-01-01T00:00:00Z']) {
      const id = await insertSummary(idNr, new Date(at));
      await insertSubmission(idNr, id, new Date(at));
      of2026.push(id);
    }
    // Sent at 00:00 on 1 January 2027 in Berlin (still 2026 in UTC): a year of 2027.
    const of2027 = await insertSummary(idNr, new Date('2026-12-31T23:00:00Z'));
    await insertSubmission(idNr, of2027, new Date('2026-12-31T23:00:00Z'));

    // 31 December 2030, 23:59 in Berlin: the assessment period of 2026 runs until the end of that day.
    expect(await purgeSubmissions(db, new Date('2030-12-31T22:59:00Z'), BATCH)).toBe(0);
    const { db: rec, statements } = recording(db);
    expect(await purgeSubmissions(rec, new Date('2030-12-31T23:00:00Z'), BATCH)).toBe(3);
    expect(count(statements, /DELETE FROM summaries/)).toBe(2);
    for (const id of of2026) {
      expect(await exists('SELECT 1 FROM submissions WHERE xml_data_id = $1', [id])).toBe(false);
      expect(await exists('SELECT 1 FROM summaries WHERE xml_data_id = $1', [id])).toBe(false);
    }
    expect(await exists('SELECT 1 FROM submissions WHERE xml_data_id = $1', [of2027])).toBe(true);
    expect(await exists('SELECT 1 FROM summaries WHERE xml_data_id = $1', [of2027])).toBe(true);
    // Cleared for the other tests.
    await db.query('DELETE FROM summaries WHERE id_nr = $1', [idNr]);
  });

  it('users: deleted once the access code expired longer ago than a session lives, and only with nothing stored', async () => {
    const now = clock.now();
    await purgeExpiredSessions(db, config);
    await purgeUsers(db, now, config);
    // Expired 140 days after arrival; a session can last sessionMaxSeconds (24 h) past that.
    const expired = ago((140 * DAY) + config.sessionMaxSeconds * 1000 + 60_000);
    const justExpired = ago(140 * DAY + 60_000);
    const users = {
      bare: nextIdNr(),
      bare2: nextIdNr(),
      bare3: nextIdNr(),
      printedLetterOnly: nextIdNr(),
      withDraft: nextIdNr(),
      withSummary: nextIdNr(),
      withSession: nextIdNr(),
      withPendingLetter: nextIdNr(),
      inGrace: nextIdNr(),
      valid: nextIdNr(),
    };
    for (const [name, idNr] of Object.entries(users)) await insertUser(idNr, name === 'inGrace' ? justExpired : name === 'valid' ? now : expired);
    await db.query("INSERT INTO drafts (id_nr, form_model_name, document, saved_at) VALUES ($1, $2, 'v1:d', $3)", [users.withDraft, MODEL, now]);
    await insertSummary(users.withSummary, now);
    await db.query("INSERT INTO sessions (id, csrf_token, created_at, last_seen, user_id_nr) VALUES ($1, 'c', $2, $2, $3)", ['user-session'.padEnd(32, '0'), now, users.withSession]);
    const letter = "INSERT INTO letters (id_nr, kind, locale, access_code, arrival_at, created_at, printed_at) VALUES ($1, 'registration', 'de', $2, $3, $3, $4)";
    await db.query(letter, [users.withPendingLetter, 'EEZ-AAAA-BBBB-CCCC', expired, null]);
    await db.query(letter, [users.printedLetterOnly, '', expired, expired]);

    const { db: rec, statements } = recording(db);
    expect(await purgeUsers(rec, now, config, BATCH)).toBe(4);
    // 2 + 2 + 0: three choices, two deletes.
    expect(count(statements, /FOR UPDATE OF u SKIP LOCKED/)).toBe(3);
    expect(count(statements, /DELETE FROM users/)).toBe(2);
    const left = new Set((await db.query<{ id_nr: string }>('SELECT id_nr FROM users WHERE id_nr = ANY($1::text[])', [Object.values(users)])).map((r) => r.id_nr));
    const kept = Object.entries(users)
      .filter(([, idNr]) => left.has(idNr))
      .map(([name]) => name)
      .sort();
    expect(kept).toEqual(['inGrace', 'valid', 'withDraft', 'withPendingLetter', 'withSession', 'withSummary']);
  });

  it('letters: printed ones 90 days after printing; unprinted ones stay', async () => {
    await purgePrintedLetters(db, clock.now());
    const idNr = nextIdNr();
    const letter = "INSERT INTO letters (id_nr, kind, locale, access_code, arrival_at, created_at, printed_at) VALUES ($1, 'registration', 'de', $2, $3, $3, $4) RETURNING id";
    const old = [];
    for (let i = 0; i < 3; i++) old.push((await db.query<{ id: number }>(letter, [idNr, '', ago(100 * DAY), ago(90 * DAY + 60_000)]))[0].id);
    const recent = (await db.query<{ id: number }>(letter, [idNr, '', ago(100 * DAY), ago(90 * DAY - 60_000)]))[0].id;
    const pending = (await db.query<{ id: number }>(letter, [idNr, 'EEZ-AAAA-BBBB-CCCC', ago(1000 * DAY), null]))[0].id;
    const { db: rec, statements } = recording(db);
    expect(await purgePrintedLetters(rec, clock.now(), BATCH)).toBe(3);
    expect(count(statements, /DELETE FROM letters/)).toBe(2);
    expect((await db.query<{ id: number }>('SELECT id FROM letters WHERE id_nr = $1 ORDER BY id', [idNr])).map((r) => r.id)).toEqual([recent, pending]);
  });

  it('rate limits: counters whose window ended (the longest window is an hour)', async () => {
    await purgeRateLimits(db, clock.now());
    for (const key of ['register:a', 'register:b', 'auth:c']) {
      await db.query('INSERT INTO rate_limits (key, window_start, count) VALUES ($1, $2, 3)', [`retention-${key}`, ago(3600_000 + 1000)]);
    }
    await db.query('INSERT INTO rate_limits (key, window_start, count) VALUES ($1, $2, 3)', ['retention-register:d', ago(3600_000 - 1000)]);
    const { db: rec, statements } = recording(db);
    expect(await purgeRateLimits(rec, clock.now(), BATCH)).toBe(3);
    expect(count(statements, /DELETE FROM rate_limits/)).toBe(2);
    expect((await db.query<{ key: string }>("SELECT key FROM rate_limits WHERE key LIKE 'retention-%'")).map((r) => r.key)).toEqual(['retention-register:d']);
  });

  it('wrong-login counters: deleted a day after their last failure', async () => {
    await purgeLoginFailures(db, clock.now());
    const insert = 'INSERT INTO login_failures (id_hash, failed_attempts, locked_until, last_failed_at) VALUES ($1, 2, NULL, $2)';
    for (const key of ['a', 'b', 'c']) await db.query(insert, [`retention-${key}`, ago(DAY + 1000)]);
    await db.query(insert, ['retention-d', ago(DAY - 1000)]);
    const { db: rec, statements } = recording(db);
    expect(await purgeLoginFailures(rec, clock.now(), BATCH)).toBe(3);
    expect(count(statements, /DELETE FROM login_failures/)).toBe(2);
    expect((await db.query<{ id_hash: string }>("SELECT id_hash FROM login_failures WHERE id_hash LIKE 'retention-%'")).map((r) => r.id_hash)).toEqual(['retention-d']);
  });

  it('page statistics: deleted after 90 days', async () => {
    await purgePageChanges(db, clock.now());
    const insert = "INSERT INTO page_changes (session_hash, page, created_at) VALUES ('h', $1, $2)";
    for (let i = 0; i < 4; i++) await db.query(insert, [`retention-old-${i}`, ago(90 * DAY + 60_000)]);
    await db.query(insert, ['retention-recent', ago(90 * DAY - 60_000)]);
    const { db: rec, statements } = recording(db);
    expect(await purgePageChanges(rec, clock.now(), BATCH)).toBe(4);
    // 2 + 2 + 0
    expect(count(statements, /DELETE FROM page_changes/)).toBe(3);
    expect((await db.query<{ page: string }>("SELECT page FROM page_changes WHERE page LIKE 'retention-%'")).map((r) => r.page)).toEqual(['retention-recent']);
  });

  it('sessions: idle or past their maximum life', async () => {
    await purgeExpiredSessions(db, config);
    const now = clock.now();
    const insert = "INSERT INTO sessions (id, csrf_token, created_at, last_seen) VALUES ($1, 'c', $2, $3)";
    const idle = ago((config.sessionTimeoutMinutes + 1) * 60_000);
    const old = ago(config.sessionMaxSeconds * 1000 + 60_000);
    for (let i = 0; i < 3; i++) await db.query(insert, [`retention-idle-${i}`.padEnd(32, '0'), idle, idle]);
    for (let i = 0; i < 2; i++) await db.query(insert, [`retention-old-${i}`.padEnd(32, '0'), old, now]);
    await db.query(insert, ['retention-live'.padEnd(32, '0'), ago(60_000), now]);
    const { db: rec, statements } = recording(db);
    expect(await purgeExpiredSessions(rec, config, BATCH)).toBe(5);
    // idle: 2 + 1; past the maximum: 2 + 0
    expect(count(statements, /DELETE FROM sessions/)).toBe(4);
    expect((await db.query<{ id: string }>("SELECT id FROM sessions WHERE id LIKE 'retention-%'")).map((r) => r.id)).toEqual(['retention-live'.padEnd(32, '0')]);
  });

  it('the housekeeping runs every job when a server starts and logs counts per table, nothing of the rows', async () => {
    const idNr = nextIdNr();
    await insertUser(idNr, ago(400 * DAY));
    await db.query("INSERT INTO page_changes (session_hash, page, created_at) VALUES ('h', 'retention-housekeeping', $1)", [ago(91 * DAY)]);
    const lines: string[] = [];
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(...chunk.toString().split('\n').filter(Boolean));
        done();
      },
    });
    const next = await buildServer({ ...config, logLevel: 'info' }, { db, logStream });
    await next.close();
    const line = lines.find((l) => l.includes('retention: deleted expired rows'));
    expect(line).toBeDefined();
    const entry = JSON.parse(line!);
    expect(entry.level).toBe(30);
    expect(entry.deleted.users).toBeGreaterThanOrEqual(1);
    expect(entry.deleted.pageChanges).toBeGreaterThanOrEqual(1);
    expect(Object.keys(entry.deleted).sort()).toEqual(['drafts', 'letters', 'loginFailures', 'pageChanges', 'rateLimits', 'sessions', 'submissions', 'summaries', 'users']);
    expect(lines.join('\n')).not.toContain(idNr);
    expect(await exists('SELECT 1 FROM users WHERE id_nr = $1', [idNr])).toBe(false);
  });
});

describe('one unsubmitted summary per person and year', () => {
  const document = minimalDeclaration({ firstName: 'Renate', lastName: 'Einmal', birthDate: '1951-02-03' }, 'DE75512108001245126199');

  it('a new summary replaces the earlier unsubmitted ones; a submitted one stays', async () => {
    const client = await new TestClient(app).start();
    const idNr = nextIdNr();
    expect((await login(client, idNr, await register(client, idNr, '1951-02-03'))).finish?.status).toBe(200);
    const prepare = async () => {
      const res = await client.post<PrepareSummaryResponse>('/prepareSummaryPage', { formModelId: MODEL, dataModelId: DATA_MODEL, formdata: JSON.stringify(document) });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.xmlDataId;
    };
    const rows = async () => (await db.query<{ xml_data_id: string }>('SELECT xml_data_id FROM summaries WHERE id_nr = $1 ORDER BY created_at, xml_data_id', [app.ctx.taxIds.personKey(idNr)])).map((r) => r.xml_data_id);

    const first = await prepare();
    const second = await prepare();
    const third = await prepare();
    expect(await rows()).toEqual([third]);
    // An id a client still holds is gone; the newest one is signed.
    for (const gone of [first, second]) expect((await client.post('/users/sign/retrieveXml', { xmlDataId: gone })).status).toBe(404);
    expect((await client.post('/users/sign/retrieveXml', { xmlDataId: third })).status).toBe(200);

    // A submitted summary is never replaced (a submission row of an earlier release: no code id).
    await insertSubmission(app.ctx.taxIds.personKey(idNr), third, clock.now());
    clock.advance(1000);
    const fourth = await prepare();
    clock.advance(1000);
    const fifth = await prepare();
    expect((await rows()).sort()).toEqual([third, fifth].sort());
    expect(fourth).not.toBe(fifth);
    expect(await exists('SELECT 1 FROM submissions WHERE xml_data_id = $1', [third])).toBe(true);

    // Another person's summaries and another year's are not touched.
    const other = nextIdNr();
    await insertUser(other);
    const foreign = await insertSummary(other, clock.now());
    const otherYear = await insertSummary(app.ctx.taxIds.personKey(idNr), clock.now());
    await db.query("UPDATE summaries SET form_model_name = 'ESt2024' WHERE xml_data_id = $1", [otherYear]);
    const sixth = await prepare();
    expect((await rows()).sort()).toEqual([third, otherYear, sixth].sort());
    expect(await exists('SELECT 1 FROM summaries WHERE xml_data_id = $1', [foreign])).toBe(true);
  });
});
