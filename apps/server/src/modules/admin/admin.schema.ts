import { date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { recordedAt } from '../../db/columns';

/**
 * The dashboard's learner figures of each academy day that has ended, worked out once
 * (`charts.repository.ts`): a past day's ledger never changes (it is append-only), so reading
 * 90 days of a large ledger on every visit would only repeat the same sums. Keyed by the time
 * zone the days were counted in, so a new ACADEMY_TIMEZONE starts afresh.
 */
export const dashboardDays = pgTable(
  'dashboard_days',
  {
    timeZone: text().notNull(),
    day: date({ mode: 'string' }).notNull(),
    activeLearners: integer().notNull(),
    signIns: integer().notNull(),
    pointsEarned: integer().notNull(),
    pointsSpent: integer().notNull(),
    createdAt: recordedAt(),
  },
  (t) => [primaryKey({ columns: [t.timeZone, t.day] })],
);
