// A national-size database, generated in SQL (generate_series) on PostgreSQL: users, drafts,
// summaries, submissions and the tables around them, with realistic column sizes and timestamps
// spread over the retention windows (docs/performance.md, "Data volume"). Used by the bench's
// data-volume part (scripts/bench.mjs) and, scaled down, by the plan test
// (src/server/__tests__/queryPlans.test.ts).
//
//   node --import tsx scripts/bench/seed.ts postgres://… [schema] [factor]   # factor 1 = 1,000,000 users
import type { Client } from 'pg';

/** Rows per table. */
export interface SeedCounts {
  users: number;
  drafts: number;
  /** Each with its summary. */
  submissions: number;
  /** Summaries made and not (yet) signed. */
  unsubmittedSummaries: number;
  sessions: number;
  /** Printed letters (kept 90 days) and letters still to print. */
  printedLetters: number;
  pendingLetters: number;
  loginFailures: number;
  rateLimits: number;
  pageChanges: number;
}

/**
 * Per 1,000,000 users: a fifth with a draft of this year, a tenth with a submission (kept four years),
 * 2 % with a summary not signed yet, 2 % logged in at the busiest hour (sessions live up to 45 minutes
 * idle; a quarter of them waiting for the hourly purge), a letter for every registration or new code
 * of the last 90 days, 1 % who mistyped the access code in the last day, and 1,000,000 page changes
 * (90 days of statistics).
 */
export const NATIONAL: SeedCounts = {
  users: 1_000_000,
  drafts: 200_000,
  submissions: 100_000,
  unsubmittedSummaries: 20_000,
  sessions: 20_000,
  printedLetters: 150_000,
  pendingLetters: 5_000,
  loginFailures: 10_000,
  rateLimits: 5_000,
  pageChanges: 1_000_000,
};

export function scaledCounts(factor: number): SeedCounts {
  return Object.fromEntries(Object.entries(NATIONAL).map(([k, v]) => [k, Math.max(1, Math.round(v * factor))])) as unknown as SeedCounts;
}

/**
 * Sizes in bytes of the sealed columns' plaintext: a declaration with several entries. Sealing adds
 * 28 bytes (IV and tag) and base64 a third. For comparison, a declaration with one entry stores (sealed)
 * a 0.7 KB draft, a summary of 0.9 KB document, 5.3 KB HTML and 1.4 KB XML, and 4.6 KB of signed XML;
 * these are 1.5 to 2.5 times that.
 */
export const PLAINTEXT_BYTES = { document: 1100, html: 9000, xml: 2600, signedXml: 6500 } as const;
/** How many different random values of each size the rows share (each value is random, so not compressible). */
const VARIANTS = 64;
const DAY_MS = 86_400_000;

/**
 * The statements that seed `counts` rows into the tables of the current search_path, `now` being the
 * server's clock. About 2 % of each table is past its retention period, so the retention jobs have
 * work. Tax IDs are 11 digits with a correct check digit (first digit not 0, one digit per row from a
 * bijection of the row number, so no two collide); IDs already in `users` (people the bench
 * registered) are left out, with whatever would have been theirs. With `personKeyPrefix` (the server's
 * `TaxIds.ownPrefix`) a person's key is that prefix and a hash of the tax ID, as the server writes its
 * keys (src/server/taxIds.ts), so the server's re-keying finds nothing to do; without it the key is the
 * tax ID itself, as the releases before 2026-11-29.2 stored it.
 */
