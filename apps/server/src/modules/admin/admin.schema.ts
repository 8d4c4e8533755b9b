import { bigint, date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { recordedAt } from '../../db/columns';
import { userReference } from '../auth/auth.schema';
import { courseReference } from '../catalogue/catalogue.schema';

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

/**
 * The dashboard's totals that would otherwise count a large table on every visit ('accounts',
 * 'enrollments'), moved by triggers (migration 0020) in the statement that adds or removes what
 * they count (decision 0038).
 */
export const dashboardCounts = pgTable('dashboard_counts', {
  name: text().primaryKey(),
  count: bigint({ mode: 'number' }).notNull(),
});

/**
 * Every (learner, course) pair that was unlocked or whose lessons were opened, once: the
 * enrolments the dashboard counts, recorded by triggers on the unlocks and the progress. Each
 * pair keeps when it was last active, to the quarter hour (migration 0024), so the charts rank
 * a period's courses from the pairs active in it without reading the period's progress, and
 * then read each ranked course's pairs of the period by the course (migration 0025).
 */
export const dashboardEnrollments = pgTable(
  'dashboard_enrollments',
  {
    userId: userReference(),
    courseId: courseReference(),
    lastActiveAt: recordedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.courseId] }),
    index('dashboard_enrollments_active_idx').on(t.lastActiveAt, t.courseId),
    index('dashboard_enrollments_course_active_idx').on(t.courseId, t.lastActiveAt),
  ],
);
