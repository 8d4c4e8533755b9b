import { sql } from 'drizzle-orm';
import { academyDayStart, academyToday } from '../../db/academy-time';
import type { Database } from '../../db/database';
import { activeAccountCount, fullNameOf, registrationEvents } from '../auth/auth.views';
import {
  catalogueEvents,
  courseCount,
  courseTitleOf,
  courseTitleZhOf,
  unlockedCourseOf,
} from '../catalogue/catalogue.views';
import { completionEvents, lessonTitleOf, lessonTitleZhOf } from '../learning/learning.views';
import { pointsSpentSince, spendEvents } from '../points/points.views';
import {
  redeemedRewardTitleOf,
  redeemedRewardTitleZhOf,
  redemptionOf,
} from '../rewards/rewards.views';
import { teacherCount } from '../teachers/teachers.views';
import { dashboardDays } from './admin.schema';
import { keptCount } from './admin.views';

export type ActivityEventRow = {
  id: string;
  type: 'registration' | 'enrollment' | 'completion' | 'payment' | 'review';
  user_id: number;
  user_name: string;
  course_id: number | null;
  course_title: string | null;
  course_title_zh: string | null;
  lesson_title: string | null;
  lesson_title_zh: string | null;
  reward_title: string | null;
  reward_title_zh: string | null;
  /** For a payment: the ledger's reason. */
  spend: string | null;
  note: string | null;
  amount: number | null;
  rating: number | null;
  at: Date | string;
};

/**
 * The dashboard's SQL: figures and events the owning modules publish as views, composed into
 * one statement each. This module owns no table.
 */
export function createAdminRepository(db: Database) {
  return {
    /**
     * Every headline figure at once. Accounts and enrolments are the kept totals; the month's
     * spend is its ended days as kept (`chartsRepository.keepEndedDays` first) and today's
     * ledger. The month begins at midnight in the academy's time zone.
     */
    async stats(timeZone: string) {
      const today = academyToday(timeZone);
      const result = await db.execute<{
        total_users: number;
        active_users: number;
        total_courses: number;
        total_enrollments: number;
        total_teachers: number;
        points_spent: number;
      }>(sql`select
        ${keptCount('accounts')}::int as total_users,
        ${activeAccountCount}::int as active_users,
        ${courseCount}::int as total_courses,
        ${keptCount('enrollments')}::int as total_enrollments,
        ${teacherCount}::int as total_teachers,
        ((select coalesce(sum(${dashboardDays.pointsSpent}), 0) from ${dashboardDays}
          where ${dashboardDays.timeZone} = ${timeZone}
            and ${dashboardDays.day} >= date_trunc('month', ${today})::date
            and ${dashboardDays.day} < ${today})
          + ${pointsSpentSince(academyDayStart(0, timeZone))})::int as points_spent`);
      return result.rows[0];
    },

    /**
     * The latest events of each kind, newest first, as data: each owner's view gives the ids,
     * and the owners' views name them in both languages.
     */
    async recentActivity(limit: number): Promise<ActivityEventRow[]> {
      const column = (name: string) => sql.raw(`events.${name}`);
      const spends = spendEvents(limit, { course: unlockedCourseOf, redemption: redemptionOf });
      const result = await db.execute<ActivityEventRow>(sql`
        select id, type, user_id, ${fullNameOf(column('user_id'))} as user_name, course_id,
               ${courseTitleOf(column('course_id'))} as course_title,
               ${courseTitleZhOf(column('course_id'))} as course_title_zh,
               ${lessonTitleOf(column('lesson_id'))} as lesson_title,
               ${lessonTitleZhOf(column('lesson_id'))} as lesson_title_zh,
               ${redeemedRewardTitleOf(column('redemption_id'))} as reward_title,
               ${redeemedRewardTitleZhOf(column('redemption_id'))} as reward_title_zh,
               spend, note, amount, rating, at
        from (
          ${registrationEvents(limit)}
          union all ${catalogueEvents(limit)}
          union all ${completionEvents(limit)}
          union all ${spends}
        ) events order by at desc limit ${limit}`);
      return result.rows;
    },
  };
}
