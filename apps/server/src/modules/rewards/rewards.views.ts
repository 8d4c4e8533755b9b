import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { rewards } from './rewards.schema';

/**
 * The rewards module's published reads, for other modules' repositories to use inside their own
 * statements without touching its tables themselves.
 */

/** Whether a reward (of any status) offers the course in `courseId`. */
export function isOfferedByReward(courseId: SQLWrapper): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${rewards} where ${rewards.courseId} = ${courseId})`;
}
