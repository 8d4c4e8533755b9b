import { learnerTag } from '@academy/contracts/catalogue.rules';
import type { Answer, Question, WaitingQuestion } from '@academy/contracts/questions';
import { type LessonPlaceRow, presentLessonPlace } from '../learning/lesson-place.presenter';
import type { AnswerRow, QuestionRow } from './questions.repository';

/** The author as others see them: a display name or nothing, and the anonymous tag. */
function author(
  post: { userId: number; hiddenReason: string | null; createdAt: Date },
  authorName: string,
  viewerId: number,
) {
  return {
    author_name: authorName.trim() || null,
    author_tag: learnerTag(post.userId),
    is_own: post.userId === viewerId,
    hidden_reason: post.hiddenReason,
    created_at: post.createdAt.toISOString(),
  };
}

export function presentQuestion(row: QuestionRow, viewerId: number): Question {
  const { question } = row;
  return {
    question_id: question.id,
    content_id: question.contentId,
    course_id: question.courseId,
    body: question.body,
    position_seconds: question.positionSeconds,
    helpful_count: question.helpfulCount,
    marked_helpful: row.markedHelpful,
    answers_count: row.answersCount,
    teacher_answered: row.teacherAnswered,
    accepted_answer_id: question.acceptedAnswerId,
    ...author(question, row.authorName, viewerId),
  };
}

export function presentAnswer(
  row: AnswerRow,
  acceptedAnswerId: number | null,
  viewerId: number,
): Answer {
  const { answer } = row;
  return {
    answer_id: answer.id,
    question_id: answer.questionId,
    body: answer.body,
    is_teacher: answer.isTeacher,
    is_accepted: answer.id === acceptedAnswerId,
    ...author(answer, row.authorName, viewerId),
  };
}

export function presentWaitingQuestion(
  row: QuestionRow & LessonPlaceRow,
  viewerId: number,
): WaitingQuestion {
  return { ...presentQuestion(row, viewerId), ...presentLessonPlace(row) };
}
