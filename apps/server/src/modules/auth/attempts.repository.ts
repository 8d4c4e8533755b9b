import { createHash } from 'node:crypto';
import { lt, sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { Database } from '../../db/database';
import { attemptCounters } from './auth.schema';

/** A budget of attempts per key and window, e.g. five sign-in attempts per account per 15 minutes. */
export interface AttemptBudget {
  limit: number;
  windowSeconds: number;
}

export interface Reservation {
  isAllowed: boolean;
  /** Seconds until the window ends and the budget is whole again. */
  retryAfterSeconds: number;
}

/**
 * Counters of attempts (sign-ins, password-reset mails, registrations) that every instance
 * shares: in Redis while it answers, in the database otherwise. An attempt is *reserved* —
 * counted atomically — before any password is checked, so a hundred concurrent guesses at one
 * account check at most its budget. Keys are hashed: an email never sits in Redis in clear.
 */
export function createAttempts(db: Database, redis?: Redis) {
  const keyOf = (scope: string, subject: string) =>
    `${scope}:${createHash('sha256').update(subject.trim().toLowerCase()).digest('base64url')}`;

  async function countInRedis(key: string, windowSeconds: number) {
    if (redis?.status !== 'ready') return undefined;
    try {
      const results = await redis
        .multi()
        .incr(`academy-attempts:${key}`)
        .pexpire(`academy-attempts:${key}`, windowSeconds * 1000, 'NX')
        .pttl(`academy-attempts:${key}`)
        .exec();
      const count = Number(results?.[0]?.[1]);
      const ttl = Number(results?.[2]?.[1]);
      if (!Number.isFinite(count)) return undefined;
      return { count, retryAfterSeconds: Math.max(1, Math.ceil(ttl / 1000)) };
    } catch {
      return undefined;
    }
  }

  async function countInDatabase(key: string, windowSeconds: number) {
    const [row] = await db
      .insert(attemptCounters)
      .values({
        key,
        count: 1,
        windowEndsAt: sql`now() + make_interval(secs => ${windowSeconds})`,
      })
      .onConflictDoUpdate({
        target: attemptCounters.key,
        // A window that has ended starts again at 1; the row lock of the upsert makes
        // concurrent attempts count one after another.
        set: {
          count: sql`case when ${attemptCounters.windowEndsAt} <= now() then 1 else ${attemptCounters.count} + 1 end`,
          windowEndsAt: sql`case when ${attemptCounters.windowEndsAt} <= now() then excluded.window_ends_at else ${attemptCounters.windowEndsAt} end`,
        },
      })
      .returning({
        count: attemptCounters.count,
        secondsLeft: sql<number>`ceil(extract(epoch from ${attemptCounters.windowEndsAt} - now()))::int`,
      });
    // Old windows are swept now and then rather than by a job of their own.
    if (Math.random() < 0.01) {
      await db.delete(attemptCounters).where(lt(attemptCounters.windowEndsAt, sql`now()`));
    }
    return { count: row?.count ?? 1, retryAfterSeconds: Math.max(1, row?.secondsLeft ?? 1) };
  }

  return {
    /** Counts one attempt for `subject` in `scope` and says whether it is within the budget. */
    async reserve(scope: string, subject: string, budget: AttemptBudget): Promise<Reservation> {
      const key = keyOf(scope, subject);
      const counted =
        (await countInRedis(key, budget.windowSeconds)) ??
        (await countInDatabase(key, budget.windowSeconds));
      return {
        isAllowed: counted.count <= budget.limit,
        retryAfterSeconds: counted.retryAfterSeconds,
      };
    },

    /** Forgets the attempts of `subject` in `scope` (after a successful sign-in, a reset). */
    async clear(scope: string, subject: string): Promise<void> {
      const key = keyOf(scope, subject);
      if (redis?.status === 'ready') await redis.del(`academy-attempts:${key}`).catch(() => 0);
      await db.delete(attemptCounters).where(sql`${attemptCounters.key} = ${key}`);
    },
  };
}

export type Attempts = ReturnType<typeof createAttempts>;
