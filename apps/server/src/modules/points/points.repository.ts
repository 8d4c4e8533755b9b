import type { PointsBalance } from '@academy/contracts/points';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { isoTime, jsonObjectText } from '../../db/json-text';
import { preparedPerDatabase } from '../../db/prepared';
import { newestFirst } from '../../lib/list-orders';
import { emailOf } from '../auth/auth.views';
import { pointBalances, pointsLedger } from './points.schema';

export type LedgerEntry = typeof pointsLedger.$inferInsert;
export type LedgerRow = typeof pointsLedger.$inferSelect;

/**
 * A learner's balance, the most read figure of all (the navbar, the profile, every spend's
 * answer): prepared once per handle, so its SQL text is built once (decision 0021), and written
 * by PostgreSQL in the contract's shape, so the route sends it as it comes (decision 0044).
 */
const balanceStatements = preparedPerDatabase((db: Database) => ({
  balance: db
    .select({
      answer: jsonObjectText<PointsBalance>({
        user_id: pointBalances.userId,
        available_points: pointBalances.available,
        total_points: pointBalances.lifetimeEarned,
        lifetime_earned: pointBalances.lifetimeEarned,
        lifetime_spent: pointBalances.lifetimeSpent,
        last_updated: isoTime(pointBalances.updatedAt),
      }),
    })
    .from(pointBalances)
    .where(eq(pointBalances.userId, sql.placeholder('userId')))
    .prepare('points_balance'),
}));

/** SQL for the points ledger and the balances its trigger keeps. */
export function createPointsRepository(db: Database) {
  const ledger = newestFirst(db, pointsLedger);
  return {
    /**
     * Reads a balance with a row lock, so two spends by one user queue up instead of both
     * checking the same balance; the lock is released when the transaction ends. NO KEY UPDATE
     * is the level the ledger trigger's own UPDATE takes: it queues balance changes, yet does
     * not wait for (or block) the KEY SHARE locks that inserting any row referencing the user
     * takes — FOR UPDATE would, and two such transactions then deadlock (decision 0015).
     */
    async lockBalance(userId: number): Promise<number | undefined> {
      const [row] = await db
        .select({ available: pointBalances.available })
        .from(pointBalances)
        .where(eq(pointBalances.userId, userId))
        .for('no key update');
      return row?.available;
    },

    /** Appends an entry; undefined when its (user, reason, reference) was already recorded. */
    async insertEntry(entry: LedgerEntry): Promise<LedgerRow | undefined> {
      const [row] = await db.insert(pointsLedger).values(entry).onConflictDoNothing().returning();
      return row;
    },

    /** A page of the learner's ledger, newest first, and how many entries it holds. */
    historyPage(userId: number, page: { offset: number; limit: number }) {
      return ledger.page(
        db.select().from(pointsLedger).$dynamic(),
        eq(pointsLedger.userId, userId),
        page,
      );
    },

    /**
     * A batch of the ledger (one learner's, or everyone's) for an export, newest first, after
     * the row `afterId` (keyset paging), with each learner's email.
     */
    ledgerBatch(userId: number | undefined, afterId: number | undefined, limit: number) {
      return ledger.batch(
        db
          .select({ entry: pointsLedger, email: emailOf(pointsLedger.userId) })
          .from(pointsLedger)
          .$dynamic(),
        userId === undefined ? undefined : eq(pointsLedger.userId, userId),
        afterId,
        limit,
      );
    },

    /** The balance the ledger trigger keeps, with the time of the last movement, as JSON text. */
    async balance(userId: number) {
      const [row] = await balanceStatements(db).balance.execute({ userId });
      return row?.answer;
    },
  };
}

export type PointsRepository = ReturnType<typeof createPointsRepository>;
/** A ledger entry as an export reads it, with the learner's email. */
export type LedgerExportRow = Awaited<ReturnType<PointsRepository['ledgerBatch']>>[number];
