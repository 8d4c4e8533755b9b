import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { pageAndTotal, pageWindow } from '../../db/table-query';
import { mailOutbox } from './mail.schema';

export type MailRow = typeof mailOutbox.$inferSelect;
export type NewMail = Pick<
  typeof mailOutbox.$inferInsert,
  'recipient' | 'subject' | 'text' | 'html' | 'status'
>;

/** SQL for the outbox; no rules live here. */
export function createMailRepository(db: Database) {
  return {
    async insert(mail: NewMail): Promise<void> {
      await db.insert(mailOutbox).values(mail);
    },

    /**
     * Claims up to `limit` due messages for one delivery attempt each: the attempt is counted and
     * the message is not due again until the lease has passed, so a process that dies mid-send
     * leaves it to be tried again rather than lost. Rows another instance is claiming are
     * skipped, not waited for.
     */
    claimDue(limit: number, leaseSeconds: number) {
      const due = db
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, sql`now()`)))
        .orderBy(asc(mailOutbox.nextAttemptAt))
        .limit(limit)
        .for('update', { skipLocked: true });
      return db
        .update(mailOutbox)
        .set({
          attempts: sql`${mailOutbox.attempts} + 1`,
          nextAttemptAt: sql`now() + make_interval(secs => ${leaseSeconds})`,
        })
        .where(inArray(mailOutbox.id, due))
        .returning();
    },

    async markSent(id: number): Promise<void> {
      await db
        .update(mailOutbox)
        .set({ status: 'sent', sentAt: sql`now()`, lastError: null })
        .where(eq(mailOutbox.id, id));
    },

    /** Records a failed attempt: tried again after `retryInSeconds`, or given up on. */
    async markFailedAttempt(id: number, error: string, retryInSeconds: number | undefined) {
      await db
        .update(mailOutbox)
        .set(
          retryInSeconds === undefined
            ? { status: 'failed', lastError: error }
            : {
                lastError: error,
                nextAttemptAt: sql`now() + make_interval(secs => ${retryInSeconds})`,
              },
        )
        .where(eq(mailOutbox.id, id));
    },

    /** A page of the outbox, newest first, and how many messages it holds. */
    page(page: number, pageSize: number) {
      return pageAndTotal(
        db.select().from(mailOutbox).$dynamic(),
        [desc(mailOutbox.id)],
        pageWindow(page, pageSize),
        db.$count(mailOutbox),
      );
    },

    async find(id: number): Promise<MailRow | undefined> {
      const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
      return row;
    },
  };
}
