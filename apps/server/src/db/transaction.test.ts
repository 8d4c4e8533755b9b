import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testDatabase } from '../test/test-database';
import { inTransaction } from './transaction';
import { afterCommit } from './transaction-context';

describe('inTransaction', () => {
  it('refuses a statement on the database itself while its transaction is open', async () => {
    const { db } = await testDatabase();
    const refused = await inTransaction(db, async () => db.execute(sql`select 1`)).catch(
      (error: Error) => error,
    );
    // Drizzle wraps it as the failed query's cause.
    expect(String((refused as Error).cause)).toMatch(/pass the transaction/);
    // On the transaction, and after it, the database answers as usual.
    const inside = await inTransaction(
      db,
      async (tx) => (await tx.execute(sql`select 1 as one`)).rows,
    );
    expect(inside).toEqual([{ one: 1 }]);
    expect((await db.execute(sql`select 2 as two`)).rows).toEqual([{ two: 2 }]);
  });

  it('joins a transaction it is given instead of opening another', async () => {
    const { db } = await testDatabase();
    const ids = await inTransaction(db, async (tx) => {
      const outer = (await tx.execute<{ id: string }>(sql`select txid_current()::text as id`)).rows;
      const inner = await inTransaction(
        tx,
        async (joined) =>
          (await joined.execute<{ id: string }>(sql`select txid_current()::text as id`)).rows,
      );
      return [outer[0]?.id, inner[0]?.id];
    });
    expect(ids[0]).toBe(ids[1]);
  });

  it('runs what afterCommit was given for a transaction once it commits, never after a rollback', async () => {
    const { db } = await testDatabase();
    const ran: string[] = [];
    await inTransaction(db, async (tx) => {
      await afterCommit(tx, () => {
        ran.push('committed');
      });
      // A joined call hands its work to the same commit.
      await inTransaction(tx, (joined) =>
        afterCommit(joined, () => {
          ran.push('joined, committed');
        }),
      );
      ran.push('inside');
    });
    const failed = inTransaction(db, async (tx) => {
      await afterCommit(tx, () => {
        ran.push('rolled back');
      });
      throw new Error('refused');
    });
    await expect(failed).rejects.toThrow('refused');
    await afterCommit(db, () => {
      ran.push('no transaction');
    });
    expect(ran).toEqual(['inside', 'committed', 'joined, committed', 'no transaction']);
  });
});
