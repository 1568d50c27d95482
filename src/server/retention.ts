// Retention: how long each table keeps its rows, and the jobs that delete them when that time is
// over (docs/security.md, "What is stored, where, and for how long"). The housekeeping runs them at
// start and hourly. Every job deletes in batches (one statement per batch, so the embedded database
// serves requests between them and PostgreSQL holds no lock for long), and every query is served by
// an index (migrations 004 and 006): each batch takes the oldest rows in the index's order and deletes
// them by primary key (`= ANY(ARRAY(…))`), so the planner reads neither table whole however large it
// grows (src/server/__tests__/queryPlans.test.ts plans them on a seeded database).
import { ACCESS_CODE_VALIDITY_DAYS } from './accessCodes';
import { berlinParts, berlinYearStart } from './berlinTime';
import type { ServerConfig } from './config';
import { deleteStep, inBatches, RETENTION_BATCH_SIZE } from './db/batches';
import type { Db, Queryable, UserRow } from './db/index';
import { RATE_LIMIT_LONGEST_WINDOW_MS } from './rateLimit';
import { LOGIN_FAILURE_MEMORY_MS } from './routes/auth';
import { DRAFT_RETENTION_DAYS, purgeDrafts } from './routes/drafts';
import { purgeExpiredSessions } from './session';

export { RETENTION_BATCH_SIZE };

const DAY_MS = 86_400_000;

/** A summary that was never submitted goes with its draft's retention: 25 days after it was made. */
export const UNSUBMITTED_SUMMARY_RETENTION_DAYS = DRAFT_RETENTION_DAYS;
/**
 * The assessment period (Festsetzungsfrist) of § 169 Abs. 2 Satz 1 Nr. 2 AO: four years, starting at
 * the end of the calendar year in which the declaration was filed (§ 170 Abs. 2 Satz 1 Nr. 1 AO). A
 * submission (and its summary, which the confirmation PDF is made from) is deleted on 1 January
 * (Berlin) of the fifth year after the year it was sent in.
 */
export const SUBMISSION_ASSESSMENT_PERIOD_YEARS = 4;
/** Page statistics: enough for quarterly usage figures; they name no person. */
export const PAGE_CHANGE_RETENTION_DAYS = 90;
/** Printed letters (their access code already erased): a quarter, for questions about lost post. */
export const PRINTED_LETTER_RETENTION_DAYS = 90;

/** Rows deleted per table by one run. */
export interface RetentionCounts {
  sessions: number;
  drafts: number;
  /** Summaries never submitted (and not replaced by a newer one before). */
  summaries: number;
  /** Submissions past the assessment period, each with its summary. */
  submissions: number;
  users: number;
  letters: number;
  rateLimits: number;
  /** Wrong-login counters a day after their last failure (their lock long over). */
  loginFailures: number;
  pageChanges: number;
}

export interface RetentionOptions {
  /** Rows per statement; tests set it small to see the batches. */
  batchSize?: number;
}

// A summary counts as submitted while a submission refers to it (submissions.xml_data_id, primary key).
const NOT_SUBMITTED = 'NOT EXISTS (SELECT 1 FROM submissions sub WHERE sub.xml_data_id = s.xml_data_id)';

/**
 * Deletes the chosen summaries that are still not submitted. Two statements in one transaction: the
 * first chooses and locks them (skipping rows another transaction holds, such as a submission being
 * stored for them right now); the second, which sees everything committed before the locks, checks
 * again that no submission refers to them. A single DELETE would still delete a summary whose
 * submission committed while it waited for the row, and with it (ON DELETE CASCADE) the submission.
 */
async function deleteUnsubmitted(tx: Queryable, choose: string, params: unknown[], limit = ''): Promise<{ chosen: number; deleted: number }> {
  const ids = (
    await tx.query<{ xml_data_id: string }>(`SELECT s.xml_data_id FROM summaries s WHERE ${choose} AND ${NOT_SUBMITTED} ${limit} FOR UPDATE OF s SKIP LOCKED`, params)
  ).map((r) => r.xml_data_id);
  if (ids.length === 0) return { chosen: 0, deleted: 0 };
  const deleted = (
    await tx.query<{ n: number }>(
      `WITH gone AS (DELETE FROM summaries s WHERE s.xml_data_id = ANY($1::text[]) AND ${NOT_SUBMITTED} RETURNING 1) SELECT count(*)::int AS n FROM gone`,
      [ids],
    )
  )[0].n;
  return { chosen: ids.length, deleted };
}

