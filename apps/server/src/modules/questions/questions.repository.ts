import type { QuestionSort } from '@academy/contracts/questions.rules';
import { and, asc, desc, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { pageAndTotal } from '../../db/table-query';
import { fullNameOf } from '../auth/auth.views';
import { courseTeacherIdOf, courseTitleOf, courseTitleZhOf } from '../catalogue/catalogue.views';
import { lessonCourseOf, lessonTitleOf, lessonTitleZhOf } from '../learning/learning.views';
import { teacherUserIdOf } from '../teachers/teachers.views';
import { lessonQuestions, questionAnswers, questionVotes } from './questions.schema';

export type QuestionRecord = typeof lessonQuestions.$inferSelect;
export type AnswerRecord = typeof questionAnswers.$inferSelect;
type Window = { offset: number; limit: number };

/** A post is seen by everyone while it is not hidden, and by its author always. */
const visibleTo = (post: typeof lessonQuestions | typeof questionAnswers, viewerId: number) =>
  or(isNull(post.hiddenAt), eq(post.userId, viewerId));

/** The account that teaches the course in `courseId`, through its teacher profile. */
const teacherUserOfCourse = (courseId: SQL | typeof lessonQuestions.courseId) =>
  teacherUserIdOf(courseTeacherIdOf(courseId));

/**
 * The question's id as the subqueries below see it from outside. Named in full: Drizzle writes
 * the columns of a one-table select bare, and a bare `id` inside a subquery on answers would be
 * the answer's.
 */
const outerQuestionId = sql`${sql.identifier('lesson_questions')}.${sql.identifier('id')}`;

/** A question with what its reader sees of it: the author's name, answers, votes. */
function questionColumns(viewerId: number) {
  return {
    question: lessonQuestions,
    authorName: fullNameOf(lessonQuestions.userId),
    answersCount: sql<number>`(select count(*) from ${questionAnswers}
      where ${questionAnswers.questionId} = ${outerQuestionId}
        and (${questionAnswers.hiddenAt} is null or ${questionAnswers.userId} = ${viewerId}))`.mapWith(
      Number,
    ),
    teacherAnswered: sql<boolean>`exists (select 1 from ${questionAnswers}
      where ${questionAnswers.questionId} = ${outerQuestionId}
        and ${questionAnswers.isTeacher} and ${questionAnswers.hiddenAt} is null)`,
    markedHelpful: sql<boolean>`exists (select 1 from ${questionVotes}
      where ${questionVotes.questionId} = ${outerQuestionId}
        and ${questionVotes.userId} = ${viewerId})`,
  };
}
export type QuestionRow = {
  question: QuestionRecord;
  authorName: string;
  answersCount: number;
  teacherAnswered: boolean;
  markedHelpful: boolean;
};
export type AnswerRow = { answer: AnswerRecord; authorName: string };

const orders: Record<QuestionSort, SQL[]> = {
  newest: [desc(lessonQuestions.createdAt), desc(lessonQuestions.id)],
  helpful: [
    desc(lessonQuestions.helpfulCount),
    desc(lessonQuestions.createdAt),
    desc(lessonQuestions.id),
  ],
};

/** Reads about lessons: where one sits, its titles, a course's counts, a teacher's waiting list. */
function lessonReads(db: Database) {
  return {
    /** The lesson's course and the account that teaches it; undefined when there is no lesson. */
    async lessonPlace(contentId: number) {
      const courseId = lessonCourseOf(sql`${contentId}::int`);
      const [row] = await db
        .execute<{ course_id: number | null; teacher_user_id: number | null }>(
          sql`select ${courseId} as course_id, ${teacherUserOfCourse(courseId)} as teacher_user_id`,
        )
        .then((result) => result.rows);
      if (!row?.course_id) return undefined;
      return { courseId: row.course_id, teacherUserId: row.teacher_user_id };
    },

    /** The lesson a question was asked on, named in both languages (a notification's facts). */
    async lessonTitles(contentId: number) {
      const [row] = await db
        .execute<{ title: string | null; title_zh: string | null }>(
          sql`select ${lessonTitleOf(sql`${contentId}::int`)} as title,
          ${lessonTitleZhOf(sql`${contentId}::int`)} as title_zh`,
        )
        .then((result) => result.rows);
      return { title: row?.title ?? '', titleZh: row?.title_zh ?? null };
    },

    /** How many visible questions each lesson of a course has. */
    counts(courseId: number) {
      return db
        .select({
          contentId: lessonQuestions.contentId,
          count: sql<number>`count(*)`.mapWith(Number),
        })
        .from(lessonQuestions)
        .where(and(eq(lessonQuestions.courseId, courseId), isNull(lessonQuestions.hiddenAt)))
        .groupBy(lessonQuestions.contentId);
    },

    /**
     * Questions on the courses the account `teacherUserId` teaches that no teacher (nor admin)
     * has answered yet, oldest first, with their lesson and course named.
     */
    waitingFor(teacherUserId: number, window: Window) {
      const where = and(
        eq(teacherUserOfCourse(lessonQuestions.courseId), teacherUserId),
        isNull(lessonQuestions.hiddenAt),
        sql`not ${questionColumns(teacherUserId).teacherAnswered}`,
      );
      return pageAndTotal(
        db
          .select({
            ...questionColumns(teacherUserId),
            lessonTitle: sql<string>`coalesce(${lessonTitleOf(lessonQuestions.contentId)}, '')`,
            lessonTitleZh: lessonTitleZhOf(lessonQuestions.contentId),
            courseTitle: courseTitleOf(lessonQuestions.courseId),
            courseTitleZh: courseTitleZhOf(lessonQuestions.courseId),
          })
          .from(lessonQuestions)
          .where(where)
          .$dynamic(),
        [asc(lessonQuestions.createdAt), asc(lessonQuestions.id)],
        window,
        db.$count(lessonQuestions, where),
      );
    },
  };
}

/** Reads of questions and answers as a viewer sees them. */
function postReads(db: Database) {
  return {
    /** A page of a lesson's questions as the viewer sees them, in the chosen order. */
    page(contentId: number, viewerId: number, sort: QuestionSort, window: Window) {
      const where = and(
        eq(lessonQuestions.contentId, contentId),
        visibleTo(lessonQuestions, viewerId),
      );
      return pageAndTotal(
        db.select(questionColumns(viewerId)).from(lessonQuestions).where(where).$dynamic(),
        orders[sort],
        window,
        db.$count(lessonQuestions, where),
      ) as Promise<{ rows: QuestionRow[]; total: number }>;
    },

    /** One question, when the viewer may see it. */
    async find(questionId: number, viewerId: number): Promise<QuestionRow | undefined> {
      const [row] = await db
        .select(questionColumns(viewerId))
        .from(lessonQuestions)
        .where(and(eq(lessonQuestions.id, questionId), visibleTo(lessonQuestions, viewerId)));
      return row;
    },

    /** A question's answers the viewer may see, oldest first. */
    answers(questionId: number, viewerId: number): Promise<AnswerRow[]> {
      return db
        .select({ answer: questionAnswers, authorName: fullNameOf(questionAnswers.userId) })
        .from(questionAnswers)
        .where(
          and(eq(questionAnswers.questionId, questionId), visibleTo(questionAnswers, viewerId)),
        )
        .orderBy(asc(questionAnswers.createdAt), asc(questionAnswers.id));
    },

    /** One answer with its question's id and asker, hidden or not (for moderation). */
    async answer(answerId: number) {
      const [row] = await db
        .select({ answer: questionAnswers, askerId: lessonQuestions.userId })
        .from(questionAnswers)
        .innerJoin(lessonQuestions, eq(lessonQuestions.id, questionAnswers.questionId))
        .where(eq(questionAnswers.id, answerId));
      return row;
    },
  };
}

/** Writes: posts, helpful marks, the accepted answer and hiding. */
function postWrites(db: Database) {
  return {
    async insertQuestion(values: typeof lessonQuestions.$inferInsert): Promise<QuestionRecord> {
      const [row] = await db.insert(lessonQuestions).values(values).returning();
      if (!row) throw new Error('question insert returned nothing');
      return row;
    },

    async insertAnswer(values: typeof questionAnswers.$inferInsert): Promise<AnswerRecord> {
      const [row] = await db.insert(questionAnswers).values(values).returning();
      if (!row) throw new Error('answer insert returned nothing');
      return row;
    },

    /**
     * Marks (or unmarks) a question helpful for a learner and answers the count. The vote's key
     * decides: only the statement that adds (or removes) the row moves the counter, so doubled
     * or concurrent marks count once. Call inside a transaction.
     */
    async vote(questionId: number, userId: number, isHelpful: boolean): Promise<number> {
      const changed = isHelpful
        ? await db
            .insert(questionVotes)
            .values({ questionId, userId })
            .onConflictDoNothing()
            .returning({ userId: questionVotes.userId })
        : await db
            .delete(questionVotes)
            .where(and(eq(questionVotes.questionId, questionId), eq(questionVotes.userId, userId)))
            .returning({ userId: questionVotes.userId });
      const step = changed.length === 0 ? 0 : isHelpful ? 1 : -1;
      const [row] = await db
        .update(lessonQuestions)
        .set({ helpfulCount: sql`${lessonQuestions.helpfulCount} + ${step}` })
        .where(eq(lessonQuestions.id, questionId))
        .returning({ helpfulCount: lessonQuestions.helpfulCount });
      return row?.helpfulCount ?? 0;
    },

    /**
     * Sets the accepted answer when the question has none yet: one statement that checks and
     * writes, so of two moderators accepting at once exactly one succeeds. Undefined when the
     * question already had one.
     */
    async accept(questionId: number, answerId: number) {
      const [row] = await db
        .update(lessonQuestions)
        .set({ acceptedAnswerId: answerId })
        .where(and(eq(lessonQuestions.id, questionId), isNull(lessonQuestions.acceptedAnswerId)))
        .returning();
      return row;
    },

    /** Hides a visible question with the reason; undefined when it was hidden already. */
    async hideQuestion(questionId: number, reason: string) {
      const [row] = await db
        .update(lessonQuestions)
        .set({ hiddenAt: new Date(), hiddenReason: reason })
        .where(and(eq(lessonQuestions.id, questionId), isNull(lessonQuestions.hiddenAt)))
        .returning();
      return row;
    },

    /** Hides a visible answer with the reason, and takes back its acceptance if it had it. */
    async hideAnswer(answerId: number, reason: string) {
      const [row] = await db
        .update(questionAnswers)
        .set({ hiddenAt: new Date(), hiddenReason: reason })
        .where(and(eq(questionAnswers.id, answerId), isNull(questionAnswers.hiddenAt)))
        .returning();
      if (row) {
        await db
          .update(lessonQuestions)
          .set({ acceptedAnswerId: null })
          .where(eq(lessonQuestions.acceptedAnswerId, answerId));
      }
      return row;
    },
  };
}

/** SQL for questions, answers and helpful votes on lessons. */
export function createQuestionsRepository(db: Database) {
  return { ...lessonReads(db), ...postReads(db), ...postWrites(db) };
}
