import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { recordedAt } from '../../db/columns';

/** Key/value site settings edited in admin; values are parsed by their contract on read. */
export const siteSettings = pgTable('site_settings', {
  key: text().primaryKey(),
  value: jsonb().notNull(),
  updatedAt: recordedAt(),
});