/**
 * A person's earlier summaries of a form model that were not submitted (index summaries_owner): a new
 * summary replaces them, so one person has at most one unsubmitted summary per year. Run in the
 * transaction that stores the new one.
 */
export async function deleteUnsubmittedSummaries(tx: Queryable, idNr: string, formModelName: string): Promise<number> {
  return (await deleteUnsubmitted(tx, 's.id_nr = $1 AND s.form_model_name = $2', [idNr, formModelName])).deleted;
}

/**
 * Summaries never submitted, 25 days after they were made (partial index summaries_unsubmitted_created_at,
 * migration 006: the submitted ones, kept for years, are not in it; `submitted` only narrows the
 * search, the submissions table decides).
 */
export async function purgeUnsubmittedSummaries(db: Db, now: Date, batchSize = RETENTION_BATCH_SIZE): Promise<number> {
  const cutoff = new Date(now.getTime() - UNSUBMITTED_SUMMARY_RETENTION_DAYS * DAY_MS);
  return inBatches(batchSize, (limit) =>
    db.transaction((tx) => deleteUnsubmitted(tx, 'NOT s.submitted AND s.created_at < $1', [cutoff, limit], 'ORDER BY s.created_at LIMIT $2')),
  );
}

/** The first instant that keeps a submission: 1 January (Berlin) of the year four years before this one. */
export function submissionCutoff(now: Date): Date {
  return berlinYearStart(Number(berlinParts(now).year) - SUBMISSION_ASSESSMENT_PERIOD_YEARS);
}

/**
 * Submissions sent before `submissionCutoff` (index submissions_submitted_at): the summary is
 * deleted and the submission with it (ON DELETE CASCADE).
 */
export async function purgeSubmissions(db: Db, now: Date, batchSize = RETENTION_BATCH_SIZE): Promise<number> {
  return inBatches(
    batchSize,
    deleteStep(db, 'DELETE FROM summaries WHERE xml_data_id = ANY(ARRAY(SELECT xml_data_id FROM submissions WHERE submitted_at < $2 ORDER BY submitted_at LIMIT $1)) RETURNING 1', [submissionCutoff(now)]),
  );
}

/**
 * The instant before which an access code's arrival must lie for its user to be deleted: the code
 * expired (140 days after arrival) longer ago than a session can live, so no session that logged in
 * with it is still running.
 */
export function userCutoff(now: Date, config: Pick<ServerConfig, 'sessionMaxSeconds'>): Date {
  return new Date(now.getTime() - ACCESS_CODE_VALIDITY_DAYS * DAY_MS - config.sessionMaxSeconds * 1000);
}

// A user with anything stored stays: a draft (primary key), a summary (summaries_owner; a submission
// always has its summary), a session, live or not yet purged (sessions_user_id_nr), or a letter not
// yet printed (letters_pending_id_nr).
const NOTHING_STORED = `NOT EXISTS (SELECT 1 FROM drafts d WHERE d.id_nr = u.id_nr)
  AND NOT EXISTS (SELECT 1 FROM summaries s WHERE s.id_nr = u.id_nr)
  AND NOT EXISTS (SELECT 1 FROM sessions se WHERE se.user_id_nr = u.id_nr)
  AND NOT EXISTS (SELECT 1 FROM letters l WHERE l.id_nr = u.id_nr AND l.printed_at IS NULL)`;

/**
 * Users whose access code expired (index users_code_arrival_at; see `userCutoff`) and who have
 * nothing stored. Chosen and locked first, then checked again, like unsubmitted summaries: a draft,
 * session or new code stored meanwhile keeps the user.
 */
export async function purgeUsers(db: Db, now: Date, config: Pick<ServerConfig, 'sessionMaxSeconds'>, batchSize = RETENTION_BATCH_SIZE): Promise<number> {
  const cutoff = userCutoff(now, config);
  // Each batch goes on from where the one before stopped (in code_arrival_at order): the users it
  // passed have something stored (mostly a submission, kept for years), and walking past them again
  // for every batch would make a large backlog quadratic.
  let from = new Date(0);
  return inBatches(batchSize, (limit) =>
    db.transaction(async (tx) => {
      const chosen = await tx.query<Pick<UserRow, 'id_nr' | 'code_arrival_at'>>(
        `SELECT u.id_nr, u.code_arrival_at FROM users u WHERE u.code_arrival_at < $1 AND u.code_arrival_at >= $3 AND ${NOTHING_STORED} ORDER BY u.code_arrival_at LIMIT $2 FOR UPDATE OF u SKIP LOCKED`,
        [cutoff, limit, from],
      );
      const ids = chosen.map((r) => r.id_nr);
      if (ids.length === 0) return { chosen: 0, deleted: 0 };
      // A millisecond back: the driver's Date has no microseconds.
      from = new Date(new Date(chosen[chosen.length - 1].code_arrival_at).getTime() - 1);
      const deleted = (
        await tx.query<{ n: number }>(
          `WITH gone AS (DELETE FROM users u WHERE u.id_nr = ANY($1::text[]) AND u.code_arrival_at < $2 AND ${NOTHING_STORED} RETURNING 1) SELECT count(*)::int AS n FROM gone`,
          [ids, cutoff],
        )
      )[0].n;
      return { chosen: ids.length, deleted };
    }),
  );
}

