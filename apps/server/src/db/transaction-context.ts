import { AsyncLocalStorage } from 'node:async_hooks';
import type { Database } from './database';

interface OpenTransaction {
  /** Work to run once the transaction has committed (never when it rolls back). */
  afterCommit: (() => void | Promise<void>)[];
}

/** The transactions `inTransaction` has open, by the handle their work is given. */
const openTransactions = new WeakMap<Database, OpenTransaction>();

/**
 * Outside production, a transaction's work also marks everything it awaits as inside it, so a
 * statement sent on the database itself meanwhile fails at once (`assertNoOpenTransaction`).
 * Production runs without the mark: it turns on Node's async hooks for every promise of every
 * request, a sixth of a signed-in read's CPU (decision 0021).
 */
const inWork = process.env.NODE_ENV === 'production' ? undefined : new AsyncLocalStorage<true>();

/**
 * Runs one transaction: `open` begins it and hands `work` its handle. Once it has committed, runs
 * what `afterCommit` was given for that handle meanwhile, in order.
 */
export async function insideTransaction<T>(
  open: (work: (tx: Database) => Promise<T>) => Promise<T>,
  work: (tx: Database) => Promise<T>,
): Promise<T> {
  const transaction: OpenTransaction = { afterCommit: [] };
  let handle: Database | undefined;
  const result = await open((tx) => {
    handle = tx;
    openTransactions.set(tx, transaction);
    return inWork ? inWork.run(true, () => work(tx)) : work(tx);
  }).finally(() => handle && openTransactions.delete(handle));
  for (const then of transaction.afterCommit) await then();
  return result;
}

/**
 * Runs `then` once the transaction `executor` belongs to has committed (its caller waits for
 * it), or at once when `executor` is the database itself. What other processes must only learn
 * after a commit (a session's revocation) goes through here: told earlier, they could read the
 * old row again before it changes. `then` must not throw.
 */
export async function afterCommit(
  executor: Database,
  then: () => void | Promise<void>,
): Promise<void> {
  const transaction = openTransactions.get(executor);
  if (transaction) transaction.afterCommit.push(then);
  else await then();
}

/**
 * Refuses a statement sent on the database itself while the same unit of work holds a
 * transaction: it would need a second connection (on PostgreSQL, pool exhaustion under load
 * turns that into a deadlock; on the embedded database, whose one connection the transaction
 * holds, it waits forever). Failing at once names the mistake: pass the transaction along.
 * Checked outside production only (see `inWork`).
 */
export function assertNoOpenTransaction(): void {
  if (inWork?.getStore()) {
    throw new Error(
      'a statement on the database while a transaction is open: pass the transaction',
    );
  }
}
