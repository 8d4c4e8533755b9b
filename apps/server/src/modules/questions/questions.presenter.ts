import { learnerTag } from '@academy/contracts/catalogue.rules';
import type { Answer, Question, WaitingQuestion } from '@academy/contracts/questions';
import { pick, snakeKeys } from '../../lib/case';
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

/** What a question's readers see of its row: never its author's id, as a post may be anonymous. */
const questionFields = [
  'contentId',
  'courseId',
  'body',
  'positionSeconds',
  'helpfulCount',
  'acceptedAnswerId',
] as const;

/** A question, its answers' figures and the viewer's mark; its author as `author` shows them. */
export function presentQuestion(row: QuestionRow, viewerId: number): Question {
  const { question } = row;
  return {
    question_id: question.id,
    ...snakeKeys(pick(question, questionFields)),
    ...snakeKeys(pick(row, ['markedHelpful', 'answersCount', 'teacherAnswered'])),
    ...author(question, row.authorName, viewerId),
  };
}

/** An answer, accepted or not; its author as `author` shows them. */
export function presentAnswer(
  row: AnswerRow,
  acceptedAnswerId: number | null,
  viewerId: number,
): Answer {
  const { answer } = row;
  return {
    answer_id: answer.id,
    ...snakeKeys(pick(answer, ['questionId', 'body', 'isTeacher'])),
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
