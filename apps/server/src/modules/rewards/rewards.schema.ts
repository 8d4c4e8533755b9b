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
} from 'drizzle-orm/pg-core';
import { identity, instant, recordedAt } from '../../db/columns';
import { userReference } from '../auth/auth.schema';
import { courses } from '../catalogue/catalogue.schema';

export const rewardStatusEnum = pgEnum('reward_status', ['active', 'inactive']);
export const redemptionStatusEnum = pgEnum('redemption_status', redemptionStatuses);

export const rewards = pgTable(
  'rewards',
  {
    id: identity(),
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
    createdAt: recordedAt(),
    updatedAt: recordedAt(),
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
    id: identity(),
    userId: userReference(),
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
    createdAt: recordedAt(),
    updatedAt: recordedAt(),
    approvedAt: instant(),
    shippedAt: instant(),
    completedAt: instant(),
    rejectedAt: instant(),
  },
  (t) => [
    index('redemptions_user_created_idx').on(t.userId, t.createdAt),
    index('redemptions_status_idx').on(t.status, t.createdAt),
    index('redemptions_created_idx').on(t.createdAt),
    check('redemptions_points_positive', sql`${t.pointsSpent} > 0`),
  ],
);

/** Replays of a client-keyed request return the stored response instead of acting twice. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: userReference(),
    key: text().notNull(),
    scope: text().notNull(),
    response: jsonb().notNull(),
    createdAt: recordedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.scope, t.key] }),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);
