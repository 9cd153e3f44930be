import { tooManyRequests } from '@roomtone/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimits } from '../db/schema/index.ts';
import { AppError } from '../lib/app-error.ts';

/** One limit: at most `limit` hits per `windowSeconds` for a key. */
export type RateLimitRule = { name: string; limit: number; windowSeconds: number };

/**
 * Counts a hit and returns the count in the current window; over the limit it throws 429.
 * Fixed-window counters kept in the database, so every server instance counts the same hits.
 * One upsert per hit: a window older than the rule starts again at 1.
 */
export function createRateLimiter(db: Db) {
  async function hit(rule: RateLimitRule, subject: string): Promise<number> {
    const key = `${rule.name}:${subject}`;
    const windowExpired = sql`${rateLimits.windowStart} < now() - make_interval(secs => ${rule.windowSeconds})`;
    const [row] = await db
      .insert(rateLimits)
      .values({ key, windowStart: sql`now()`, count: 1 })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          count: sql`case when ${windowExpired} then 1 else ${rateLimits.count} + 1 end`,
          windowStart: sql`case when ${windowExpired} then now() else ${rateLimits.windowStart} end`,
        },
      })
      .returning({
        count: rateLimits.count,
        retryAfter: sql<number>`greatest(1, ceil(extract(epoch from (${rateLimits.windowStart} + make_interval(secs => ${rule.windowSeconds}) - now()))))::int`,
      });
    if (row && row.count > rule.limit) {
      const retryAfterSeconds = Number(row.retryAfter);
      throw new AppError('RATE_LIMITED', tooManyRequests(retryAfterSeconds), { retryAfterSeconds });
    }
    return row?.count ?? 1;
  }
  return { hit };
}

/** The rate limiter's interface. */
export type RateLimiter = ReturnType<typeof createRateLimiter>;
