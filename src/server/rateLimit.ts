// Fixed-window rate limits kept in the database, so that all app servers share them.
import type { Queryable } from './db/index';
import { ApiError } from './errors';
import { countHit } from './store/rateLimits';

/**
 * The longest window a limit may use: the retention job deletes counters whose window started longer
 * ago than this (retention.ts), so a longer window would be cut short.
 */
export const RATE_LIMIT_LONGEST_WINDOW_MS = 3600_000;

export async function hitRateLimit(db: Queryable, key: string, limit: number, windowMs: number, now: Date): Promise<void> {
  if (windowMs > RATE_LIMIT_LONGEST_WINDOW_MS) throw new Error(`A rate-limit window may last at most ${RATE_LIMIT_LONGEST_WINDOW_MS} ms (retention deletes older counters)`);
  const windowStart = new Date(now.getTime() - windowMs);
  const { count, window_start } = await countHit(db, key, now, windowStart);
  if (count > limit) {
    const retry = Math.max(1, Math.ceil((new Date(window_start).getTime() + windowMs - now.getTime()) / 1000));
    throw new ApiError(429, 'rateLimited', { retryAfterSeconds: retry });
  }
}
