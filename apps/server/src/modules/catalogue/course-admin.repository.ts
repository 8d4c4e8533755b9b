import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { tableStore } from '../../db/table-query';
import { hasAnyProgress, lessonCountOf } from '../learning/learning.views';
import { isOfferedByReward } from '../rewards/rewards.views';
import { teacherCards } from '../teachers/teachers.views';
import { averageRating, courseSearchRuns, outerCourseId } from './catalogue.repository';
import { courseAccess, courses } from './catalogue.schema';

const adminColumns = {
  course: courses,
  teacherName: teacherCards.name,
  teacherNameZh: teacherCards.nameZh,
  enrollments:
    sql<number>`(select count(*) from ${courseAccess} where ${courseAccess.courseId} = ${outerCourseId})`.mapWith(
      Number,
    ),
  rating: averageRating,
  contentCount: lessonCountOf(outerCourseId),
};

/** The admin table of courses: every course in any status, with its figures. */
export function courseAdminStore(db: Database) {
  return {
    ...tableStore(db, courses, {
      select: () =>
        db
          .select(adminColumns)
          .from(courses)
          .leftJoin(teacherCards, eq(teacherCards.teacherId, courses.teacherId))
          .$dynamic(),
      search: [courses.title, courses.titleZh],
      searchRuns: courseSearchRuns,
      sortable: {
        title: courses.title,
        status: courses.status,
        created_at: courses.createdAt,
        enrollments: adminColumns.enrollments,
      },
      defaultOrder: courses.createdAt,
    }),
    /** Whether anything a learner owns points at the course (access, progress, a reward). */
    async isInUse(id: number): Promise<boolean> {
      const courseId = sql`${id}`;
      const result = await db.execute<{ used: boolean }>(sql`select
        exists (select 1 from ${courseAccess} where ${courseAccess.courseId} = ${id})
        or ${hasAnyProgress(courseId)} or ${isOfferedByReward(courseId)} as used`);
      return Boolean(result.rows[0]?.used);
    },
  };
}

export type NewCourse = typeof courses.$inferInsert;
export type CourseAdminRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof courseAdminStore>['find']>>
>;
