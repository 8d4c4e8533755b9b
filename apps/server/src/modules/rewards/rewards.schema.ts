import { redemptionStatuses } from '@academy/contracts/rewards.rules';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.schema';
import { courses } from '../catalogue/catalogue.schema';

export const rewardStatusEnum = pgEnum('reward_status', ['active', 'inactive']);
export const redemptionStatusEnum = pgEnum('redemption_status', redemptionStatuses);

export const rewards = pgTable(
  'rewards',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** 1 = course access (linked course), 2 = merchandise, as the spec numbers them. */
    categoryId: integer().notNull(),
    courseId: integer().references(() => courses.id, { onDelete: 'set null' }),
    title: text().notNull(),
    titleZh: text(),
    description: text().notNull().default(''),
    descriptionZh: text(),
    imageUrl: text(),
    pointsRequired: integer().notNull(),
    availableStock: integer().notNull().default(0),
    status: rewardStatusEnum().notNull().default('active'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('rewards_category_status_idx').on(t.categoryId, t.status),
    check('rewards_category_valid', sql`${t.categoryId} in (1, 2)`),
    check('rewards_stock_nonnegative', sql`${t.availableStock} >= 0`),
    check('rewards_points_positive', sql`${t.pointsRequired} > 0`),
    check(
      'rewards_course_access_has_course',
      sql`${t.categoryId} <> 1 or ${t.courseId} is not null`,
    ),
  ],
);

export const redemptions = pgTable(
  'redemptions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rewardId: integer()
      .notNull()
      .references(() => rewards.id, { onDelete: 'restrict' }),
    pointsSpent: integer().notNull(),
    status: redemptionStatusEnum().notNull().default('pending'),
    recipientName: text().notNull(),
    recipientPhone: text().notNull().default(''),
    shippingAddress: text().notNull().default(''),
    shippingCity: text().notNull().default(''),
    shippingProvince: text().notNull().default(''),
    shippingPostalCode: text().notNull().default(''),
    additionalNotes: text().notNull().default(''),
    trackingNumber: text(),
    adminNote: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    approvedAt: timestamp({ withTimezone: true }),
    shippedAt: timestamp({ withTimezone: true }),
    completedAt: timestamp({ withTimezone: true }),
    rejectedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('redemptions_user_created_idx').on(t.userId, t.createdAt),
    index('redemptions_status_idx').on(t.status, t.createdAt),
    check('redemptions_points_positive', sql`${t.pointsSpent} > 0`),
  ],
);

/** Replays of a client-keyed request return the stored response instead of acting twice. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text().notNull(),
    scope: text().notNull(),
    response: jsonb().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.scope, t.key] }),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);
