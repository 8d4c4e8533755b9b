import { AsyncLocalStorage } from 'node:async_hooks';

interface OpenTransaction {
  /** Work to run once the transaction has committed (never when it rolls back). */
  afterCommit: (() => void | Promise<void>)[];
}

const openTransaction = new AsyncLocalStorage<OpenTransaction>();

/**
 * Runs `work` marked as inside a transaction, for everything it awaits; once it succeeds (the
 * transaction committed), runs what was handed to `afterCommit` meanwhile, in order.
 */
export async function insideTransaction<T>(work: () => Promise<T>): Promise<T> {
  const transaction: OpenTransaction = { afterCommit: [] };
  const result = await openTransaction.run(transaction, work);
  for (const then of transaction.afterCommit) await then();
  return result;
}

/**
 * Runs `then` once the transaction of the current unit of work has committed (the transaction's
 * caller waits for it), or at once when none is open. What other processes must only learn
 * after a commit (a session's revocation) goes through here: told earlier, they could read the
 * old row again before it changes. `then` must not throw.
 */
export async function afterCommit(then: () => void | Promise<void>): Promise<void> {
  const transaction = openTransaction.getStore();
  if (transaction) transaction.afterCommit.push(then);
  else await then();
}

/**
 * Refuses a statement sent on the database itself while the same unit of work holds a
 * transaction: it would need a second connection (on PostgreSQL, pool exhaustion under load
 * turns that into a deadlock; on the embedded database, whose one connection the transaction
 * holds, it waits forever). Failing at once names the mistake: pass the transaction along.
 */
export function assertNoOpenTransaction(): void {
  if (openTransaction.getStore()) {
    throw new Error(
      'a statement on the database while a transaction is open: pass the transaction',
    );
  }
}
