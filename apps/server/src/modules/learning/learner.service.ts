import { contentDataSchemas } from '@academy/contracts/content-data';
import type {
  MistakeBook,
  MyLearning,
  PracticeResult,
  practiceRequestSchema,
} from '@academy/contracts/learning';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { explanationOf } from './content.presenter';
import { presentLearnerCourse, presentMistake, presentQuizMistakes } from './learner.presenter';
import { createLearnerRepository } from './learner.repository';
import { createLearningRepository } from './learning.repository';
import { viewContentIn } from './lesson-access';
import { answerId, gradedAnswersOf } from './quiz-grading';

/**
 * The learner's own records across courses: "My learning" with where to continue, and the
 * mistakes book with practice. Reads only: practice grades an answer but records nothing, so it
 * spends no attempt and pays no points.
 */
export function createLearnerService(db: Database) {
  const repository = createLearnerRepository(db);
  const learning = createLearningRepository(db);

  return {
    async myLearning(userId: number): Promise<MyLearning> {
      return { list: (await repository.coursesOf(userId)).map(presentLearnerCourse) };
    },

    /** The questions answered wrong in the latest attempt of each quiz, most recent quiz first. */
    async mistakes(userId: number): Promise<MistakeBook> {
      const rows = await repository.latestAttemptsOf(userId);
      const list = rows
        .flatMap((row) => {
          const quiz = contentDataSchemas.quiz.parse(row.quiz.contentData);
          const mistakes = gradedAnswersOf(row.attempt, quiz)
            .filter((answer) => !answer.isCorrect)
            .map(presentMistake);
          return mistakes.length > 0 ? [presentQuizMistakes(row, mistakes)] : [];
        })
        .sort(
          (a, b) => b.attempted_at.localeCompare(a.attempted_at) || b.content_id - a.content_id,
        );
      return { list, count: list.reduce((sum, quiz) => sum + quiz.mistakes.length, 0) };
    },

    /**
     * Grades one answer to a question of the mistakes book. Only a question the learner got
     * wrong in their latest attempt (and unchanged since) may be practised, so practice never
     * tells anything about a question they have not been graded on.
     */
    async practise(
      userId: number,
      request: z.output<typeof practiceRequestSchema>,
    ): Promise<PracticeResult> {
      const { content } = await viewContentIn(learning, request.content_id, userId);
      if (content.type !== 'quiz') throw new AppError('NOT_FOUND');
      const attempt = await learning.latestAttempt(userId, content.id);
      const mistake =
        attempt &&
        gradedAnswersOf(attempt, contentDataSchemas.quiz.parse(content.contentData)).find(
          (answer) => answer.question.id === request.question_id && !answer.isCorrect,
        );
      if (!mistake) throw new AppError('NOT_FOUND');
      return {
        question_id: mistake.question.id,
        is_correct: answerId(request.answer) === mistake.question.answer,
        ...explanationOf(mistake.question),
      };
    },
  };
}

export type LearnerService = ReturnType<typeof createLearnerService>;