export function seedStatements(counts: SeedCounts, now: Date, personKeyPrefix?: string): { name: string; sql: string }[] {
  if (personKeyPrefix !== undefined && !/^t:[A-Za-z0-9_-]{8}:$/.test(personKeyPrefix)) throw new Error(`not a key prefix: ${personKeyPrefix}`);
  const personKey = personKeyPrefix
    ? `'${personKeyPrefix}' || translate(encode(sha256(convert_to(pg_temp.seed_id_nr(i), 'UTF8')), 'base64'), '+/=', '-_')`
    : 'pg_temp.seed_id_nr(i)';
  const c = counts;
  const ts = (ms: number) => `'${new Date(ms).toISOString()}'::timestamptz`;
  const nowMs = now.getTime();
  const NOW = ts(nowMs);
  const sealedBytes = (plain: number) => plain + 28;
  // Segments of the user numbers: submitters first, then draft writers, then unsigned summaries, then the rest.
  const S = c.submissions;
  const D = c.drafts;
  const U = c.unsubmittedSummaries;
  // submissions.submitted_at over the assessment period (since 1 January four years back) and 2 % beyond it.
  const assessmentMs = (nowMs - Date.UTC(now.getUTCFullYear() - 4, 0, 1)) * 1.02;
  const assessmentDays = Math.round(assessmentMs / DAY_MS);
  return [
    {
      name: 'helpers',
      sql: `
CREATE OR REPLACE FUNCTION pg_temp.seed_id_nr(n bigint) RETURNS text LANGUAGE plpgsql IMMUTABLE AS $f$
DECLARE
  first10 text := (1000000000 + (n * 2654435761) % 9000000000)::text;
  p int := 10;
  s int;
  c int;
BEGIN
  FOR k IN 1..10 LOOP
    s := (substr(first10, k, 1)::int + p) % 10;
    IF s = 0 THEN s := 10; END IF;
    p := (2 * s) % 11;
  END LOOP;
  c := 11 - p;
  IF c = 10 THEN c := 0; END IF;
  RETURN first10 || c::text;
END $f$;
-- Random bytes as text without an extension: hex of md5 sums, then base64 of those bytes.
CREATE OR REPLACE FUNCTION pg_temp.seed_random_b64(bytes int) RETURNS text LANGUAGE sql VOLATILE AS $f$
  SELECT translate(encode(substr(decode(string_agg(md5(random()::text || g::text), ''), 'hex'), 1, bytes), 'base64'), E'\\n', '')
  FROM generate_series(1, (bytes + 15) / 16) g
$f$;
DROP TABLE IF EXISTS pg_temp.seed_blob;
CREATE TEMP TABLE seed_blob (kind text, variant int, v text, PRIMARY KEY (kind, variant));
INSERT INTO seed_blob
SELECT k.kind, g, 'v1:' || pg_temp.seed_random_b64(k.bytes)
FROM (VALUES ('document', ${sealedBytes(PLAINTEXT_BYTES.document)}), ('html', ${sealedBytes(PLAINTEXT_BYTES.html)}), ('xml', ${sealedBytes(PLAINTEXT_BYTES.xml)}),
             ('signed', ${sealedBytes(PLAINTEXT_BYTES.signedXml)}), ('cert', 860)) k(kind, bytes),
     generate_series(0, ${VARIANTS - 1}) g;
DROP TABLE IF EXISTS pg_temp.seed_ids;
CREATE TEMP TABLE seed_ids AS
SELECT i, id FROM (SELECT i, ${personKey} AS id FROM generate_series(1, ${c.users}) i) g
WHERE NOT EXISTS (SELECT 1 FROM users u WHERE u.id_nr = g.id);
ALTER TABLE seed_ids ADD PRIMARY KEY (i);
ANALYZE seed_ids;`,
    },
    {
      name: 'users',
      // code_arrival_at: submitters when they last used a code (up to four years ago: kept by their
      // submission); everyone else within the code's 140 days, except 2 % of "the rest" whose code
      // expired with nothing stored (the user purge's work).
      sql: `
INSERT INTO users (id_nr, birth_date, email, access_code_hash, access_code_salt, access_code_scheme, code_issued_at, code_arrival_at, created_at, access_code_id)
SELECT id, date '1935-01-01' + (random() * 11000)::int, NULL,
       encode(decode(md5(i::text || 'h1') || md5(i::text || 'h2'), 'hex'), 'base64'), encode(decode(md5(i::text || 's'), 'hex'), 'base64'), 'hmac-sha256',
       arrival - interval '3 days', arrival, arrival - interval '3 days' - random() * interval '400 days', md5(i::text || 'code')
FROM (
  SELECT i, id,
    CASE WHEN i <= ${S} THEN ${NOW} - random() * interval '${assessmentDays} days'
         WHEN i > ${S + D + U} AND i % 50 = 0 THEN ${NOW} - interval '142 days' - random() * interval '200 days'
         ELSE ${NOW} - random() * interval '139 days' END AS arrival
  FROM seed_ids) g;
ANALYZE users;`,
    },
    {
      name: 'drafts',
      sql: `
INSERT INTO drafts (id_nr, form_model_name, document, saved_at)
SELECT s.id, 'ESt2025', b.v, ${NOW} - random() * interval '25.5 days'
FROM seed_ids s JOIN seed_blob b ON b.kind = 'document' AND b.variant = s.i % ${VARIANTS}
WHERE s.i > ${S} AND s.i <= ${S + D};
ANALYZE drafts;`,
    },
    {
      name: 'summaries',
      // One per submission (made just before it was sent) and the unsigned ones (within 25.5 days).
      sql: `
INSERT INTO summaries (xml_data_id, id_nr, form_model_name, document, locale, test_marker, html, xml, submitted, created_at)
SELECT md5(s.i::text || 'summary'), s.id, 'ESt' || (2021 + s.i % 5)::text, d.v, CASE WHEN s.i % 10 = 0 THEN 'en' ELSE 'de' END, NULL, h.v, x.v, s.i <= ${S},
       CASE WHEN s.i <= ${S} THEN ${NOW} - random() * interval '${assessmentDays} days'
            ELSE ${NOW} - random() * interval '25.5 days' END
FROM seed_ids s
JOIN seed_blob d ON d.kind = 'document' AND d.variant = s.i % ${VARIANTS}
JOIN seed_blob h ON h.kind = 'html' AND h.variant = (s.i + 1) % ${VARIANTS}
JOIN seed_blob x ON x.kind = 'xml' AND x.variant = (s.i + 2) % ${VARIANTS}
WHERE s.i <= ${S} OR (s.i > ${S + D} AND s.i <= ${S + D + U});
-- Statistics before the next step joins it (a database that served before has those of a small table).
ANALYZE summaries;`,
    },
    {
      name: 'submissions',
      sql: `
INSERT INTO submissions (xml_data_id, id_nr, signed_xml, signature_hash, transfer_ticket, transfer_date, form_title, submitted_at, access_code_id, form_model_name)
SELECT sm.xml_data_id, sm.id_nr, b.v, encode(sha256(s.i::text::bytea), 'hex'), 'ET-SEED-' || lpad(s.i::text, 10, '0'),
       to_char(sm.created_at AT TIME ZONE 'Europe/Berlin', 'DD.MM.YYYY HH24:MI'), 'Einkommensteuererklärung ' || substr(sm.form_model_name, 4),
       sm.created_at + interval '2 minutes', md5(s.i::text || 'code'), sm.form_model_name
FROM seed_ids s JOIN summaries sm ON sm.xml_data_id = md5(s.i::text || 'summary')
JOIN seed_blob b ON b.kind = 'signed' AND b.variant = s.i % ${VARIANTS}
WHERE s.i <= ${S};`,
    },
    {
      name: 'sessions',
      // Half logged in (draft writers: the certificate, 1.1 KB of base64, and the PFX's 32-byte key),
      // half not yet; last seen within the hour (a quarter idle past 45 minutes).
      sql: `
INSERT INTO sessions (id, csrf_token, created_at, last_seen, locale, user_id_nr, authenticated, cert_serial, cert_leaf_b64, pfx_key_chain, pfx_key, pfx_iv, access_code_id)
SELECT md5(g::text || 'session'), encode(decode(md5(g::text || 'csrf') || md5(g::text || 'csrf2'), 'hex'), 'base64'), seen - random() * interval '3 hours', seen, 'de',
       s.id, s.id IS NOT NULL, CASE WHEN s.id IS NOT NULL THEN md5(g::text) END,
       CASE WHEN s.id IS NOT NULL THEN substr(cert.v, 4) END, CASE WHEN s.id IS NOT NULL THEN encode(decode(md5(g::text || 'c1') || md5(g::text || 'c2'), 'hex'), 'base64') END,
       CASE WHEN s.id IS NOT NULL THEN encode(decode(md5(g::text || 'k1') || md5(g::text || 'k2'), 'hex'), 'base64') END,
       CASE WHEN s.id IS NOT NULL THEN encode(decode(substr(md5(g::text || 'iv'), 1, 24), 'hex'), 'base64') END,
       CASE WHEN s.id IS NOT NULL THEN md5(s.i::text || 'code') END
FROM (SELECT g, ${NOW} - random() * interval '60 minutes' AS seen FROM generate_series(1, ${c.sessions}) g) x
LEFT JOIN seed_ids s ON g % 2 = 0 AND s.i = ${S} + 1 + (g * 7) % ${Math.max(1, D)}
JOIN seed_blob cert ON cert.kind = 'cert' AND cert.variant = g % ${VARIANTS};`,
    },
    {
      name: 'letters',
      // Printed ones over 92 days (2 % past the 90), their code erased; pending ones from the last day.
      sql: `
INSERT INTO letters (id_nr, kind, locale, access_code, arrival_at, created_at, printed_at)
SELECT s.id, CASE WHEN g % 4 = 0 THEN 'newAccessCode' ELSE 'registration' END, 'de', '', printed + interval '3 days', printed - interval '1 day', printed
FROM (SELECT g, ${NOW} - random() * interval '92 days' AS printed FROM generate_series(1, ${c.printedLetters}) g) x
JOIN seed_ids s ON s.i = ${S} + 1 + (g * 13) % ${Math.max(1, c.users - S)};
INSERT INTO letters (id_nr, kind, locale, access_code, arrival_at, created_at, printed_at)
SELECT s.id, 'registration', 'de', 'EEZ-' || upper(substr(md5(g::text), 1, 4)) || '-' || upper(substr(md5(g::text), 5, 4)) || '-' || upper(substr(md5(g::text), 9, 4)),
       created + interval '3 days', created, NULL
FROM (SELECT g, ${NOW} - random() * interval '1 day' AS created FROM generate_series(1, ${c.pendingLetters}) g) x
JOIN seed_ids s ON s.i = ${S + D + U} + 1 + (g * 17) % ${Math.max(1, c.users - S - D - U)};`,
    },
    {
      name: 'login_failures, rate_limits, page_changes',
      sql: `
INSERT INTO login_failures (id_hash, failed_attempts, locked_until, last_failed_at)
SELECT encode(sha256(('failure' || g)::bytea), 'base64'), 1 + g % 5, NULL, ${NOW} - random() * interval '25 hours'
FROM generate_series(1, ${c.loginFailures}) g;
INSERT INTO rate_limits (key, window_start, count)
SELECT CASE WHEN g % 2 = 0 THEN 'auth:' ELSE 'register:' END || '10.' || (g / 65536) % 256 || '.' || (g / 256) % 256 || '.' || g % 256,
       ${NOW} - random() * interval '65 minutes', 1 + g % 10
FROM generate_series(1, ${c.rateLimits}) g;
INSERT INTO page_changes (session_hash, page, created_at)
SELECT encode(sha256(('page' || (g / 12))::bytea), 'hex'),
       (ARRAY['start_page', 'login', 'wizard_filing', 'wizard_donations', 'wizard_medical', 'summary', 'confirmation'])[1 + g % 7],
       ${NOW} - random() * interval '92 days'
FROM generate_series(1, ${c.pageChanges}) g;`,
    },
    { name: 'analyze', sql: 'DROP TABLE IF EXISTS pg_temp.seed_ids; DROP TABLE IF EXISTS pg_temp.seed_blob; ANALYZE;' },
  ];
}

