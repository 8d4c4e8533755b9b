import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { academyDay } from '../../db/academy-time';
import { viewBuilder } from '../../db/view-builder';
import { courseAccess, courseReviews, courses } from './catalogue.schema';

/**
 * The catalogue's published reads, for other modules' repositories to use inside their own
 * statements without touching its tables themselves.
 */

/** How many courses (in any status) the teacher in `teacherId` has. */
export function courseCountOf(teacherId: SQLWrapper): SQL<number> {
  return sql<number>`(select count(*) from ${courses} where ${courses.teacherId} = ${teacherId})`.mapWith(
    Number,
  );
}

/** How many learners have access to any course of the teacher in `teacherId`. */
export function studentCountOf(teacherId: SQLWrapper): SQL<number> {
  return sql<number>`(select count(distinct ${courseAccess.userId}) from ${courseAccess} join ${courses} on ${courses.id} = ${courseAccess.courseId} where ${courses.teacherId} = ${teacherId})`.mapWith(
    Number,
  );
}

/** The English title of the course in `courseId`. */
export function courseTitleOf(courseId: SQLWrapper): SQL<string> {
  return sql<string>`(select ${courses.title} from ${courses} where ${courses.id} = ${courseId})`;
}

/** How many courses the learner `userId` has unlocked (or been granted). */
export function unlockedCourseCountOf(userId: number): SQL<number> {
  return sql<number>`(select count(*) from ${courseAccess} where ${courseAccess.userId} = ${userId})`.mapWith(
    Number,
  );
}

/** The courses the learner `userId` has unlocked (or been granted), each with when (`at`). */
export function unlockedCoursesOf(userId: number): SQL {
  return sql`select ${courseAccess.courseId} as course_id, ${courseAccess.createdAt} as at from ${courseAccess} where ${courseAccess.userId} = ${userId}`;
}

/** A course as a learner's own lists show it, joined on `course_id`: its titles, picture and level. */
export const courseCards = sql`select ${courses.id} as course_id, ${courses.title} as title,
  ${courses.titleZh} as title_zh, ${courses.thumbnail} as thumbnail,
  ${courses.difficultyLevel} as difficulty_level from ${courses}`;

/** Every course in any status with its teacher, as a teacher's workspace lists them. */
export const taughtCourses = viewBuilder
  .select({
    courseId: courses.id,
    teacherId: courses.teacherId,
    title: courses.title,
    titleZh: courses.titleZh,
    thumbnail: courses.thumbnail,
    difficultyLevel: courses.difficultyLevel,
    status: courses.status,
  })
  .from(courses)
  .as('taught_courses');

/** Dashboard figure: every course, in any status. */
export const courseCount = sql<number>`(select count(*) from ${courses})`.mapWith(Number);

/** Every (learner, course) pair with access, to count enrolments with other modules' pairs. */
export const accessPairs = sql`select ${courseAccess.userId} as user_id, ${courseAccess.courseId} as course_id from ${courseAccess}`;

/** The newest unlocks and reviews as activity events (the dashboard's feed shape). */
export function catalogueEvents(limit: number): SQL {
  return sql`(select 'enrollment-' || a.user_id || '-' || a.course_id as id, 'enrollment' as type,
      a.user_id, a.course_id, null::int as lesson_id, null::int as redemption_id,
      null::text as spend, null::text as note, null::int as amount, null::int as rating,
      a.created_at as at
    from ${courseAccess} a order by a.created_at desc limit ${limit})
  union all
    (select 'review-' || r.id, 'review', r.user_id, r.course_id, null, null, null, null, null,
      r.rating, r.updated_at
    from ${courseReviews} r order by r.updated_at desc limit ${limit})`;
}

/** The teacher of the course in `courseId` (null when it has none). */
export function courseTeacherIdOf(courseId: SQLWrapper): SQL<number | null> {
  return sql<
    number | null
  >`(select ${courses.teacherId} from ${courses} where ${courses.id} = ${courseId})`;
}

/** The course's title in Chinese, for the course in `courseId` (null when it has none). */
export function courseTitleZhOf(courseId: SQLWrapper): SQL<string | null> {
  return sql<
    string | null
  >`(select ${courses.titleZh} from ${courses} where ${courses.id} = ${courseId})`;
}

/** The course a points movement unlocked, read from the reference the catalogue gave it. */
export function unlockedCourseOf(reference: SQLWrapper): SQL<number | null> {
  return sql<
    number | null
  >`(case when ${reference} like 'course:%' then split_part(${reference}, ':', 2)::int end)`;
}

/**
 * Whether the viewer in `viewerId` may open the course in `courseId`, in one subquery: null when
 * no public course has that id (an honest 404), true when the course is open to everyone (the
 * rule of `isOpenCourse`, here in SQL; `course-access.test.ts` holds the two together) or the
 * viewer has access, false when it is locked to them. A null viewer is a guest.
 */
export function courseOpenTo(courseId: SQLWrapper, viewerId: SQLWrapper): SQL<boolean | null> {
  return sql<boolean | null>`(select ${courses.difficultyLevel} = 'beginner' or ${courses.isFree}
      or ${courses.pointsRequired} = 0
      or exists (select 1 from ${courseAccess} where ${courseAccess.courseId} = ${courses.id}
        and ${courseAccess.userId} = ${viewerId})
    from ${courses} where ${courses.id} = ${courseId} and ${courses.status} = 'active')`;
}

/** Unlocks (and grants) per academy day since `since` (charts), as (day, unlocks). */
export function unlockDays(since: SQLWrapper, timeZone: string): SQL {
  return sql`select ${academyDay(courseAccess.createdAt, timeZone)} as day, count(*) as unlocks
    from ${courseAccess} where ${courseAccess.createdAt} >= ${since} group by 1`;
}
