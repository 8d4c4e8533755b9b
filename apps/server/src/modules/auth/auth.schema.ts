import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { identity, instant, recordedAt } from '../../db/columns';

export const accountTokenPurposeEnum = pgEnum('account_token_purpose', [
  'confirm_email',
  'reset_password',
  'sign_in',
]);

export const roleEnum = pgEnum('user_role', ['admin', 'teacher', 'student']);
export const localeEnum = pgEnum('locale', ['en', 'zh']);
export const userStatusEnum = pgEnum('user_status', ['active', 'disabled']);

export const users = pgTable(
  'users',
  {
    id: identity(),
    email: text().notNull(),
    passwordHash: text().notNull(),
    fullName: text().notNull().default(''),
    avatar: text(),
    role: roleEnum().notNull().default('student'),
    languagePreference: localeEnum().notNull().default('zh'),
    status: userStatusEnum().notNull().default('active'),
    /** Set when the owner of the address proved it (a confirmation or reset link); null: pending. */
    emailConfirmedAt: instant(),
    createdAt: recordedAt(),
    updatedAt: recordedAt(),
  },
  (t) => [
    // Case-insensitive uniqueness, whatever casing a client sends.
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    // The admin's account list in each order it offers, a page read from the index (decision 0038).
    index('users_created_idx').on(t.createdAt, t.id),
    index('users_name_idx').on(t.fullName, t.id),
    index('users_email_idx').on(t.email, t.id),
    index('users_role_idx').on(t.role, t.id),
  ],
);

/** A column naming the user a row belongs to; the row goes when the account does. */
export const userReference = () =>
  integer()
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/**
 * The keys of a table of one row per user and thing (a like, an unlock, a lesson's progress):
 * the pair is the primary key, and the thing's side has an index of its own for its counts.
 */
export const perUserKeys = (userId: AnyPgColumn, thingId: AnyPgColumn, thingIndex: string) => [
  primaryKey({ columns: [userId, thingId] }),
  index(thingIndex).on(thingId),
];

export const sessions = pgTable(
  'sessions',
  {
    id: identity(),
    userId: userReference(),
    /** SHA-256 of the opaque token: a database leak does not leak usable sessions. */
    tokenHash: text().notNull().unique(),
    createdAt: recordedAt(),
    lastUsedAt: recordedAt(),
    expiresAt: instant().notNull(),
    revokedAt: instant(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * One-time links sent by mail (confirm an address, reset a password, sign in): stored as SHA-256
 * hashes, with an expiry, spent once.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: identity(),
    userId: userReference(),
    purpose: accountTokenPurposeEnum().notNull(),
    tokenHash: text().notNull().unique(),
    /**
     * A confirmation link's registration: the password hash its sign-up chose. It becomes the
     * account's password (with the sign-up's name and language) only when whoever holds a link
     * of the account types that password (decision 0027), so no other registrant's choice gets
     * in by itself.
     */
    passwordHash: text(),
    /** A confirmation link's registration: the name and language its sign-up gave. */
    fullName: text(),
    languagePreference: localeEnum(),
    createdAt: recordedAt(),
    expiresAt: instant().notNull(),
    usedAt: instant(),
  },
  (t) => [index('account_tokens_user_idx').on(t.userId, t.purpose)],
);

/**
 * Browsers a user has signed in from (OWASP "device cookies"): sign-in attempts that present
 * one draw on a budget of their own, so strangers guessing at an account cannot lock its owner
 * out of the devices they already use.
 */
export const knownDevices = pgTable(
  'known_devices',
  {
    id: identity(),
    userId: userReference(),
    tokenHash: text().notNull().unique(),
    createdAt: recordedAt(),
    lastUsedAt: recordedAt(),
  },
  (t) => [index('known_devices_user_idx').on(t.userId)],
);

/** Attempt counters shared by every instance when no Redis is configured (or it is away). */
export const attemptCounters = pgTable('attempt_counters', {
  key: text().primaryKey(),
  count: integer().notNull(),
  windowEndsAt: instant().notNull(),
});
