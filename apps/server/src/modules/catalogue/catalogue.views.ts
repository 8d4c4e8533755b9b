import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { courseAccess, courses } from './catalogue.schema';

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
