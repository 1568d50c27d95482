// Fixed-window counters shared by all app servers (rate_limits). The limits are in ../rateLimit.ts.
import { deleteStep, inBatches } from '../db/batches';
import type { Queryable, RateLimitRow } from '../db/index';

/** Counts one hit of `key`; a window that started at or before `windowStart` starts again at `now`. Answers the count and the window's start. */
export async function countHit(db: Queryable, key: string, now: Date, windowStart: Date): Promise<Pick<RateLimitRow, 'count' | 'window_start'>> {
  const rows = await db.query<Pick<RateLimitRow, 'count' | 'window_start'>>(
    `INSERT INTO rate_limits (key, window_start, count) VALUES ($1, $2, 1)
     ON CONFLICT (key) DO UPDATE SET
       count = CASE WHEN rate_limits.window_start <= $3 THEN 1 ELSE rate_limits.count + 1 END,
       window_start = CASE WHEN rate_limits.window_start <= $3 THEN $2 ELSE rate_limits.window_start END
     RETURNING count, window_start`,
    [key, now, windowStart],
  );
  return rows[0];
}

/** Counters whose window started before `cutoff` (index rate_limits_window_start), in batches; a counter that started a new window meanwhile stays. */
export async function deleteRateLimitsBefore(db: Queryable, cutoff: Date, batchSize: number): Promise<number> {
  return inBatches(
    batchSize,
    deleteStep(db, 'DELETE FROM rate_limits WHERE key = ANY(ARRAY(SELECT key FROM rate_limits WHERE window_start < $2 ORDER BY window_start LIMIT $1)) AND window_start < $2 RETURNING 1', [cutoff]),
  );
}
