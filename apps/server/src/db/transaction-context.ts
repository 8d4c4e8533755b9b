import { AsyncLocalStorage } from 'node:async_hooks';

const openTransaction = new AsyncLocalStorage<true>();

/** Runs `work` marked as inside a transaction, for everything it awaits. */
export function insideTransaction<T>(work: () => Promise<T>): Promise<T> {
  return openTransaction.run(true, work);
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
