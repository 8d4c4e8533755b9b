import { contentDataSchemas, type QuizContent } from '@academy/contracts/content-data';
import type { QuizResult, quizSubmitRequestSchema } from '@academy/contracts/learning';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { ledgerIn } from '../points/points.service';
import { completeIn } from './complete-lesson';
import { presentQuizResult } from './content.presenter';
import { createLearningRepository } from './learning.repository';
import type { LessonAccess } from './lesson-access';
import { answerId, gradedQuestionOf } from './quiz-grading';

type QuizSubmission = z.output<typeof quizSubmitRequestSchema>;

/** The answers graded against the quiz; refused unless they name exactly its questions. */
function grade(quiz: QuizContent, answers: QuizSubmission['answers']) {
  const questionIds = new Set(quiz.questions.map((question) => question.id));
  const answeredIds = Object.keys(answers);
  if (answeredIds.length !== questionIds.size || answeredIds.some((id) => !questionIds.has(id))) {
    throw new AppError('VALIDATION_FAILED', { answers: 'VALIDATION_FAILED' });
  }
  const correct = quiz.questions.filter((question) => {
    const answer = answers[question.id];
    return answer !== undefined && answerId(answer) === question.answer;
  }).length;
  const score = Math.round((correct / quiz.questions.length) * 100);
  const chosen = Object.fromEntries(answeredIds.map((id) => [id, answerId(answers[id] ?? '')]));
  return { correct, score, passed: score >= quiz.passing_score, chosen };
}

/**
 * Grades a quiz on the server. Attempts are limited per quiz; points are paid once, on the
 * first pass. Answers must name exactly the quiz's questions.
 */
export function createSubmitQuiz(db: Database, access: LessonAccess) {
  return async (
    userId: number,
    request: QuizSubmission,
  ): Promise<QuizResult & { available_points: number }> => {
    const { content, course } = await access.open(request.content_id, userId);
    if (content.type !== 'quiz') {
      throw new AppError('VALIDATION_FAILED', { content_id: 'VALIDATION_FAILED' });
    }
    const quiz: QuizContent = contentDataSchemas.quiz.parse(content.contentData);
    const { correct, score, passed, chosen } = grade(quiz, request.answers);

    return inTransaction(db, async (tx) => {
      const ledger = ledgerIn(tx);
      // One learner's submissions queue here, so the attempt count cannot be raced.
      await ledger.lock(userId);
      const learning = createLearningRepository(tx);
      const used = await learning.countAttempts(userId, content.id);
      if (used >= quiz.max_attempts) throw new AppError('ATTEMPTS_EXHAUSTED');
      const earned = passed ? await completeIn(tx, ledger, userId, content, course) : 0;
      const attempt = await learning.insertAttempt({
        userId,
        contentId: content.id,
        attemptNumber: used + 1,
        answers: chosen,
        gradedQuestions: quiz.questions.map(gradedQuestionOf),
        correctAnswers: correct,
        totalQuestions: quiz.questions.length,
        scorePercentage: score,
        passed,
        pointsEarned: earned,
      });
      return {
        ...presentQuizResult(attempt, quiz),
        available_points: await ledger.lock(userId),
      };
    });
  };
}
