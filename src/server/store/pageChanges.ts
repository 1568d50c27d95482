// Page statistics (page_changes): a hash of the session and the page, never the person.
import { deleteStep, inBatches } from '../db/batches';
import type { Queryable } from '../db/index';

export async function recordPageChange(db: Queryable, sessionHash: string, page: string, now: Date): Promise<void> {
  await db.query('INSERT INTO page_changes (session_hash, page, created_at) VALUES ($1, $2, $3)', [sessionHash, page, now]);
}

/** Page statistics made before `cutoff` (index page_changes_created_at), in batches. */
export async function deletePageChangesBefore(db: Queryable, cutoff: Date, batchSize: number): Promise<number> {
  return inBatches(batchSize, deleteStep(db, 'DELETE FROM page_changes WHERE id = ANY(ARRAY(SELECT id FROM page_changes WHERE created_at < $2 ORDER BY created_at LIMIT $1)) RETURNING 1', [cutoff]));
}
