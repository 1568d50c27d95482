// Retention: how long each table keeps its rows, and the jobs that delete them when that time is
// over (docs/security.md, "What is stored, where, and for how long"). The housekeeping runs them at
// start and hourly; the statements are in the store (store/*.ts). Every job deletes in batches (one statement per batch, so the embedded database
// serves requests between them and PostgreSQL holds no lock for long), and every query is served by
// an index (migrations 004 and 006): each batch takes the oldest rows in the index's order and deletes
// them by primary key (`= ANY(ARRAY(…))`), so the planner reads neither table whole however large it
// grows (src/server/__tests__/queryPlans.test.ts plans them on a seeded database).
import { ACCESS_CODE_VALIDITY_DAYS } from './accessCodes';
import { berlinParts, berlinYearStart } from './berlinTime';
import type { ServerConfig } from './config';
import { RETENTION_BATCH_SIZE } from './db/batches';
import type { Db } from './db/index';
import { RATE_LIMIT_LONGEST_WINDOW_MS } from './rateLimit';
import { DRAFT_RETENTION_DAYS, deleteDraftsSavedBefore } from './store/drafts';
import { deletePrintedLettersBefore } from './store/letters';
import { deleteLoginFailuresBefore, LOGIN_FAILURE_MEMORY_MS } from './store/loginFailures';
import { deletePageChangesBefore } from './store/pageChanges';
import { deletePeopleWithNothingStored } from './store/people';
import { deleteRateLimitsBefore } from './store/rateLimits';
import { deleteExpiredSessions } from './store/sessions';
import { deleteSubmissionsBefore, deleteUnsubmittedSummariesBefore } from './store/summaries';

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

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

/** Sessions idle longer than the idle timeout, or older than the maximum session time. */
export async function purgeExpiredSessions(
  db: Db,
  config: Pick<ServerConfig, 'now' | 'sessionTimeoutMinutes' | 'sessionMaxSeconds'>,
  batchSize = RETENTION_BATCH_SIZE,
): Promise<number> {
  const now = config.now().getTime();
  return deleteExpiredSessions(db, new Date(now - config.sessionTimeoutMinutes * 60_000), new Date(now - config.sessionMaxSeconds * 1000), batchSize);
}

/** Drafts 25 days after their last save. */
export async function purgeDrafts(db: Db, now: Date, batchSize = RETENTION_BATCH_SIZE): Promise<number> {
  return deleteDraftsSavedBefore(db, daysBefore(now, DRAFT_RETENTION_DAYS), batchSize);
}

/** Summaries never submitted, 25 days after they were made. */
export async function purgeUnsubmittedSummaries(db: Db, now: Date, batchSize = RETENTION_BATCH_SIZE): Promise<number> {
  return deleteUnsubmittedSummariesBefore(db, daysBefore(now, UNSUBMITTED_SUMMARY_RETENTION_DAYS), batchSize);
}

/** The first instant that keeps a submission: 1 January (Berlin) of the year four years before this one. */
export function submissionCutoff(now: Date): Date {
  return berlinYearStart(Number(berlinParts(now).year) - SUBMISSION_ASSESSMENT_PERIOD_YEARS);
}

/** Submissions sent before `submissionCutoff`, each with its summary. */
export async function purgeSubmissions(db: Db, now: Date, batchSize = RETENTION_BATCH_SIZE): Promise<number> {
  return deleteSubmissionsBefore(db, submissionCutoff(now), batchSize);
}

/**
 * The instant before which an access code's arrival must lie for its user to be deleted: the code
 * expired (140 days after arrival) longer ago than a session can live, so no session that logged in
 * with it is still running.
 */
export function userCutoff(now: Date, config: Pick<ServerConfig, 'sessionMaxSeconds'>): Date {
  return new Date(now.getTime() - ACCESS_CODE_VALIDITY_DAYS * DAY_MS - config.sessionMaxSeconds * 1000);
}

/** Users whose access code expired (see `userCutoff`) and who have nothing stored. */
export async function purgeUsers(db: Db, now: Date, config: Pick<ServerConfig, 'sessionMaxSeconds'>, batchSize = RETENTION_BATCH_SIZE): Promise<number> {
  return deletePeopleWithNothingStored(db, userCutoff(now, config), batchSize);
}

/** Printed letters 90 days after printing; letters not printed stay. */
export async function purgePrintedLetters(db: Db, now: Date, batchSize = RETENTION_BATCH_SIZE): Promise<number> {
  return deletePrintedLettersBefore(db, daysBefore(now, PRINTED_LETTER_RETENTION_DAYS), batchSize);
}

/** Rate-limit counters whose window ended. */
export async function purgeRateLimits(db: Db, now: Date, batchSize = RETENTION_BATCH_SIZE): Promise<number> {
  return deleteRateLimitsBefore(db, new Date(now.getTime() - RATE_LIMIT_LONGEST_WINDOW_MS), batchSize);
}

/** Wrong-login counters whose last failure is a day old; a lock lasts 15 minutes. */
export async function purgeLoginFailures(db: Db, now: Date, batchSize = RETENTION_BATCH_SIZE): Promise<number> {
  return deleteLoginFailuresBefore(db, new Date(now.getTime() - LOGIN_FAILURE_MEMORY_MS), batchSize);
}

/** Page statistics after 90 days. */
export async function purgePageChanges(db: Db, now: Date, batchSize = RETENTION_BATCH_SIZE): Promise<number> {
  return deletePageChangesBefore(db, daysBefore(now, PAGE_CHANGE_RETENTION_DAYS), batchSize);
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
