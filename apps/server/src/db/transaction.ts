import { setTimeout as sleep } from 'node:timers/promises';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Database } from './database';
import { insideTransaction } from './transaction-context';

/** SQLSTATEs after which running the whole transaction again is the documented remedy. */
const RETRYABLE = new Set(['40001', '40P01']);
const ATTEMPTS = 4;

function sqlState(error: unknown): string | undefined {
  for (let cause = error, depth = 0; cause && depth < 5; depth += 1) {
    if (typeof cause !== 'object') return undefined;
    if ('code' in cause && typeof cause.code === 'string') return cause.code;
    cause = 'cause' in cause ? cause.cause : undefined;
  }
  return undefined;
}

/**
 * Runs `work` in one transaction. Given the caller's transaction instead of the database, it
 * joins it (no savepoint, no retry of its own): that is how a service call composes into a
 * caller's unit of work, e.g. an admin's write and its audit entry commit together. Locks are
 * taken in one order everywhere (the learner's balance row first, then a reward, then a
 * redemption — decision 0015), so deadlocks should not happen; should PostgreSQL still report a
 * deadlock or a serialization failure, the whole transaction runs again, a few times with
 * jitter, instead of reaching the learner as a 500. `work` must only touch the database.
 */
export async function inTransaction<T>(
  db: Database,
  work: (tx: Database) => Promise<T>,
): Promise<T> {
  if (db instanceof PgTransaction) return work(db as Database);
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await insideTransaction((marked) => db.transaction(marked), work);
    } catch (error) {
      const state = sqlState(error);
      if (attempt >= ATTEMPTS || state === undefined || !RETRYABLE.has(state)) throw error;
      await sleep(Math.random() * 20 * attempt);
    }
  }
}
