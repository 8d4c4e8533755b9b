import type { DifficultyLevel } from '@academy/contracts/catalogue.rules';
import type { ContentTypeName } from '@academy/contracts/rules';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  courseCards,
  courseOpenTo,
  courseTitleOf,
  courseTitleZhOf,
  unlockedCoursesOf,
} from '../catalogue/catalogue.views';
import { contentProgress, contents, quizAttempts } from './learning.schema';

/** A course of the learner's, with their completion and the lesson "Continue" opens. */
export type LearnerCourseRow = {
  course_id: number;
  title: string;
  title_zh: string | null;
  thumbnail: string | null;
  difficulty_level: DifficultyLevel;
  has_access: boolean;
  last_activity_at: Date | string;
  total: number;
  completed: number;
  next_id: number | null;
  next_type: ContentTypeName | null;
  next_title: string | null;
  next_title_zh: string | null;
  next_progress: number | null;
  next_position_seconds: number | null;
};

/**
 * Every active course the learner has unlocked or made progress in (a lesson or a quiz
 * attempt), in one statement, most recently active first. The next lesson is the first
 * unfinished one from the lesson they last worked on onwards (where they left off, or what
 * follows it), else the first unfinished one in the course: a lesson skipped on purpose does
 * not pull them back.
 */
function learnerCourses(userId: number) {
  return sql`
      with activity as (
        select item.course_id, progress.content_id, progress.updated_at as at
          from ${contentProgress} progress join ${contents} item on item.id = progress.content_id
          where progress.user_id = ${userId}
        union all
        select item.course_id, attempt.content_id, attempt.created_at
          from ${quizAttempts} attempt join ${contents} item on item.id = attempt.content_id
          where attempt.user_id = ${userId}
        union all
        select unlocked.course_id, null, unlocked.at from (${unlockedCoursesOf(userId)}) unlocked
      ),
      mine as (
        select course_id, max(at) as last_activity_at,
          (array_agg(content_id order by at desc) filter (where content_id is not null))[1] as anchor_id
        from activity group by course_id
      ),
      reachable as (
        select mine.*, ${courseOpenTo(sql.raw('mine.course_id'), sql`${userId}`)} as has_access
        from mine
      ),
      lessons as (
        select item.id, item.course_id, item.position, item.type, item.title, item.title_zh,
          coalesce(progress.progress, 0) as progress,
          coalesce(progress.position_seconds, 0) as position_seconds,
          progress.completed_at is not null as is_completed
        from ${contents} item
        left join ${contentProgress} progress
          on progress.content_id = item.id and progress.user_id = ${userId}
        where item.course_id in (select course_id from mine)
      )
      select reachable.course_id, reachable.last_activity_at, reachable.has_access,
        cards.title, cards.title_zh, cards.thumbnail, cards.difficulty_level,
        (select count(*)::int from lessons where lessons.course_id = reachable.course_id) as total,
        (select count(*)::int from lessons
          where lessons.course_id = reachable.course_id and lessons.is_completed) as completed,
        upcoming.id as next_id, upcoming.type as next_type, upcoming.title as next_title,
        upcoming.title_zh as next_title_zh, upcoming.progress as next_progress,
        upcoming.position_seconds as next_position_seconds
      from reachable
      join (${courseCards}) cards on cards.course_id = reachable.course_id
      left join ${contents} anchor on anchor.id = reachable.anchor_id
      left join lateral (
        select * from lessons
        where lessons.course_id = reachable.course_id and not lessons.is_completed
        order by anchor.id is not null
            and (lessons.position, lessons.id) < (anchor.position, anchor.id),
          lessons.position, lessons.id
        limit 1
      ) upcoming on true
      where reachable.has_access is not null
      order by reachable.last_activity_at desc, reachable.course_id desc`;
}

/** SQL for the learner's own records across courses: My learning and the mistakes book. */
export function createLearnerRepository(db: Database) {
  return {
    /** Every course the learner has opened or worked in, most recently active first. */
    async coursesOf(userId: number): Promise<LearnerCourseRow[]> {
      const result = await db.execute<LearnerCourseRow>(learnerCourses(userId));
      return result.rows;
    },

    /** The learner's latest attempt of each quiz they may still open, with the quiz as it is now. */
    latestAttemptsOf(userId: number) {
      return db
        .selectDistinctOn([quizAttempts.contentId], {
          attempt: quizAttempts,
          quiz: {
            id: contents.id,
            courseId: contents.courseId,
            title: contents.title,
            titleZh: contents.titleZh,
            contentData: contents.contentData,
          },
          courseTitle: courseTitleOf(contents.courseId),
          courseTitleZh: courseTitleZhOf(contents.courseId),
        })
        .from(quizAttempts)
        .innerJoin(contents, eq(contents.id, quizAttempts.contentId))
        .where(
          and(
            eq(quizAttempts.userId, userId),
            eq(contents.type, 'quiz'),
            sql`${courseOpenTo(contents.courseId, sql`${userId}`)} is true`,
          ),
        )
        .orderBy(quizAttempts.contentId, desc(quizAttempts.attemptNumber));
    },
  };
}

export type LearnerRepository = ReturnType<typeof createLearnerRepository>;
export type LatestAttemptRow = Awaited<ReturnType<LearnerRepository['latestAttemptsOf']>>[number];
