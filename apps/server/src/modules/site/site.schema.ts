import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Key/value site settings edited in admin; values are parsed by their contract on read. */
export const siteSettings = pgTable('site_settings', {
  key: text().primaryKey(),
  value: jsonb().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
