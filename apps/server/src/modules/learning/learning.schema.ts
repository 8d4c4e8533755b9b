import { contentTypes } from '@academy/contracts/rules';
import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { identity, instant, recordedAt } from '../../db/columns';
import { perUserKeys, userReference } from '../auth/auth.schema';
import { courseReference } from '../catalogue/catalogue.schema';

export const contentTypeEnum = pgEnum('content_type', contentTypes);

export const contents = pgTable(
  'contents',
  {
    id: identity(),
    courseId: courseReference(),
    position: integer().notNull(),
    type: contentTypeEnum().notNull(),
    title: text().notNull(),
    titleZh: text(),
    description: text().notNull().default(''),
    descriptionZh: text(),
    durationMinutes: integer().notNull().default(0),
    pointsReward: integer().notNull().default(0),
    /**
     * Type-specific payload (html, url + transcript, quiz questions with answers and
     * settings). Parsed by its contract on read; quiz answers never leave the server ungraded.
     */
    contentData: jsonb().notNull().default({}),
    createdAt: recordedAt(),
    updatedAt: recordedAt(),
  },
  (t) => [
    uniqueIndex('contents_course_position_key').on(t.courseId, t.position),
    check('contents_duration_nonnegative', sql`${t.durationMinutes} >= 0`),
    check('contents_points_nonnegative', sql`${t.pointsReward} >= 0`),
  ],
);

/** A column naming the lesson a row belongs to; the row goes with the lesson. */
export const contentReference = () =>
  integer()
    .notNull()
    .references(() => contents.id, { onDelete: 'cascade' });

/**
 * The columns of what a learner writes on a lesson (a note, a question): the author, the lesson
 * and its course (kept with it, so a course's reads need not join the lessons), the text and
 * the moment of the lesson's video or audio it is about, if any.
 */
export const lessonPostColumns = () => ({
  userId: userReference(),
  contentId: contentReference(),
  courseId: courseReference(),
  body: text().notNull(),
  positionSeconds: integer(),
});

/** A moment of a lesson's video or audio: from its start up to `max` seconds. */
export const momentUpTo = (position: AnyPgColumn, max: number): SQL =>
  sql`${position} between 0 and ${sql.raw(String(max))}`;

export const contentProgress = pgTable(
  'content_progress',
  {
    userId: userReference(),
    contentId: contentReference(),
    progress: integer().notNull().default(0),
    positionSeconds: integer().notNull().default(0),
    completedAt: instant(),
    /** When the learner first opened the lesson (first progress report): the completion clock. */
    startedAt: recordedAt(),
    updatedAt: recordedAt(),
  },
  (t) => [
    ...perUserKeys(t.userId, t.contentId, 'content_progress_content_idx'),
    // The dashboard's charts read a period's progress by when it was saved.
    index('content_progress_updated_idx').on(t.updatedAt),
    // The dashboard's feed reads the latest completions.
    index('content_progress_completed_idx')
      .on(t.completedAt)
      .where(sql`${t.completedAt} is not null`),
    check('content_progress_range', sql`${t.progress} between 0 and 100`),
    check('content_progress_position_nonnegative', sql`${t.positionSeconds} >= 0`),
  ],
);

export const quizAttempts = pgTable(
  'quiz_attempts',
  {
    id: identity(),
    userId: userReference(),
    contentId: contentReference(),
    attemptNumber: integer().notNull(),
    answers: jsonb().notNull(),
    /**
     * The questions as they were when this attempt was graded, answers included and
     * explanations left out: a question edited since is not one the learner was graded on.
     */
    gradedQuestions: jsonb().notNull().default([]),
    correctAnswers: integer().notNull(),
    totalQuestions: integer().notNull(),
    scorePercentage: integer().notNull(),
    passed: boolean().notNull(),
    pointsEarned: integer().notNull().default(0),
    createdAt: recordedAt(),
  },
  (t) => [
    uniqueIndex('quiz_attempts_user_content_attempt_key').on(
      t.userId,
      t.contentId,
      t.attemptNumber,
    ),
    check('quiz_attempts_score_range', sql`${t.scorePercentage} between 0 and 100`),
    index('quiz_attempts_created_idx').on(t.createdAt),
  ],
);
