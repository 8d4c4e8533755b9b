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

export const roleEnum = pgEnum('user_role', ['admin', 'teacher', 'student']);
export const localeEnum = pgEnum('locale', ['en', 'zh']);
export const userStatusEnum = pgEnum('user_status', ['active', 'disabled']);

export const users = pgTable(
  'users',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    email: text().notNull(),
    passwordHash: text().notNull(),
    fullName: text().notNull().default(''),
    avatar: text(),
    role: roleEnum().notNull().default('student'),
    languagePreference: localeEnum().notNull().default('zh'),
    /** Cached from points_ledger by a trigger; the CHECK is what makes overspending impossible. */
    availablePoints: integer().notNull().default(0),
    lifetimeEarned: integer().notNull().default(0),
    lifetimeSpent: integer().notNull().default(0),
    status: userStatusEnum().notNull().default('active'),
    failedLoginCount: integer().notNull().default(0),
    lockedUntil: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Case-insensitive uniqueness, whatever casing a client sends.
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    check('users_available_points_nonnegative', sql`${t.availablePoints} >= 0`),
    check('users_lifetime_nonnegative', sql`${t.lifetimeEarned} >= 0 and ${t.lifetimeSpent} >= 0`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the opaque token: a database leak does not leak usable sessions. */
    tokenHash: text().notNull().unique(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);
