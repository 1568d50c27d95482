// Every statement the server sends, planned on a database of national shape: no sequential scan of a
// large table. The statements are recorded for real (a complete journey, a wrong login, the letters'
// print run and every retention job at the server's start), each planned (EXPLAIN, with the values it
// was sent with) just before it runs; the deletes that foreign keys cascade are planned too, as the
// server's triggers run them (generic plans). PostgreSQL only: the planner needs the seeded tables
// and their statistics (scripts/bench/seed.ts, scaled down), and PGlite runs the same planner.
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from 'pg';
import type { ModelsResponse, PrepareSummaryResponse, RetrieveXmlResponse, SendSignatureResponse } from '../../domain/api/schemas';
import { openLocalSigningData, signDeclarationXml, type PfxDecryptInfo } from '../../domain/crypto/client';
import { buildServer, type BuiltServer } from '../app';
import { testConfig } from '../config';
import { openDb, type Db, type Queryable } from '../db/index';
import { printPendingLetters } from '../letters';
import { RETENTION_BATCH_SIZE, runRetention } from '../retention';
import { NATIONAL, seed, scaledCounts, tableRows } from '../../../scripts/bench/seed';
import { TestClient, login, nextIdNr, register } from './harness';

/** Tables that grow with the number of people (or of requests); the others hold a handful of rows. */
export const LARGE_TABLES = new Set(['users', 'sessions', 'drafts', 'summaries', 'submissions', 'letters', 'login_failures', 'rate_limits', 'page_changes']);

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

/** The sequential scans of large tables in an EXPLAIN (FORMAT JSON) plan, as "Seq Scan on <table>". */
export function largeSeqScans(plan: PlanNode, large: ReadonlySet<string> = LARGE_TABLES): string[] {
  const found: string[] = [];
  const walk = (node: PlanNode) => {
    if (node['Node Type'] === 'Seq Scan' && node['Relation Name'] && large.has(node['Relation Name'])) found.push(`Seq Scan on ${node['Relation Name']}`);
    for (const child of node.Plans ?? []) walk(child);
  };
  walk(plan);
  return found;
}

describe('the plan walker', () => {
  it('finds a sequential scan of a large table below other nodes, and ignores small tables and index scans', () => {
    const plan: PlanNode = {
      'Node Type': 'Limit',
      Plans: [
        {
          'Node Type': 'Nested Loop',
          Plans: [
            { 'Node Type': 'Index Scan', 'Relation Name': 'users', 'Index Name': 'users_pkey' },
            { 'Node Type': 'Seq Scan', 'Relation Name': 'server_keys' },
            { 'Node Type': 'Hash', Plans: [{ 'Node Type': 'Seq Scan', 'Relation Name': 'summaries' }] },
          ],
        },
      ],
    };
    expect(largeSeqScans(plan)).toEqual(['Seq Scan on summaries']);
    expect(largeSeqScans(plan.Plans![0].Plans![0])).toEqual([]);
  });
});

