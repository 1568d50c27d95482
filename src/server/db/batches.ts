// Deleting many rows without holding locks or the embedded database for long: one batch per statement.
import type { Queryable } from './index';

/** Rows a retention job deletes per statement (retention.ts). */
export const RETENTION_BATCH_SIZE = 1000;

/**
 * Runs `step` (which deletes at most `batchSize` rows and answers how many it took, or how many it
 * chose when it re-checks them) until a batch comes back short. Between batches other statements
 * get their turn. Answers the rows deleted in all.
 */
export async function inBatches(batchSize: number, step: (limit: number) => Promise<{ chosen: number; deleted: number }>): Promise<number> {
  if (!Number.isInteger(batchSize) || batchSize < 1) throw new Error('The batch size must be a positive integer');
  let total = 0;
  for (;;) {
    const { chosen, deleted } = await step(batchSize);
    total += deleted;
    if (chosen < batchSize) return total;
  }
}

/**
 * One batch of a plain `DELETE … RETURNING 1` (with `$1` the batch size), counted in the database:
 * `sql` is wrapped as `WITH gone AS (sql) SELECT count(*) …`.
 */
export function deleteStep(db: Queryable, sql: string, params: unknown[]) {
  return async (limit: number) => {
    const n = (await db.query<{ n: number }>(`WITH gone AS (${sql}) SELECT count(*)::int AS n FROM gone`, [limit, ...params]))[0].n;
    return { chosen: n, deleted: n };
  };
}
