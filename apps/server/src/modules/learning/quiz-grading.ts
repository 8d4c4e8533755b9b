import {
  type GradedQuestion,
  gradedQuestionSchema,
  type QuizContent,
  type QuizQuestion,
} from '@academy/contracts/content-data';
import { z } from 'zod';

/** What an attempt stores: question id → the option chosen, and the questions it graded. */
const storedAnswersSchema = z.record(z.string(), z.string());
const storedQuestionsSchema = z.array(gradedQuestionSchema);

/** A true/false answer may come as a boolean or as the option id "true"/"false". */
export const answerId = (answer: string | boolean) => String(answer);

/** The question as grading depends on it: everything the learner saw and the answer, not the explanation. */
export function gradedQuestionOf(question: QuizQuestion): GradedQuestion {
  return gradedQuestionSchema.parse(question);
}

/** Equal for the same question; an edit of its texts, options, type or answer changes it. */
function identityOf(question: GradedQuestion): string {
  return JSON.stringify([
    question.id,
    question.type,
    question.question,
    question.question_zh ?? null,
    question.options.map((option) => [option.id, option.text, option.text_zh ?? null]),
    question.answer,
  ]);
}

export interface GradedAnswer {
  /** The question as it is now (its explanation included). */
  question: QuizQuestion;
  chosen: string;
  isCorrect: boolean;
}

/**
 * The attempt's answers to the quiz as it is now, in its order. A question is left out when the
 * attempt did not grade it as it is now: added since, or edited since (removed ones are gone with
 * the quiz), so nothing is marked against a question the learner never saw.
 */
export function gradedAnswersOf(
  attempt: { answers: unknown; gradedQuestions: unknown },
  quiz: QuizContent,
): GradedAnswer[] {
  const chosen = storedAnswersSchema.parse(attempt.answers);
  const graded = new Map(
    storedQuestionsSchema
      .parse(attempt.gradedQuestions)
      .map((question) => [question.id, identityOf(question)]),
  );
  return quiz.questions.flatMap((question) => {
    const answer = chosen[question.id];
    if (answer === undefined || graded.get(question.id) !== identityOf(question)) return [];
    return [{ question, chosen: answer, isCorrect: answer === question.answer }];
  });
}
