import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { academyDay } from '../../db/academy-time';
import { contentProgress, contents, quizAttempts } from './learning.schema';

/**
 * The learning module's published reads, for other modules' repositories to use inside their own
 * statements without touching its tables themselves.
 */

/** Whether the learner `userId` has opened any lesson of the course in `courseId`. */
export function hasStartedCourse(courseId: SQLWrapper, userId: number | SQLWrapper): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${contentProgress} join ${contents} on ${contents.id} = ${contentProgress.contentId} where ${contents.courseId} = ${courseId} and ${contentProgress.userId} = ${userId})`;
}

/** The ids of every course the learner `userId` has opened a lesson of, as an array. */
export function startedCourseIdsOf(userId: SQLWrapper): SQL<number[]> {
  return sql<
    number[]
  >`array(select distinct ${contents.courseId} from ${contentProgress} join ${contents} on ${contents.id} = ${contentProgress.contentId} where ${contentProgress.userId} = ${userId})`;
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

/** How many courses with at least one lesson the learner `userId` has completed every lesson of. */
export function completedCourseCountOf(userId: number): SQL<number> {
  return sql<number>`(select count(*) from (select distinct ${contents.courseId} as course_id from ${contents}) course
    where ${hasCompletedCourse(sql.raw('course.course_id'), sql`${userId}`)})`.mapWith(Number);
}

/** The academy days (in `timeZone`) on which the learner `userId` made lesson progress or took a quiz. */
export function learningDaysOf(userId: number, timeZone: string): SQL {
  return sql`select ${academyDay(contentProgress.updatedAt, timeZone)} as day from ${contentProgress} where ${contentProgress.userId} = ${userId}
    union all
    select ${academyDay(quizAttempts.createdAt, timeZone)} from ${quizAttempts} where ${quizAttempts.userId} = ${userId}`;
}

/** Every (learner, course) pair with progress, to count enrolments with other modules' pairs. */
export const startedCoursePairs = sql`select distinct ${contentProgress.userId} as user_id, ${contents.courseId} as course_id from ${contentProgress} join ${contents} on ${contents.id} = ${contentProgress.contentId}`;

/** The newest completed lessons as activity events (the dashboard's feed shape). */
export function completionEvents(limit: number): SQL {
  return sql`(select 'completion-' || p.user_id || '-' || p.content_id as id, 'completion' as type,
      p.user_id, i.course_id, p.content_id as lesson_id, null::int as redemption_id,
      null::text as spend, null::text as note, null::int as amount, null::int as rating,
      p.completed_at as at
    from ${contentProgress} p join ${contents} i on i.id = p.content_id
    where p.completed_at is not null order by p.completed_at desc limit ${limit})`;
}

/** The course of the lesson in `lessonId` (null when there is no such lesson). */
export function lessonCourseOf(lessonId: SQLWrapper): SQL<number | null> {
  return sql<
    number | null
  >`(select ${contents.courseId} from ${contents} where ${contents.id} = ${lessonId})`;
}

/** Where the lesson `lessonId` sits in its course's outline (its order, first to last). */
export function lessonPositionOf(lessonId: SQLWrapper): SQL<number | null> {
  return sql<
    number | null
  >`(select ${contents.position} from ${contents} where ${contents.id} = ${lessonId})`;
}

/** A lesson's title, in English and in Chinese, for the lesson in `lessonId`. */
export function lessonTitleOf(lessonId: SQLWrapper): SQL<string | null> {
  return sql<
    string | null
  >`(select ${contents.title} from ${contents} where ${contents.id} = ${lessonId})`;
}
export function lessonTitleZhOf(lessonId: SQLWrapper): SQL<string | null> {
  return sql<
    string | null
  >`(select ${contents.titleZh} from ${contents} where ${contents.id} = ${lessonId})`;
}

/** (day, user_id) for each lesson progress saved and quiz taken since `since` (charts). */
export function learningActors(since: SQLWrapper, timeZone: string): SQL {
  return sql`select ${academyDay(contentProgress.updatedAt, timeZone)} as day, ${contentProgress.userId} as user_id
      from ${contentProgress} where ${contentProgress.updatedAt} >= ${since}
    union all
    select ${academyDay(quizAttempts.createdAt, timeZone)}, ${quizAttempts.userId}
      from ${quizAttempts} where ${quizAttempts.createdAt} >= ${since}`;
}

/** Whether the learner in `userId` has completed every lesson of the course in `courseId` (one with none: no). */
export function hasCompletedCourse(courseId: SQLWrapper, userId: SQLWrapper): SQL<boolean> {
  return sql<boolean>`(exists (select 1 from ${contents} where ${contents.courseId} = ${courseId})
    and not exists (
      select 1 from ${contents} item where item.course_id = ${courseId}
        and not exists (
          select 1 from ${contentProgress} progress
          where progress.content_id = item.id and progress.user_id = ${userId}
            and progress.completed_at is not null)))`;
}

/** The ids of the lessons of the course in `courseId`. */
export function lessonIdsOf(courseId: SQLWrapper): SQL {
  return sql`select ${contents.id} from ${contents} where ${contents.courseId} = ${courseId}`;
}

/** How many lessons of the course in `courseId` the learner in `userId` has completed. */
export function completedLessonCountOf(courseId: SQLWrapper, userId: SQLWrapper): SQL<number> {
  return sql<number>`(select count(*) from ${contentProgress} join ${contents} on ${contents.id} = ${contentProgress.contentId}
    where ${contents.courseId} = ${courseId} and ${contentProgress.userId} = ${userId}
      and ${contentProgress.completedAt} is not null)`.mapWith(Number);
}

/** When the learner in `userId` last saved progress in a lesson of the course in `courseId`. */
export function lastLearnedAtOf(courseId: SQLWrapper, userId: SQLWrapper): SQL<Date | null> {
  return sql<Date | null>`(select max(${contentProgress.updatedAt}) from ${contentProgress} join ${contents} on ${contents.id} = ${contentProgress.contentId}
    where ${contents.courseId} = ${courseId} and ${contentProgress.userId} = ${userId})`;
}
