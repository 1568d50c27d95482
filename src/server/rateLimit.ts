// Fixed-window rate limits kept in the database, so that all app servers share them.
import type { Db } from './db/index';
import { ApiError } from './errors';

/**
 * The longest window a limit may use: the retention job deletes counters whose window started longer
 * ago than this (retention.ts), so a longer window would be cut short.
 */
export const RATE_LIMIT_LONGEST_WINDOW_MS = 3600_000;

export async function hitRateLimit(db: Db, key: string, limit: number, windowMs: number, now: Date): Promise<void> {
  if (windowMs > RATE_LIMIT_LONGEST_WINDOW_MS) throw new Error(`A rate-limit window may last at most ${RATE_LIMIT_LONGEST_WINDOW_MS} ms (retention deletes older counters)`);
  const windowStart = new Date(now.getTime() - windowMs);
  const rows = await db.query<{ count: number; window_start: Date }>(
    `INSERT INTO rate_limits (key, window_start, count) VALUES ($1, $2, 1)
     ON CONFLICT (key) DO UPDATE SET
       count = CASE WHEN rate_limits.window_start <= $3 THEN 1 ELSE rate_limits.count + 1 END,
       window_start = CASE WHEN rate_limits.window_start <= $3 THEN $2 ELSE rate_limits.window_start END
     RETURNING count, window_start`,
    [key, now, windowStart],
  );
  const { count, window_start } = rows[0];
  if (count > limit) {
    const retry = Math.max(1, Math.ceil((new Date(window_start).getTime() + windowMs - now.getTime()) / 1000));
    throw new ApiError(429, 'rateLimited', { retryAfterSeconds: retry });
  }
}
