// Wrong logins per tax ID, registered or not, under a keyed hash of the tax ID (login_failures,
// migration 005). The lockout's rules are in ../routes/auth.ts.
import { deleteStep, inBatches } from '../db/batches';
import type { LoginFailureRow, Queryable } from '../db/index';

/** A wrong-login counter whose last failure is this old starts again (and the retention job deletes it). */
export const LOGIN_FAILURE_MEMORY_MS = 24 * 3600_000;

/** The counter of a tax ID's hash, or undefined when it has none. */
export async function loginFailuresOf(db: Queryable, idHash: string): Promise<Pick<LoginFailureRow, 'locked_until'> | undefined> {
  return (await db.query<Pick<LoginFailureRow, 'locked_until'>>('SELECT locked_until FROM login_failures WHERE id_hash = $1', [idHash]))[0];
}

/** Counts one more wrong login (a counter older than LOGIN_FAILURE_MEMORY_MS starts at one); answers the count. */
export async function countLoginFailure(db: Queryable, idHash: string, now: Date): Promise<number> {
  const rows = await db.query<Pick<LoginFailureRow, 'failed_attempts'>>(
    `INSERT INTO login_failures (id_hash, failed_attempts, locked_until, last_failed_at) VALUES ($1, 1, NULL, $2)
     ON CONFLICT (id_hash) DO UPDATE SET
       failed_attempts = CASE WHEN login_failures.last_failed_at < $3 THEN 1 ELSE login_failures.failed_attempts + 1 END,
       last_failed_at = $2
     RETURNING failed_attempts`,
    [idHash, now, new Date(now.getTime() - LOGIN_FAILURE_MEMORY_MS)],
  );
  return rows[0]?.failed_attempts ?? 1;
}

/** Locks the tax ID until `until` and starts the count again. */
export async function lockLogin(db: Queryable, idHash: string, until: Date): Promise<void> {
  await db.query('UPDATE login_failures SET failed_attempts = 0, locked_until = $2 WHERE id_hash = $1', [idHash, until]);
}

/** Forgets the wrong logins (a right login, a new access code). */
export async function clearLoginFailures(db: Queryable, idHash: string): Promise<void> {
  await db.query('DELETE FROM login_failures WHERE id_hash = $1', [idHash]);
}

/** Counters whose last failure is before `cutoff` (index login_failures_last_failed_at), in batches. */
export async function deleteLoginFailuresBefore(db: Queryable, cutoff: Date, batchSize: number): Promise<number> {
  return inBatches(
    batchSize,
    deleteStep(db, 'DELETE FROM login_failures WHERE id_hash = ANY(ARRAY(SELECT id_hash FROM login_failures WHERE last_failed_at < $2 ORDER BY last_failed_at LIMIT $1)) AND last_failed_at < $2 RETURNING 1', [cutoff]),
  );
}
