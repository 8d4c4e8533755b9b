import { sql } from 'drizzle-orm';
import { academyMonthStart } from '../../db/academy-time';
import type { Database } from '../../db/database';
import {
  accountCount,
  activeAccountCount,
  fullNameOf,
  registrationEvents,
} from '../auth/auth.views';
import {
  accessPairs,
  catalogueEvents,
  courseCount,
  courseTitleOf,
  courseTitleZhOf,
  unlockedCourseOf,
} from '../catalogue/catalogue.views';
import {
  completionEvents,
  lessonTitleOf,
  lessonTitleZhOf,
  startedCoursePairs,
} from '../learning/learning.views';
import { pointsSpentSince, spendEvents } from '../points/points.views';
import {
  redeemedRewardTitleOf,
  redeemedRewardTitleZhOf,
  redemptionOf,
} from '../rewards/rewards.views';
import { teacherCount } from '../teachers/teachers.views';

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
    /** Every headline figure at once; the month begins at midnight in the academy's time zone. */
    async stats(timeZone: string) {
      const monthStart = academyMonthStart(timeZone);
      const result = await db.execute<{
        total_users: number;
        active_users: number;
        total_courses: number;
        total_enrollments: number;
        total_teachers: number;
        points_spent: number;
      }>(sql`select
        ${accountCount}::int as total_users,
        ${activeAccountCount}::int as active_users,
        ${courseCount}::int as total_courses,
        (select count(*) from (${accessPairs} union ${startedCoursePairs}) pairs)::int as total_enrollments,
        ${teacherCount}::int as total_teachers,
        ${pointsSpentSince(monthStart)}::int as points_spent`);
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
