import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { courseAccess, courses } from '../catalogue/catalogue.schema';
import { contentProgress, contents, quizAttempts } from '../learning/learning.schema';
import { pointsLedger } from '../points/points.schema';

/** Read-only SQL across a learner's own records for the profile's summary tiles. */
export function createProfileRepository(db: Database) {
  return {
    countRedeemedCourses(userId: number): Promise<number> {
      return db.$count(courseAccess, eq(courseAccess.userId, userId));
    },

    /** Courses with at least one item, every one of which the learner has completed. */
    async countCompletedCourses(userId: number): Promise<number> {
      const result = await db.execute<{ count: string }>(sql`
        select count(*) as count from ${courses} c
        where exists (select 1 from ${contents} item where item.course_id = c.id)
          and not exists (
            select 1 from ${contents} item
            where item.course_id = c.id
              and not exists (
                select 1 from ${contentProgress} progress
                where progress.content_id = item.id
                  and progress.user_id = ${userId}
                  and progress.completed_at is not null))`);
      return Number(result.rows[0]?.count ?? 0);
    },

    /** Distinct academy days with a sign-in, a points movement, lesson progress or a quiz. */
    async countActiveDays(userId: number, timeZone: string): Promise<number> {
      const result = await db.execute<{ count: string }>(sql`
        select count(distinct day) as count from (
          select (created_at at time zone ${timeZone})::date as day from ${pointsLedger} where user_id = ${userId}
          union all
          select (updated_at at time zone ${timeZone})::date from ${contentProgress} where user_id = ${userId}
          union all
          select (created_at at time zone ${timeZone})::date from ${quizAttempts} where user_id = ${userId}
        ) days`);
      return Number(result.rows[0]?.count ?? 0);
    },
  };
}
