import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.schema';

export const pointsReasonEnum = pgEnum('points_reason', [
  'signin',
  'content_completed',
  'quiz_passed',
  'course_unlock',
  'redemption',
  'redemption_refund',
  'admin_adjustment',
  'welcome',
]);

/**
 * Append-only ledger. A trigger (see the custom migration) applies every row to the user's
 * cached balance in the same statement and rejects UPDATE/DELETE, so the balance is always
 * the sum of the ledger and can never go below zero.
 */
export const pointsLedger = pgTable(
  'points_ledger',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    delta: integer().notNull(),
    reason: pointsReasonEnum().notNull(),
    /** What the entry is for (`2026-11-22`, `content:12`, `redemption:7`): with reason, the idempotency key. */
    reference: text().notNull(),
    description: text().notNull(),
    descriptionZh: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('points_ledger_idempotency_key').on(t.userId, t.reason, t.reference),
    index('points_ledger_user_created_idx').on(t.userId, t.createdAt),
    check('points_ledger_delta_nonzero', sql`${t.delta} <> 0`),
  ],
);
