import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
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

/** Dashboard figure: every course, in any status. */
export const courseCount = sql<number>`(select count(*) from ${courses})`.mapWith(Number);

/** Every (learner, course) pair with access, to count enrolments with other modules' pairs. */
export const accessPairs = sql`select ${courseAccess.userId} as user_id, ${courseAccess.courseId} as course_id from ${courseAccess}`;

/** The newest unlocks and reviews as activity events (the dashboard's feed shape). */
export function catalogueEvents(limit: number): SQL {
  return sql`(select 'enrollment-' || a.user_id || '-' || a.course_id as id, 'enrollment' as type,
      a.user_id, null::text as user_name, c.id as course_id, c.title as course, null::int as amount,
      null::int as rating, a.created_at as at
    from ${courseAccess} a join ${courses} c on c.id = a.course_id
    order by a.created_at desc limit ${limit})
  union all
    (select 'review-' || r.id, 'review', r.user_id, null, c.id, c.title, null, r.rating, r.updated_at
    from ${courseReviews} r join ${courses} c on c.id = r.course_id
    order by r.updated_at desc limit ${limit})`;
}
