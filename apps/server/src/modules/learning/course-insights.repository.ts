import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { contentProgress, contents, quizAttempts } from './learning.schema';

/**
 * The outer lesson of a correlated subquery, table-qualified: Drizzle leaves columns unqualified
 * in single-table selects, where a bare "id" would bind to `quiz_attempts.id`.
 */
const lessonId = sql.raw('"contents"."id"');

const learnersWho = (condition: ReturnType<typeof sql>) =>
  sql<number>`(select count(distinct ${contentProgress.userId}) from ${contentProgress} where ${contentProgress.contentId} = ${lessonId} and ${condition})`.mapWith(
    Number,
  );

const quizTakers = (condition: ReturnType<typeof sql>) =>
  sql<number>`(select count(distinct ${quizAttempts.userId}) from ${quizAttempts} where ${quizAttempts.contentId} = ${lessonId} and ${condition})`.mapWith(
    Number,
  );

/** SQL for how a course's lessons fare with its learners, for the course's teacher. */
export function createCourseInsightsRepository(db: Database) {
  return {
    /** Each lesson in order, with the learners who opened, completed, took and passed it. */
    lessonFigures(courseId: number) {
      return db
        .select({
          id: contents.id,
          position: contents.position,
          type: contents.type,
          title: contents.title,
          titleZh: contents.titleZh,
          started: learnersWho(sql`true`),
          completed: learnersWho(sql`${contentProgress.completedAt} is not null`),
          attempted: quizTakers(sql`true`),
          passed: quizTakers(sql`${quizAttempts.passed}`),
        })
        .from(contents)
        .where(eq(contents.courseId, courseId))
        .orderBy(asc(contents.position), asc(contents.id));
    },

    /** Every learner's latest attempt at each quiz of the course, with the quiz as it is now. */
    latestQuizAttempts(courseId: number) {
      return db
        .selectDistinctOn([quizAttempts.userId, quizAttempts.contentId], {
          answers: quizAttempts.answers,
          gradedQuestions: quizAttempts.gradedQuestions,
          contentId: contents.id,
          title: contents.title,
          titleZh: contents.titleZh,
          contentData: contents.contentData,
        })
        .from(quizAttempts)
        .innerJoin(contents, eq(contents.id, quizAttempts.contentId))
        .where(and(eq(contents.courseId, courseId), eq(contents.type, 'quiz')))
        .orderBy(quizAttempts.userId, quizAttempts.contentId, desc(quizAttempts.attemptNumber));
    },
  };
}
