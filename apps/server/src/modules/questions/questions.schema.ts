import {
  ANSWER_MAX_LENGTH,
  HIDE_REASON_MAX_LENGTH,
  QUESTION_MAX_LENGTH,
  QUESTION_MAX_POSITION_SECONDS,
} from '@academy/contracts/questions.rules';
import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core';
import { identity, instant, recordedAt } from '../../db/columns';
import { userReference } from '../auth/auth.schema';
import { lessonPostColumns, momentUpTo } from '../learning/learning.schema';

const lengthBetween = (column: AnyPgColumn, max: number): SQL =>
  sql`length(${column}) between 1 and ${sql.raw(String(max))}`;

/** A hidden post carries its reason, and only a hidden one does. */
const hiddenWithReason = (hiddenAt: AnyPgColumn, reason: AnyPgColumn): SQL =>
  sql`(${hiddenAt} is null) = (${reason} is null)`;

/**
 * A learner's question on a lesson, optionally at a moment of its video or audio. The course is
 * the lesson's, kept with it so a course's outline counts its questions per lesson in one read.
 * `helpfulCount` counts `question_votes` (kept in the vote's transaction, for the "most helpful"
 * order); `acceptedAnswerId` is set once, by the course's teacher or an admin. A hidden question
 * (`hiddenAt`, with the moderator's reason) is shown to its author only.
 */
export const lessonQuestions = pgTable(
  'lesson_questions',
  {
    id: identity(),
    ...lessonPostColumns(),
    helpfulCount: integer().notNull().default(0),
    acceptedAnswerId: integer().references((): AnyPgColumn => questionAnswers.id, {
      onDelete: 'set null',
    }),
    hiddenAt: instant(),
    hiddenReason: text(),
    createdAt: recordedAt(),
  },
  (t) => [
    index('lesson_questions_content_created_idx').on(t.contentId, t.createdAt),
    index('lesson_questions_content_helpful_idx').on(t.contentId, t.helpfulCount),
    index('lesson_questions_course_idx').on(t.courseId),
    check('lesson_questions_body_length', lengthBetween(t.body, QUESTION_MAX_LENGTH)),
    check(
      'lesson_questions_position',
      momentUpTo(t.positionSeconds, QUESTION_MAX_POSITION_SECONDS),
    ),
    check('lesson_questions_helpful_nonnegative', sql`${t.helpfulCount} >= 0`),
    check('lesson_questions_hidden_reason', hiddenWithReason(t.hiddenAt, t.hiddenReason)),
    check('lesson_questions_reason_length', lengthBetween(t.hiddenReason, HIDE_REASON_MAX_LENGTH)),
  ],
);

/**
 * An answer to a question. `isTeacher` records that the course's teacher or an admin wrote it
 * (the teacher badge, and what "answered" means in the teacher's list of waiting questions).
 */
export const questionAnswers = pgTable(
  'question_answers',
  {
    id: identity(),
    questionId: integer()
      .notNull()
      .references((): AnyPgColumn => lessonQuestions.id, { onDelete: 'cascade' }),
    userId: userReference(),
    body: text().notNull(),
    isTeacher: boolean().notNull().default(false),
    hiddenAt: instant(),
    hiddenReason: text(),
    createdAt: recordedAt(),
  },
  (t) => [
    index('question_answers_question_idx').on(t.questionId, t.createdAt),
    check('question_answers_body_length', lengthBetween(t.body, ANSWER_MAX_LENGTH)),
    check('question_answers_hidden_reason', hiddenWithReason(t.hiddenAt, t.hiddenReason)),
    check('question_answers_reason_length', lengthBetween(t.hiddenReason, HIDE_REASON_MAX_LENGTH)),
  ],
);

/** One "helpful" mark per learner and question: the key makes a doubled mark count once. */
export const questionVotes = pgTable(
  'question_votes',
  {
    questionId: integer()
      .notNull()
      .references(() => lessonQuestions.id, { onDelete: 'cascade' }),
    userId: userReference(),
    createdAt: recordedAt(),
  },
  (t) => [primaryKey({ columns: [t.questionId, t.userId] })],
);