/** Printed letters 90 days after printing (index letters_printed_at); letters not printed stay. */
export async function purgePrintedLetters(db: Db, now: Date, batchSize = RETENTION_BATCH_SIZE): Promise<number> {
  const cutoff = new Date(now.getTime() - PRINTED_LETTER_RETENTION_DAYS * DAY_MS);
  return inBatches(
    batchSize,
    deleteStep(db, 'DELETE FROM letters WHERE id = ANY(ARRAY(SELECT id FROM letters WHERE printed_at IS NOT NULL AND printed_at < $2 ORDER BY printed_at LIMIT $1)) RETURNING 1', [cutoff]),
  );
}

/** Rate-limit counters whose window ended (index rate_limits_window_start). */
export async function purgeRateLimits(db: Db, now: Date, batchSize = RETENTION_BATCH_SIZE): Promise<number> {
  const cutoff = new Date(now.getTime() - RATE_LIMIT_LONGEST_WINDOW_MS);
  // Checked again on the row: a counter that started a new window meanwhile stays.
  return inBatches(
    batchSize,
    deleteStep(db, 'DELETE FROM rate_limits WHERE key = ANY(ARRAY(SELECT key FROM rate_limits WHERE window_start < $2 ORDER BY window_start LIMIT $1)) AND window_start < $2 RETURNING 1', [cutoff]),
  );
}

/** Page statistics after 90 days (index page_changes_created_at). */
/** Wrong-login counters whose last failure is a day old (index login_failures_last_failed_at); a lock lasts 15 minutes. */
export async function purgeLoginFailures(db: Db, now: Date, batchSize = RETENTION_BATCH_SIZE): Promise<number> {
  const cutoff = new Date(now.getTime() - LOGIN_FAILURE_MEMORY_MS);
  return inBatches(
    batchSize,
    deleteStep(db, 'DELETE FROM login_failures WHERE id_hash = ANY(ARRAY(SELECT id_hash FROM login_failures WHERE last_failed_at < $2 ORDER BY last_failed_at LIMIT $1)) AND last_failed_at < $2 RETURNING 1', [cutoff]),
  );
}

export async function purgePageChanges(db: Db, now: Date, batchSize = RETENTION_BATCH_SIZE): Promise<number> {
  const cutoff = new Date(now.getTime() - PAGE_CHANGE_RETENTION_DAYS * DAY_MS);
  return inBatches(batchSize, deleteStep(db, 'DELETE FROM page_changes WHERE id = ANY(ARRAY(SELECT id FROM page_changes WHERE created_at < $2 ORDER BY created_at LIMIT $1)) RETURNING 1', [cutoff]));
}

/**
 * Every retention job, once. Sessions first (a user with a session stays), users after what keeps
 * them. The deletes are idempotent: several servers may run them at the same time.
 */
export async function runRetention(db: Db, config: Pick<ServerConfig, 'now' | 'sessionTimeoutMinutes' | 'sessionMaxSeconds'>, options: RetentionOptions = {}): Promise<RetentionCounts> {
  const batchSize = options.batchSize ?? RETENTION_BATCH_SIZE;
  const now = config.now();
  const sessions = await purgeExpiredSessions(db, { ...config, now: () => now }, batchSize);
  const drafts = await purgeDrafts(db, now, batchSize);
  const summaries = await purgeUnsubmittedSummaries(db, now, batchSize);
  const submissions = await purgeSubmissions(db, now, batchSize);
  const users = await purgeUsers(db, now, config, batchSize);
  const letters = await purgePrintedLetters(db, now, batchSize);
  const rateLimits = await purgeRateLimits(db, now, batchSize);
  const loginFailures = await purgeLoginFailures(db, now, batchSize);
  const pageChanges = await purgePageChanges(db, now, batchSize);
  return { sessions, drafts, summaries, submissions, users, letters, rateLimits, loginFailures, pageChanges };
}
