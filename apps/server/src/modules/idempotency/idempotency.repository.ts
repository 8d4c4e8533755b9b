import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { requestKeys } from './idempotency.schema';

export type RequestKey = { userId: number; scope: string; key: string };
export type StoredRequest = typeof requestKeys.$inferSelect;

/** How long a key answers replays. */
export const KEY_LIFETIME = sql`interval '24 hours'`;
/**
 * A claim this old without an answer belongs to a process that died mid-request: a retry may
 * take it over (the handler's own transaction either committed, and its natural key or its own
 * record answers, or rolled back, and acting again is right).
 */
const ABANDONED_AFTER = sql`interval '60 seconds'`;

const keyOf = (k: RequestKey) =>
  and(eq(requestKeys.userId, k.userId), eq(requestKeys.scope, k.scope), eq(requestKeys.key, k.key));

/** SQL for the request keys of the idempotency plugin. */
export function createIdempotencyRepository(db: Database) {
  return {
    /**
     * Claims a key for this request: true when this request is the one to act. The primary key
     * decides between simultaneous claims, on any number of instances; an expired or abandoned
     * claim is taken over by one request only (the row lock of the update).
     */
    async claim(k: RequestKey, fingerprint: string): Promise<boolean> {
      const inserted = await db
        .insert(requestKeys)
        .values({ ...k, fingerprint })
        .onConflictDoNothing()
        .returning({ key: requestKeys.key });
      if (inserted.length > 0) return true;
      const takenOver = await db
        .update(requestKeys)
        .set({ fingerprint, status: null, contentType: null, body: null, createdAt: sql`now()` })
        .where(
          and(
            keyOf(k),
            or(
              lt(requestKeys.createdAt, sql`now() - ${KEY_LIFETIME}`),
              and(
                isNull(requestKeys.status),
                lt(requestKeys.createdAt, sql`now() - ${ABANDONED_AFTER}`),
              ),
            ),
          ),
        )
        .returning({ key: requestKeys.key });
      return takenOver.length > 0;
    },

    async find(k: RequestKey): Promise<StoredRequest | undefined> {
      const [row] = await db.select().from(requestKeys).where(keyOf(k));
      return row;
    },

    async answer(k: RequestKey, status: number, contentType: string | null, body: string) {
      await db.update(requestKeys).set({ status, contentType, body }).where(keyOf(k));
    },

    /** Gives a claim up: the request failed on our side, so a retry must be free to act. */
    async release(k: RequestKey) {
      await db.delete(requestKeys).where(and(keyOf(k), isNull(requestKeys.status)));
    },

    /** Drops keys past their lifetime; the index on created_at keeps this a range delete. */
    async expire() {
      await db.delete(requestKeys).where(lt(requestKeys.createdAt, sql`now() - ${KEY_LIFETIME}`));
    },
  };
}

export type IdempotencyRepository = ReturnType<typeof createIdempotencyRepository>;