describe('migration 006', () => {
  it('marks the summaries submitted before it, and the trigger marks each one submitted later', async () => {
    const schema = process.env.DATABASE_URL ? `t_${randomBytes(6).toString('hex')}` : undefined;
    const db = await openDb({ databaseUrl: process.env.DATABASE_URL || undefined, dataDir: 'memory://', schema });
    try {
      // The schema as release 005 left it.
      await db.exec(`DROP TRIGGER submissions_mark_summary ON submissions; DROP FUNCTION summaries_mark_submitted();
        DROP INDEX summaries_unsubmitted_created_at; ALTER TABLE summaries DROP COLUMN submitted;
        DELETE FROM schema_migrations WHERE version = '006_national_scale.sql'`);
      const now = new Date('2025-04-10T10:00:00Z');
      const idNr = nextIdNr();
      await db.query(`INSERT INTO users (id_nr, birth_date, access_code_hash, access_code_salt, code_issued_at, code_arrival_at, created_at) VALUES ($1, '1951-02-03', 'h', 's', $2, $2, $2)`, [idNr, now]);
      const summary = (id: string) =>
        db.query(`INSERT INTO summaries (xml_data_id, id_nr, form_model_name, document, locale, html, xml, created_at) VALUES ($1, $2, 'ESt2025', 'v1:x', 'de', 'v1:x', 'v1:x', $3)`, [id, idNr, now]);
      const submission = (id: string) =>
        db.query(
          `INSERT INTO submissions (xml_data_id, id_nr, signed_xml, signature_hash, transfer_ticket, transfer_date, form_title, submitted_at, access_code_id, form_model_name)
           VALUES ($1, $2, 'v1:x', 'hash', $1, '10.04.2025 12:00', 'Einkommensteuererklärung 2025', $3, $1, 'ESt2025')`,
          [id, idNr, now],
        );
      for (const id of ['a'.repeat(32), 'b'.repeat(32), 'c'.repeat(32)]) await summary(id);
      await submission('a'.repeat(32));
      const { migrate } = await import('../db/index');
      expect(await migrate(db)).toEqual(['006_national_scale.sql']);
      await submission('b'.repeat(32));
      const flags = await db.query<{ xml_data_id: string; submitted: boolean }>('SELECT xml_data_id, submitted FROM summaries ORDER BY xml_data_id');
      expect(flags.map((r) => [r.xml_data_id[0], r.submitted])).toEqual([
        ['a', true],
        ['b', true],
        ['c', false],
      ]);
    } finally {
      if (schema) await db.exec(`DROP SCHEMA ${schema} CASCADE`);
      await db.close();
    }
  });
});

const databaseUrl = process.env.DATABASE_URL;
/**
 * 100,000 users, 20,000 drafts, 10,000 submissions and the rest in proportion (about 10 s); sessions,
 * wrong-login counters and rate limits grow with the traffic, not with the population: as many as at
 * national scale. The retention jobs' batches shrink with the tables (100 rows instead of 1000), so
 * that a batch is the same share of a table as in production and the planner weighs it the same.
 */
const SCALE = 0.1;
const COUNTS = { ...scaledCounts(SCALE), sessions: NATIONAL.sessions, loginFailures: NATIONAL.loginFailures, rateLimits: NATIONAL.rateLimits };
const BATCH_SIZE = Math.round(RETENTION_BATCH_SIZE * SCALE);

interface Planned {
  sql: string;
  seqScans: string[];
  plan: unknown;
}

