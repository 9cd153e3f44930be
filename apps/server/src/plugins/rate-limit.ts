import { tooManyRequests } from '@roomtone/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimits } from '../db/schema/index.ts';
import { AppError } from '../lib/app-error.ts';

/** One limit: at most `limit` hits per `windowSeconds` for a key. */
export type RateLimitRule = { name: string; limit: number; windowSeconds: number };

/** A counted hit: the count in the current window and the seconds until that window ends. */
export type RateLimitCount = { count: number; retryAfterSeconds: number; isOver: boolean };

/** The 429 of a request over a limit, with its `Retry-After`. */
export function rateLimitedError(retryAfterSeconds: number): AppError {
  return new AppError('RATE_LIMITED', tooManyRequests(retryAfterSeconds), { retryAfterSeconds });
}

/**
 * Fixed-window counters kept in the database, so every server instance counts the same hits.
 * One upsert per hit: a window older than the rule starts again at 1. `count` only counts;
 * `hit` counts and throws 429 over the limit.
 */
export function createRateLimiter(db: Db) {
  async function count(rule: RateLimitRule, subject: string): Promise<RateLimitCount> {
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
    const hits = row?.count ?? 1;
    return { count: hits, retryAfterSeconds: Number(row?.retryAfter ?? 1), isOver: hits > rule.limit };
  }

  async function hit(rule: RateLimitRule, subject: string): Promise<number> {
    const counted = await count(rule, subject);
    if (counted.isOver) throw rateLimitedError(counted.retryAfterSeconds);
    return counted.count;
  }
  return { count, hit };
}

/** The rate limiter's interface. */
export type RateLimiter = ReturnType<typeof createRateLimiter>;
