import { pointsReasons } from '@academy/contracts/points.rules';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { identity, instant, recordedAt } from '../../db/columns';
import { userReference, users } from '../auth/auth.schema';

export const pointsReasonEnum = pgEnum('points_reason', pointsReasons);

/**
 * Each user's balance, kept by triggers: a row is made with the user, and every ledger row is
 * applied to it in the same statement. Narrow on purpose: the lock that queues one learner's
 * point movements, and the writes every movement makes, never touch the wide users row (decision
 * 0020). The CHECK is what makes overspending impossible.
 */
export const pointBalances = pgTable(
  'point_balances',
  {
    userId: integer()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    available: integer().notNull().default(0),
    lifetimeEarned: integer().notNull().default(0),
    lifetimeSpent: integer().notNull().default(0),
    /** When the last ledger row moved the balance; null before the first. */
    updatedAt: instant(),
  },
  (t) => [
    check('point_balances_available_nonnegative', sql`${t.available} >= 0`),
    check(
      'point_balances_lifetime_nonnegative',
      sql`${t.lifetimeEarned} >= 0 and ${t.lifetimeSpent} >= 0`,
    ),
  ],
);

/**
 * Append-only ledger. A trigger (see the custom migrations) applies every row to the user's
 * balance in the same statement and rejects UPDATE/DELETE, so the balance is always the sum of
 * the ledger and can never go below zero.
 */
export const pointsLedger = pgTable(
  'points_ledger',
  {
    id: identity(),
    userId: userReference(),
    delta: integer().notNull(),
    reason: pointsReasonEnum().notNull(),
    /** What the entry is for (`2026-11-22`, `content:12`, `redemption:7`): with reason, the idempotency key. */
    reference: text().notNull(),
    description: text().notNull(),
    descriptionZh: text(),
    createdAt: recordedAt(),
  },
  (t) => [
    uniqueIndex('points_ledger_idempotency_key').on(t.userId, t.reason, t.reference),
    index('points_ledger_user_created_idx').on(t.userId, t.createdAt),
    // The dashboard's charts read a period of the whole ledger.
    index('points_ledger_created_idx').on(t.createdAt),
    // The dashboard's feed reads the latest spends, rare among grants (decision 0038).
    index('points_ledger_spent_idx').on(t.createdAt).where(sql`${t.delta} < 0`),
    check('points_ledger_delta_nonzero', sql`${t.delta} <> 0`),
  ],
);
