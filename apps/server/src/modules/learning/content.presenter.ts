import {
  contentDataSchemas,
  type QuizContent,
  type QuizQuestion,
} from '@academy/contracts/content-data';
import type { ContentSummary, LearnerContentData, QuizResult } from '@academy/contracts/learning';
import type { MediaSigner } from '../../lib/media-signature';
import type { ContentRow, ProgressRow, QuizAttemptRow } from './learning.repository';
import { gradedAnswersOf } from './quiz-grading';

export function presentContentSummary(
  content: ContentRow,
  progress: ProgressRow | null | undefined,
): ContentSummary {
  return {
    id: content.id,
    course_id: content.courseId,
    position: content.position,
    type: content.type,
    title: content.title,
    title_zh: content.titleZh,
    description: content.description,
    description_zh: content.descriptionZh,
    duration: content.durationMinutes,
    points_reward: content.pointsReward,
    user_progress: progress?.progress ?? 0,
    completed_by_user: Boolean(progress?.completedAt),
  };
}

/**
 * The payload a learner receives, built field by field: media links are signed and
 * short-lived, and quiz answers are never part of it.
 */
export function presentContentData(content: ContentRow, signer: MediaSigner): LearnerContentData {
  switch (content.type) {
    case 'text': {
      const data = contentDataSchemas.text.parse(content.contentData);
      return { type: 'text', html: data.html, html_zh: data.html_zh ?? null };
    }
    case 'video': {
      const data = contentDataSchemas.video.parse(content.contentData);
      return {
        type: 'video',
        url: signer.sign(data.url),
        poster: data.poster ?? null,
        transcript: data.transcript,
        transcript_zh: data.transcript_zh ?? null,
      };
    }
    case 'audio': {
      const data = contentDataSchemas.audio.parse(content.contentData);
      return {
        type: 'audio',
        url: signer.sign(data.url),
        transcript: data.transcript,
        transcript_zh: data.transcript_zh ?? null,
      };
    }
    case 'pdf': {
      const data = contentDataSchemas.pdf.parse(content.contentData);
      return { type: 'pdf', url: signer.sign(data.url) };
    }
    case 'quiz': {
      const data = contentDataSchemas.quiz.parse(content.contentData);
      return {
        type: 'quiz',
        passing_score: data.passing_score,
        max_attempts: data.max_attempts,
        questions: data.questions.map(presentQuestion),
      };
    }
  }
}

/** An attempt's result, question by question: those it graded, against the quiz as it is now. */
export function presentQuizResult(attempt: QuizAttemptRow, quiz: QuizContent): QuizResult {
  return {
    scorePercentage: attempt.scorePercentage,
    correctAnswers: attempt.correctAnswers,
    totalQuestions: attempt.totalQuestions,
    passed: attempt.passed,
    pointsEarned: attempt.pointsEarned,
    attempts_used: attempt.attemptNumber,
    max_attempts: quiz.max_attempts,
    answers: gradedAnswersOf(attempt, quiz).map(({ question, chosen, isCorrect }) => ({
      question_id: question.id,
      chosen,
      is_correct: isCorrect,
      ...explanationOf(question),
    })),
  };
}

/** A graded question's explanation in both languages (null where the author wrote none). */
export function explanationOf(question: QuizQuestion) {
  return {
    explanation: question.explanation || null,
    explanation_zh: question.explanation_zh || null,
  };
}

/** A quiz question as a learner sees it: text and options, never the answer. */
export function presentQuestion(question: QuizQuestion) {
  return {
    id: question.id,
    question: question.question,
    question_zh: question.question_zh ?? null,
    type: question.type,
    options: question.options.map((option) => ({
      id: option.id,
      text: option.text,
      text_zh: option.text_zh ?? null,
    })),
  };
}
