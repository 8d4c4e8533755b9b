import { type RedemptionStatus, redemptionStatuses } from '@academy/contracts/rewards.rules';
import { type SQL, sql } from 'drizzle-orm';
import { academyDayStart, academyToday } from '../../db/academy-time';
import type { Database } from '../../db/database';
import { courseTitleOf, courseTitleZhOf, unlockDays } from '../catalogue/catalogue.views';
import { hasCompletedCourse, learningActors } from '../learning/learning.views';
import { ledgerActors, ledgerDays } from '../points/points.views';
import { redemptionDays } from '../rewards/rewards.views';
import { dashboardDays, dashboardEnrollments } from './admin.schema';

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

/** `coalesce(source.name, 0)::int as name`: a day without rows counts zero. */
const figure = (source: string, name: string) =>
  sql.raw(`coalesce(${source}.${name}, 0)::int as ${name}`);

/** The academy days from `fromDaysAgo` to `toDaysAgo` (0: today), as `calendar(day)`. */
function calendar(fromDaysAgo: number, toDaysAgo: number, timeZone: string): SQL {
  const today = academyToday(timeZone);
  return sql`generate_series(${today} - ${fromDaysAgo}::int, ${today} - ${toDaysAgo}::int, interval '1 day') calendar(day)`;
}

/**
 * The learner figures of each academy day from `fromDaysAgo` to `toDaysAgo`, worked out from the
 * ledger and the lessons: (day, active_learners, sign_ins, earned, spent). It reads every row
 * since the first day began, which is why ended days are kept once worked out.
 */
function learnerFigures(fromDaysAgo: number, toDaysAgo: number, timeZone: string): SQL {
  const since = academyDayStart(fromDaysAgo, timeZone);
  return sql`select calendar.day::date as day,
      coalesce(active.learners, 0)::int as active_learners,
      ${figure('ledger', 'sign_ins')}, ${figure('ledger', 'earned')}, ${figure('ledger', 'spent')}
    from ${calendar(fromDaysAgo, toDaysAgo, timeZone)}
    left join (
      select day, count(distinct user_id) as learners
      from (${ledgerActors(since, timeZone)} union all ${learningActors(since, timeZone)}) actors
      group by day
    ) active on active.day = calendar.day
    left join (${ledgerDays(since, timeZone)}) ledger on ledger.day = calendar.day`;
}

/** The dashboard's charts: figures per academy day, and the courses most learned. */
export function createChartsRepository(db: Database) {
  /**
   * Works out and keeps the learner figures of the ended days of the last `days` that are not
   * kept yet: from the earliest missing one to yesterday, so a visit a day later reads one day.
   * Two admins at once both insert the same sums; the second insert is skipped.
   */
  async function keepEndedDays(days: number, timeZone: string): Promise<void> {
    const missing = await db.execute<{ days_ago: number | null }>(sql`
      select max(${academyToday(timeZone)} - calendar.day::date)::int as days_ago
      from ${calendar(days - 1, 1, timeZone)}
      where not exists (select 1 from ${dashboardDays}
        where ${dashboardDays.timeZone} = ${timeZone} and ${dashboardDays.day} = calendar.day::date)`);
    const earliest = missing.rows[0]?.days_ago;
    if (earliest === null || earliest === undefined) return;
    await db.execute(sql`
      insert into ${dashboardDays} (time_zone, day, active_learners, sign_ins, points_earned, points_spent)
      select ${timeZone}, day, active_learners, sign_ins, earned, spent
      from (${learnerFigures(earliest, 1, timeZone)}) figures
      on conflict do nothing`);
  }

  return {
    keepEndedDays,

    /**
     * Every academy day of the last `days`, today last: the kept learner figures of ended days,
     * today's worked out now, and unlocks and redemptions (small, indexed by when) counted live.
     */
    async chartDays(days: number, timeZone: string): Promise<ChartDayRow[]> {
      await keepEndedDays(days, timeZone);
      const since = academyDayStart(days - 1, timeZone);
      const byStatus = redemptionStatuses.map((status) => figure('redeemed', status));
      const result = await db.execute<ChartDayRow>(sql`
        with learners as (
          select ${dashboardDays.day}::date as day, ${dashboardDays.activeLearners} as active_learners,
            ${dashboardDays.signIns} as sign_ins, ${dashboardDays.pointsEarned} as earned,
            ${dashboardDays.pointsSpent} as spent
          from ${dashboardDays}
          where ${dashboardDays.timeZone} = ${timeZone}
            and ${dashboardDays.day} >= ${academyToday(timeZone)} - ${days - 1}::int
            and ${dashboardDays.day} < ${academyToday(timeZone)}
          union all ${learnerFigures(0, 0, timeZone)}
        )
        select to_char(calendar.day, 'YYYY-MM-DD') as day,
          ${figure('learners', 'active_learners')}, ${figure('learners', 'sign_ins')},
          ${figure('learners', 'earned')}, ${figure('learners', 'spent')},
          ${figure('unlocked', 'unlocks')}, ${sql.join(byStatus, sql`, `)}
        from ${calendar(days - 1, 0, timeZone)}
        left join learners on learners.day = calendar.day
        left join (${unlockDays(since, timeZone)}) unlocked on unlocked.day = calendar.day
        left join (${redemptionDays(since, timeZone)}) redeemed on redeemed.day = calendar.day
        order by calendar.day`);
      return result.rows;
    },

    /**
     * The courses with the most learners in the last `days` (unlocked then, or lessons opened
     * then: the pairs whose kept last activity falls in the period, migration 0024), with how
     * many of those learners have finished every lesson: the courses are ranked first, so
     * completion is worked out for the learners of those few courses only.
     */
    async topCourses(days: number, timeZone: string, limit: number): Promise<TopCourseRow[]> {
      const since = academyDayStart(days - 1, timeZone);
      const column = (name: string) => sql.raw(name);
      const result = await db.execute<TopCourseRow>(sql`
        with ranked as (
          select ${dashboardEnrollments.courseId} as course_id, count(*)::int as learners
          from ${dashboardEnrollments} where ${dashboardEnrollments.lastActiveAt} >= ${since}
          group by 1 order by learners desc, course_id limit ${limit}
        )
        select ranked.course_id as id, ${courseTitleOf(column('ranked.course_id'))} as title,
          ${courseTitleZhOf(column('ranked.course_id'))} as title_zh, ranked.learners,
          (select count(*) from ${dashboardEnrollments} pair
            where pair.course_id = ranked.course_id and pair.last_active_at >= ${since}
              and ${hasCompletedCourse(column('pair.course_id'), column('pair.user_id'))})::int as completed
        from ranked order by ranked.learners desc, ranked.course_id`);
      return result.rows;
    },
  };
}
