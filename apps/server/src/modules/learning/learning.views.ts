import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { contentProgress, contents } from './learning.schema';

/**
 * The learning module's published reads, for other modules' repositories to use inside their own
 * statements without touching its tables themselves.
 */

/** Whether the learner `userId` has opened any lesson of the course in `courseId`. */
export function hasStartedCourse(courseId: SQLWrapper, userId: number): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${contentProgress} join ${contents} on ${contents.id} = ${contentProgress.contentId} where ${contents.courseId} = ${courseId} and ${contentProgress.userId} = ${userId})`;
}

/** Whether any learner has progress in a lesson of the course in `courseId`. */
export function hasAnyProgress(courseId: SQLWrapper): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${contentProgress} join ${contents} on ${contents.id} = ${contentProgress.contentId} where ${contents.courseId} = ${courseId})`;
}

/** How many lessons the course in `courseId` has. */
export function lessonCountOf(courseId: SQLWrapper): SQL<number> {
  return sql<number>`(select count(*) from ${contents} where ${contents.courseId} = ${courseId})`.mapWith(
    Number,
  );
}
