// Sessions: one row per browser, with the login it holds (sessions table, migration 001 and later).
// The rules of a session (lifetimes, CSRF, tabs) are in ../session.ts; this module only reads and
// writes the rows.
import { deleteStep, inBatches } from '../db/batches';
import type { Queryable, SessionRow } from '../db/index';
import type { Locale } from '../messages';

export async function createSession(db: Queryable, row: Pick<SessionRow, 'id' | 'csrf_token' | 'locale'>, now: Date): Promise<SessionRow> {
  const rows = await db.query<SessionRow>(`INSERT INTO sessions (id, csrf_token, created_at, last_seen, locale) VALUES ($1, $2, $3, $3, $4) RETURNING *`, [
    row.id,
    row.csrf_token,
    now,
    row.locale,
  ]);
  return rows[0];
}

/** The session with its person's sealed tax ID (one statement: every signed-in request reads it). */
export async function findSession(db: Queryable, id: string): Promise<SessionRow | undefined> {
  return (await db.query<SessionRow>('SELECT s.*, u.id_nr_sealed AS user_tax_id_sealed FROM sessions s LEFT JOIN users u ON u.id_nr = s.user_id_nr WHERE s.id = $1', [id]))[0];
}

export async function deleteSession(db: Queryable, id: string): Promise<void> {
  await db.query('DELETE FROM sessions WHERE id = $1', [id]);
}

export async function touchSession(db: Queryable, id: string, now: Date): Promise<void> {
  await db.query('UPDATE sessions SET last_seen = $2 WHERE id = $1', [id, now]);
}

/** Columns that may change together with the id (one UPDATE instead of two). */
export type RotationChanges = Partial<Pick<SessionRow, 'pfx_key_chain' | 'pfx_key' | 'pfx_iv' | 'authenticated'>>;
const ROTATION_COLUMNS: readonly (keyof RotationChanges)[] = ['pfx_key_chain', 'pfx_key', 'pfx_iv', 'authenticated'];

/** Gives the session the id `newId`, with `changes` in the same statement. */
export async function renameSession(db: Queryable, id: string, newId: string, changes: RotationChanges): Promise<void> {
  const columns = ROTATION_COLUMNS.filter((column) => column in changes);
  const assignments = ['id = $2', ...columns.map((column, i) => `${column} = $${i + 3}`)];
  await db.query(`UPDATE sessions SET ${assignments.join(', ')} WHERE id = $1`, [id, newId, ...columns.map((c) => changes[c])]);
}

export async function setSessionLocale(db: Queryable, id: string, locale: Locale): Promise<void> {
  await db.query('UPDATE sessions SET locale = $2 WHERE id = $1', [id, locale]);
}

export async function setClientLog(db: Queryable, id: string, enabled: boolean): Promise<void> {
  await db.query('UPDATE sessions SET client_log = $2 WHERE id = $1', [id, enabled]);
}

export async function setTrustedRandom(db: Queryable, id: string, value: string, issuedAt: Date): Promise<void> {
  await db.query('UPDATE sessions SET trusted_random = $2, trusted_random_issued_at = $3 WHERE id = $1', [id, value, issuedAt]);
}

/** Takes the session's trusted random out of the row and answers it (null when there was none): it is single use. */
export async function takeTrustedRandom(db: Queryable, id: string): Promise<{ value: string; issuedAt: Date } | null> {
  const rows = await db.query<{ value: string | null; issued_at: Date | null }>(
    `UPDATE sessions s SET trusted_random = NULL, trusted_random_issued_at = NULL
     FROM (SELECT id, trusted_random, trusted_random_issued_at FROM sessions WHERE id = $1 FOR UPDATE) old
     WHERE s.id = old.id RETURNING old.trusted_random AS value, old.trusted_random_issued_at AS issued_at`,
    [id],
  );
  const row = rows[0];
  if (!row?.value) return null;
  // Both columns are written together; a missing time reads as long expired.
  return { value: row.value, issuedAt: new Date(row.issued_at ?? 0) };
}

/** The login's first half (authenticate): the person, the certificate, the code; signing data comes with finishAuthentication. */
export async function startLogin(
  db: Queryable,
  id: string,
  login: Pick<SessionRow, 'code_expired_marker' | 'cert_serial' | 'cert_leaf_b64' | 'access_code_id'> & { user_id_nr: string },
): Promise<void> {
  await db.query(
    `UPDATE sessions SET user_id_nr = $2, authenticated = false, code_expired_marker = $3, cert_serial = $4, cert_leaf_b64 = $5,
       pfx_key_chain = NULL, pfx_key = NULL, pfx_iv = NULL, access_code_id = $6 WHERE id = $1`,
    [id, login.user_id_nr, login.code_expired_marker, login.cert_serial, login.cert_leaf_b64, login.access_code_id],
  );
}

/** Forgets the login (logout); the session itself stays for the visitor. */
export async function endLogin(db: Queryable, id: string): Promise<void> {
  await db.query(
    `UPDATE sessions SET user_id_nr = NULL, authenticated = false, code_expired_marker = false, cert_serial = NULL,
       cert_leaf_b64 = NULL, pfx_key_chain = NULL, pfx_key = NULL, pfx_iv = NULL, trusted_random = NULL, access_code_id = NULL WHERE id = $1`,
    [id],
  );
}

/**
 * Deletes sessions idle since `idleSince` (index sessions_last_seen), then those created before
 * `createdBefore` (sessions_created_at), in batches. The outer condition is checked again on the row,
 * so a session touched meanwhile stays. Answers how many went.
 */
export async function deleteExpiredSessions(db: Queryable, idleSince: Date, createdBefore: Date, batchSize: number): Promise<number> {
  const idle = await inBatches(
    batchSize,
    deleteStep(db, 'DELETE FROM sessions WHERE id = ANY(ARRAY(SELECT id FROM sessions WHERE last_seen < $2 ORDER BY last_seen LIMIT $1)) AND last_seen < $2 RETURNING 1', [idleSince]),
  );
  const old = await inBatches(
    batchSize,
    deleteStep(db, 'DELETE FROM sessions WHERE id = ANY(ARRAY(SELECT id FROM sessions WHERE created_at < $2 ORDER BY created_at LIMIT $1)) AND created_at < $2 RETURNING 1', [createdBefore]),
  );
  return idle + old;
}
