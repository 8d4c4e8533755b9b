import { setTimeout as sleep } from 'node:timers/promises';
import { drizzle } from 'drizzle-orm/node-postgres';
import { PgTransaction } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { type Database, drizzleOptions } from './database';
import { isDatabaseUnavailable } from './database-errors';
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
      return await insideTransaction((marked) => runTransaction(db, marked), work);
    } catch (error) {
      const state = sqlState(error);
      if (attempt >= ATTEMPTS || state === undefined || !RETRYABLE.has(state)) throw error;
      await sleep(Math.random() * 20 * attempt);
    }
  }
}

/** A Drizzle handle per pooled connection, made once: transactions run on it directly. */
const onConnection = new WeakMap<pg.PoolClient, Database>();

/**
 * One transaction. On a PostgreSQL pool we check the connection out ourselves: Drizzle's own
 * pool transaction sends BEGIN before its try/finally, so a connection that dies at that moment
 * is never released and the pool slowly runs dry (seen when backends were killed under load).
 * Here the connection always goes back, and a broken one is handed back with its error so the
 * pool drops it instead of lending it out again.
 */
async function runTransaction<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  const pool = (db as { $client?: unknown }).$client;
  if (!(pool instanceof pg.Pool)) return db.transaction(work);
  const connection = await pool.connect();
  let failure: unknown;
  try {
    let onThis = onConnection.get(connection);
    if (!onThis) {
      onThis = drizzle(connection, drizzleOptions) as unknown as Database;
      onConnection.set(connection, onThis);
    }
    return await onThis.transaction(work);
  } catch (error) {
    failure = error;
    throw error;
  } finally {
    connection.release(isDatabaseUnavailable(failure) ? (failure as Error) : undefined);
  }
}
