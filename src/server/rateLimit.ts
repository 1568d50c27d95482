// Fixed-window rate limits kept in the database, so that all app servers share them.
import type { Db } from './db/index';
import { ApiError } from './errors';

export async function hitRateLimit(db: Db, key: string, limit: number, windowMs: number, now: Date): Promise<void> {
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

export async function purgeRateLimits(db: Db, now: Date): Promise<void> {
  await db.query('DELETE FROM rate_limits WHERE window_start < $1', [new Date(now.getTime() - 24 * 3600_000)]);
}