/**
 * Seeds through one connection (the helpers live in its temporary schema); answers the seconds per
 * step. `vacuum`: VACUUM ANALYZE instead of ANALYZE, as a database in service is (autovacuum would
 * otherwise vacuum the new tables during the next measurement).
 */
export async function seed(
  client: Client,
  counts: SeedCounts,
  now = new Date(),
  log: (line: string) => void = () => undefined,
  options: { vacuum?: boolean; personKeyPrefix?: string } = {},
): Promise<Record<string, number>> {
  const seconds: Record<string, number> = {};
  const steps = seedStatements(counts, now, options.personKeyPrefix);
  if (options.vacuum) steps.push({ name: 'vacuum', sql: 'VACUUM ANALYZE' });
  for (const step of steps) {
    const started = performance.now();
    await client.query(step.sql);
    seconds[step.name] = (performance.now() - started) / 1000;
    log(`seed ${step.name}: ${seconds[step.name].toFixed(1)} s`);
  }
  return seconds;
}

/** Rows per table, as the planner's statistics count them after ANALYZE (cheap on large tables). */
export async function tableRows(client: Client): Promise<Record<string, number>> {
  const rows = await client.query<{ relname: string; n: string }>(
    `SELECT c.relname, c.reltuples::bigint AS n FROM pg_class c WHERE c.relkind = 'r' AND c.relnamespace = current_schema()::regnamespace
       AND c.relname IN ('users', 'sessions', 'drafts', 'summaries', 'submissions', 'letters', 'login_failures', 'rate_limits', 'page_changes')`,
  );
  return Object.fromEntries(rows.rows.map((r) => [r.relname, Number(r.n)]));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [url, schema, factor = '1'] = process.argv.slice(2);
  if (!url) {
    console.error('usage: node --import tsx scripts/bench/seed.ts postgres://… [schema] [factor]');
    process.exit(2);
  }
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url, ...(schema ? { options: `-c search_path=${schema}` } : {}) });
  await client.connect();
  try {
    const started = performance.now();
    await seed(client, scaledCounts(Number(factor)), new Date(), console.log);
    console.log(`seeded in ${((performance.now() - started) / 1000).toFixed(1)} s:`, await tableRows(client));
  } finally {
    await client.end();
  }
}
