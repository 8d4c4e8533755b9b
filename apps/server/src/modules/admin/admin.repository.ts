import { type RedemptionStatus, redemptionStatuses } from '@academy/contracts/rewards.rules';
import { sql } from 'drizzle-orm';
import { academyDayStart, academyToday } from '../../db/academy-time';
import type { Database } from '../../db/database';
import {
  accountCount,
  activeAccountCount,
  fullNameOf,
  registrationEvents,
} from '../auth/auth.views';
import {
  accessPairs,
  accessPairsSince,
  catalogueEvents,
  courseCount,
  courseTitleOf,
  courseTitleZhOf,
  unlockDays,
  unlockedCourseOf,
} from '../catalogue/catalogue.views';
import {
  completionEvents,
  courseLearnersSince,
  hasCompletedCourse,
  learningActors,
  lessonTitleOf,
  lessonTitleZhOf,
  startedCoursePairs,
} from '../learning/learning.views';
import { ledgerActors, ledgerDays, pointsSpentSince, spendEvents } from '../points/points.views';
import {
  redeemedRewardTitleOf,
  redeemedRewardTitleZhOf,
  redemptionDays,
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

export type ChartDayRow = {
  day: string;
  active_learners: number;
  sign_ins: number;
  earned: number;
  spent: number;
  unlocks: number;
} & Record<RedemptionStatus, number>;

export type TopCourseRow = {
  id: number;
  title: string;
  title_zh: string | null;
  learners: number;
  completed: number;
};

/**
 * The dashboard's SQL: figures and events the owning modules publish as views, composed into
 * one statement each. This module owns no table.
 */
export function createAdminRepository(db: Database) {
  return {
    /** Every headline figure at once; the month begins at midnight in the academy's time zone. */
    async stats(timeZone: string) {
      const monthStart = sql`(date_trunc('month', now() at time zone ${timeZone}) at time zone ${timeZone})`;
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

    /**
     * The charts' days: every academy day of the last `days`, today included, with each
     * figure the owners count per day (a day with nothing is all zeros), in one statement.
     */
    async chartDays(days: number, timeZone: string): Promise<ChartDayRow[]> {
      const since = academyDayStart(days - 1, timeZone);
      const figure = (source: string, name: string) =>
        sql.raw(`coalesce(${source}.${name}, 0)::int as ${name}`);
      const byStatus = redemptionStatuses.map((status) => figure('redeemed', status));
      const result = await db.execute<ChartDayRow>(sql`
        select to_char(calendar.day, 'YYYY-MM-DD') as day,
          coalesce(active.learners, 0)::int as active_learners,
          ${figure('ledger', 'sign_ins')}, ${figure('ledger', 'earned')},
          ${figure('ledger', 'spent')}, ${figure('unlocked', 'unlocks')},
          ${sql.join(byStatus, sql`, `)}
        from generate_series(${academyToday(timeZone)} - ${days - 1}::int, ${academyToday(timeZone)}, interval '1 day') calendar(day)
        left join (
          select day, count(distinct user_id) as learners
          from (${ledgerActors(since, timeZone)} union all ${learningActors(since, timeZone)}) actors
          group by day
        ) active on active.day = calendar.day
        left join (${ledgerDays(since, timeZone)}) ledger on ledger.day = calendar.day
        left join (${unlockDays(since, timeZone)}) unlocked on unlocked.day = calendar.day
        left join (${redemptionDays(since, timeZone)}) redeemed on redeemed.day = calendar.day
        order by calendar.day`);
      return result.rows;
    },

    /**
     * The courses with the most learners in the last `days` (unlocked then, or lessons opened
     * then), with how many of those learners have finished every lesson.
     */
    async topCourses(days: number, timeZone: string, limit: number): Promise<TopCourseRow[]> {
      const since = academyDayStart(days - 1, timeZone);
      const result = await db.execute<TopCourseRow>(sql`
        select pairs.course_id as id, ${courseTitleOf(sql.raw('pairs.course_id'))} as title,
          ${courseTitleZhOf(sql.raw('pairs.course_id'))} as title_zh,
          count(*)::int as learners,
          count(*) filter (where ${hasCompletedCourse(sql.raw('pairs.course_id'), sql.raw('pairs.user_id'))})::int as completed
        from (${accessPairsSince(since)} union ${courseLearnersSince(since)}) pairs
        group by pairs.course_id
        order by learners desc, pairs.course_id
        limit ${limit}`);
      return result.rows;
    },
  };
}