describe.skipIf(!databaseUrl)('query plans on a seeded database (PostgreSQL only; PGlite runs the same planner)', () => {
  const schema = `plans_${randomBytes(6).toString('hex')}`;
  const now = new Date();
  let client: Client;
  let db: Db;
  let app: BuiltServer | undefined;
  const planned = new Map<string, Planned>();
  let rows: Record<string, number> = {};

  /** Plans `sql` with its parameters through the planning connection (first time each text is seen). */
  async function plan(sql: string, params: unknown[] = []) {
    const text = sql.trim();
    if (planned.has(text) || !/^(SELECT|INSERT|UPDATE|DELETE|WITH)\b/i.test(text)) return;
    const result = await client.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(`EXPLAIN (FORMAT JSON) ${text}`, params);
    const root = result.rows[0]['QUERY PLAN'][0].Plan;
    planned.set(text, { sql: text, seqScans: largeSeqScans(root), plan: root });
  }

  /** The database with every statement planned before it runs, also inside transactions. */
  function planning(target: Db, limitPendingLetters = false): Db {
    const wrap = (q: Queryable): Queryable => ({
      query: async <T extends object>(sql: string, params: unknown[] = []) => {
        await plan(sql, params);
        const result = await q.query<T>(sql, params);
        // The print run prints two of the seeded pending letters, not all of them.
        return limitPendingLetters && /FROM letters WHERE printed_at IS NULL/.test(sql) ? result.slice(0, 2) : result;
      },
      exec: (sql) => q.exec(sql),
    });
    return { ...wrap(target), kind: target.kind, transaction: (fn) => target.transaction((tx) => fn(wrap(tx))), close: () => target.close() };
  }

  beforeAll(async () => {
    const { default: pg } = await import('pg');
    db = await openDb({ databaseUrl, dataDir: 'memory://', schema });
    client = new pg.Client({ connectionString: databaseUrl, options: `-c search_path=${schema}` });
    await client.connect();
    await seed(client, COUNTS, now);
    rows = await tableRows(client);
  }, 300_000);

  afterAll(async () => {
    await app?.close();
    await db?.close();
    await client?.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await client?.end();
  });

  it('plans no sequential scan of a large table for a journey, a wrong login, the letters and the retention jobs', { timeout: 300_000 }, async () => {
    for (const table of LARGE_TABLES) expect(rows[table], `${table} seeded`).toBeGreaterThan(400);
    const config = testConfig({ databaseSchema: schema, now: () => now });
    // Every retention job with its batches scaled, planned on the seeded rows; then the server's start
    // (the housekeeping runs them again, and the sealing of plain rows looks for work).
    await runRetention(planning(db), config, { batchSize: BATCH_SIZE });
    app = await buildServer(config, { db: planning(db) });

    const user = await new TestClient(app).start();
    await user.post('/pageChange', { page: 'start_page' });
    const idNr = nextIdNr();
    const code = await register(user, idNr, '1951-02-03');
    const wrong = await new TestClient(app).start();
    expect((await login(wrong, idNr, 'EEZ-AAAA-BBBB-CCCC')).auth.status).toBe(401);
    const result = await login(user, idNr, code);
    expect(result.finish?.status).toBe(200);
    await user.get('/users/status');
    await user.get('/keepAlive');
    await user.post('/clientLog', { enabled: false });
    expect((await user.get('/userData')).status).toBe(200);
    const model = (await user.get<ModelsResponse>('/models')).body.models.at(-1)!;
    const formdata = {
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
    expect((await user.get('/declarations/status')).status).toBe(200);
    expect((await user.post(`/drafts/${model.formModelName}`, { document: formdata, progress: { current: 'review', visited: ['filing', 'review'] } })).status).toBe(200);
    expect((await user.get(`/drafts/${model.formModelName}`)).status).toBe(200);
    expect((await user.get('/declarations/status')).status).toBe(200);
    const prepared = await user.post<PrepareSummaryResponse>('/prepareSummaryPage', {
      formModelId: model.formModelName,
      dataModelId: model.dataModelNames![0],
      formdata: JSON.stringify(formdata),
    });
    expect(prepared.status).toBe(200);
    expect((await user.get(`/declarations/current/${model.formModelName}`)).status).toBe(200);
    const { xmlDataId } = prepared.body;
    const [xml, info] = await Promise.all([user.post<RetrieveXmlResponse>('/users/sign/retrieveXml', { xmlDataId }), user.get<PfxDecryptInfo>('/users/sign/getPfxFileDecryptInfo')]);
    const { privateKey, certificate } = await openLocalSigningData(result.signing!.encryptedPfx, info.body);
    const signature = await signDeclarationXml({ xmlData: xml.body.xmlData, privateKey, certificate });
    expect((await user.post<SendSignatureResponse>('/users/sign/sendSignature', { xmlDataId, ...signature })).status).toBe(200);
    expect((await user.get(`/summaryPdf/${xmlDataId}`)).status).toBe(200);
    expect((await user.get(`/declarations/current/${model.formModelName}`)).status).toBe(200);
    expect((await user.get('/declarations/status')).status).toBe(200);
    expect((await user.post('/users/registerAgain', {})).status).toBe(200);
    expect((await user.post('/users/authentication/logout', { reason: 'userLogout' })).status).toBe(200);

    // The operator's print run.
    await printPendingLetters({ db: planning(db, true), dataCipher: app.ctx.dataCipher }, mkdtempSync(path.join(tmpdir(), 'ee-plans-letters-')), now);

    // What the foreign keys cascade (ON DELETE CASCADE) and check, as the triggers run it: a generic plan per key.
    const keys = await client.query<{ child: string; columns: string[]; parent: string; parent_columns: string[] }>(
      `SELECT c.conrelid::regclass::text AS child, array_agg(a.attname::text ORDER BY k.n) AS columns, c.confrelid::regclass::text AS parent,
              array_agg(pa.attname::text ORDER BY k.n) AS parent_columns
       FROM pg_constraint c CROSS JOIN LATERAL unnest(c.conkey, c.confkey) WITH ORDINALITY AS k(attnum, fattnum, n)
       JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = k.attnum
       JOIN pg_attribute pa ON pa.attrelid = c.confrelid AND pa.attnum = k.fattnum
       WHERE c.contype = 'f' AND c.connamespace = current_schema()::regnamespace GROUP BY c.oid, c.conrelid, c.confrelid`,
    );
    expect(keys.rows.length).toBeGreaterThanOrEqual(4);
    await client.query('SET plan_cache_mode = force_generic_plan');
    try {
      for (const key of keys.rows) {
        const where = key.columns.map((col, i) => `${col} = $${i + 1}`).join(' AND ');
        const sample = (await client.query(`SELECT ${key.parent_columns.join(', ')} FROM ${key.parent} LIMIT 1`)).rows[0] as Record<string, unknown>;
        const sql = `DELETE FROM ONLY ${key.child} WHERE ${where}`;
        await client.query(`PREPARE cascade_check AS ${sql}`);
        try {
          const args = key.parent_columns.map((col) => `'${String(sample[col]).replaceAll("'", "''")}'`).join(', ');
          const result = await client.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(`EXPLAIN (FORMAT JSON) EXECUTE cascade_check(${args})`);
          const root = result.rows[0]['QUERY PLAN'][0].Plan;
          planned.set(`${sql} (foreign key to ${key.parent})`, { sql, seqScans: largeSeqScans(root), plan: root });
        } finally {
          await client.query('DEALLOCATE cascade_check');
        }
      }
    } finally {
      await client.query('RESET plan_cache_mode');
    }

    // Enough statements to be sure the journey, the letters and every job were recorded.
    const texts = [...planned.keys()].join('\n');
    for (const pattern of [
      /INSERT INTO users/,
      /INSERT INTO login_failures/,
      /INSERT INTO drafts/,
      /INSERT INTO summaries/,
      /INSERT INTO submissions/,
      /FROM sessions WHERE last_seen/,
      /FROM sessions WHERE created_at/,
      /FROM drafts WHERE saved_at/,
      // The year screen's status (GET /declarations/status).
      /SELECT form_model_name FROM submissions WHERE id_nr = \$1 AND access_code_id = \$2$/m,
      /SELECT form_model_name, document, progress, saved_at FROM drafts WHERE id_nr = \$1/,
      /s\.created_at < \$1/,
      /FROM submissions WHERE submitted_at/,
      /FROM users u WHERE u\.code_arrival_at/,
      /FROM letters WHERE printed_at IS NOT NULL/,
      /UPDATE letters SET printed_at/,
      /FROM rate_limits WHERE window_start/,
      /FROM login_failures WHERE last_failed_at/,
      /FROM page_changes WHERE created_at/,
      /DELETE FROM ONLY sessions/,
    ]) {
      expect(texts, String(pattern)).toMatch(pattern);
    }
    const failures = [...planned.values()].filter((p) => p.seqScans.length > 0).map((p) => `${p.seqScans.join(', ')}:\n  ${p.sql.replace(/\s+/g, ' ')}`);
    expect(failures, `${planned.size} statements planned; sequential scans of large tables`).toEqual([]);
  });
});
