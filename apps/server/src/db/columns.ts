import { integer, timestamp } from 'drizzle-orm/pg-core';

// The column shapes every table repeats, written once (each call builds a new column).

/** A surrogate key the database numbers. */
export const identity = () => integer().primaryKey().generatedAlwaysAsIdentity();

/** A point in time, stored with its zone. */
export const instant = () => timestamp({ withTimezone: true });

/** When the row was written (or last changed, for `updatedAt`); the database's clock. */
export const recordedAt = () => instant().notNull().defaultNow();
