import { and, asc, eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { fullNameOf, roleOf } from '../auth/auth.views';
import { accessPairs, taughtCourses } from '../catalogue/catalogue.views';
import {
  completedLessonCountOf,
  lastLearnedAtOf,
  lessonCountOf,
  lessonIdsOf,
  startedCoursePairs,
} from '../learning/learning.views';
import { teacherProfiles } from '../teachers/teachers.views';
import { lessonDrafts } from './teaching.schema';

/** The learners of the course in `courseId`: who unlocked it, and who opened one of its lessons. */
function learnersOf(courseId: SQLWrapper): SQL {
  return sql`select unlocked.user_id from (${accessPairs}) unlocked where unlocked.course_id = ${courseId}
    union select started.user_id from (${startedCoursePairs}) started where started.course_id = ${courseId}`;
}

const courseColumns = {
  courseId: taughtCourses.courseId,
  teacherId: taughtCourses.teacherId,
  title: taughtCourses.title,
  titleZh: taughtCourses.titleZh,
  thumbnail: taughtCourses.thumbnail,
  difficultyLevel: taughtCourses.difficultyLevel,
  status: taughtCourses.status,
  lessons: lessonCountOf(taughtCourses.courseId),
  learners:
    sql<number>`(select count(*) from (${learnersOf(taughtCourses.courseId)}) learner)`.mapWith(
      Number,
    ),
  drafts:
    sql<number>`(select count(*) from ${lessonDrafts} where ${lessonDrafts.contentId} in (${lessonIdsOf(taughtCourses.courseId)}))`.mapWith(
      Number,
    ),
};

export type TaughtCourseRow = Awaited<
  ReturnType<ReturnType<typeof createTeachingRepository>['courses']>
>[number];

/** SQL for the teacher's workspace reads, composed from the owners' views (and its drafts' count). */
export function createTeachingRepository(db: Database) {
  return {
    /** The teacher profile linked to the account in `userId`, while that account is a teacher. */
    async profileOf(userId: number) {
      const [profile] = await db
        .select()
        .from(teacherProfiles)
        .where(and(eq(teacherProfiles.userId, userId), sql`${roleOf(sql`${userId}`)} = 'teacher'`));
      return profile;
    },

    courses(teacherId: number) {
      return db
        .select(courseColumns)
        .from(taughtCourses)
        .where(eq(taughtCourses.teacherId, teacherId))
        .orderBy(asc(taughtCourses.title), asc(taughtCourses.courseId));
    },

    async course(courseId: number) {
      const [course] = await db
        .select(courseColumns)
        .from(taughtCourses)
        .where(eq(taughtCourses.courseId, courseId));
      return course;
    },

    /** A page of the course's learners by their display name, most recently active first. */
    async learners(courseId: number, page: { offset: number; limit: number }) {
      const result = await db.execute<{
        name: string;
        completed_lessons: number;
        last_active_at: Date | string | null;
        total: number;
      }>(sql`select ${fullNameOf(sql.raw('learner.user_id'))} as name,
          ${completedLessonCountOf(sql`${courseId}`, sql.raw('learner.user_id'))}::int as completed_lessons,
          ${lastLearnedAtOf(sql`${courseId}`, sql.raw('learner.user_id'))} as last_active_at,
          count(*) over ()::int as total
        from (${learnersOf(sql`${courseId}`)}) learner
        order by 3 desc nulls last, learner.user_id
        limit ${page.limit} offset ${page.offset}`);
      return result.rows;
    },

    async learnerCount(courseId: number): Promise<number> {
      const result = await db.execute<{ total: number }>(
        sql`select count(*)::int as total from (${learnersOf(sql`${courseId}`)}) learner`,
      );
      return Number(result.rows[0]?.total ?? 0);
    },
  };
}

export type TeachingRepository = ReturnType<typeof createTeachingRepository>;
