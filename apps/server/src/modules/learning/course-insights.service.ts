import { contentDataSchemas } from '@academy/contracts/content-data';
import type { HardQuestion } from '@academy/contracts/teaching';
import type { Database } from '../../db/database';
import { createCourseInsightsRepository } from './course-insights.repository';
import { gradedAnswersOf } from './quiz-grading';

/**
 * How a course's lessons fare, for its teacher: figures per lesson, and the questions its
 * learners miss most, judged as the mistakes book judges them (each learner's latest attempt,
 * only questions unchanged since they were graded). Reads only; no learner is named here.
 */
export function createCourseInsights(db: Database) {
  const repository = createCourseInsightsRepository(db);
  return {
    lessonFigures(courseId: number) {
      return repository.lessonFigures(courseId);
    },

    /** The `limit` questions with the most wrong answers, most first; none that nobody missed. */
    async hardestQuestions(courseId: number, limit: number): Promise<HardQuestion[]> {
      const tally = new Map<string, HardQuestion>();
      for (const row of await repository.latestQuizAttempts(courseId)) {
        const quiz = contentDataSchemas.quiz.safeParse(row.contentData);
        if (!quiz.success) continue;
        for (const { question, isCorrect } of gradedAnswersOf(row, quiz.data)) {
          const key = `${row.contentId}:${question.id}`;
          const entry = tally.get(key) ?? {
            content_id: row.contentId,
            lesson_title: row.title,
            lesson_title_zh: row.titleZh,
            question_id: question.id,
            question: question.question,
            question_zh: question.question_zh ?? null,
            wrong: 0,
            answered: 0,
          };
          entry.answered += 1;
          if (!isCorrect) entry.wrong += 1;
          tally.set(key, entry);
        }
      }
      return [...tally.values()]
        .filter((entry) => entry.wrong > 0)
        .sort(
          (a, b) =>
            b.wrong - a.wrong ||
            b.wrong / b.answered - a.wrong / a.answered ||
            a.content_id - b.content_id ||
            a.question_id.localeCompare(b.question_id),
        )
        .slice(0, limit);
    },
  };
}

export type CourseInsights = ReturnType<typeof createCourseInsights>;
export type LessonFiguresRow = Awaited<ReturnType<CourseInsights['lessonFigures']>>[number];
