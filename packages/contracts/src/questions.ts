import { z } from 'zod';
import { envelope, idSchema, integerSchema, pageOf, pageQuery, requiredText } from './common';
import { lessonPlaceFields } from './learning';
import {
  ANSWER_MAX_LENGTH,
  HIDE_REASON_MAX_LENGTH,
  QUESTION_MAX_LENGTH,
  QUESTION_MAX_POSITION_SECONDS,
  QUESTIONS_PAGE_SIZE,
  questionSorts,
} from './questions.rules';

/**
 * Who wrote a post, as other learners see them: the display name (null when they gave none,
 * never their email) and a stable anonymous tag.
 */
const authorFields = {
  author_name: z.string().nullable(),
  author_tag: z.string(),
  is_own: z.boolean(),
  /** The moderator's reason when the post is hidden; only its author is ever shown a hidden post. */
  hidden_reason: z.string().nullable(),
  created_at: z.string(),
};

/** A learner's question on a lesson; `position_seconds` is a moment of its video or audio. */
export const questionSchema = z.object({
  question_id: z.number().int(),
  content_id: z.number().int(),
  course_id: z.number().int(),
  body: z.string(),
  position_seconds: z.number().int().nullable(),
  helpful_count: z.number().int(),
  /** Whether the viewer marked it helpful. */
  marked_helpful: z.boolean(),
  /** Answers the viewer can see. */
  answers_count: z.number().int(),
  /** Whether the course's teacher (or an admin) has answered it. */
  teacher_answered: z.boolean(),
  accepted_answer_id: z.number().int().nullable(),
  ...authorFields,
});
export type Question = z.infer<typeof questionSchema>;

/** An answer; `is_teacher` is the teacher badge (the course's teacher or an admin wrote it). */
export const answerSchema = z.object({
  answer_id: z.number().int(),
  question_id: z.number().int(),
  body: z.string(),
  is_teacher: z.boolean(),
  is_accepted: z.boolean(),
  ...authorFields,
});
export type Answer = z.infer<typeof answerSchema>;

export const questionListQuerySchema = z.object({
  content_id: idSchema,
  sort: z.enum(questionSorts).default('newest'),
  ...pageQuery(QUESTIONS_PAGE_SIZE),
});
export type QuestionListQuery = z.input<typeof questionListQuerySchema>;
export const questionListSchema = pageOf(questionSchema).extend({
  /** Whether the viewer may accept answers and hide posts here (the course's teacher, an admin). */
  can_moderate: z.boolean(),
});
export type QuestionList = z.infer<typeof questionListSchema>;
export const questionListResponseSchema = envelope(questionListSchema);

export const questionParamsSchema = z.object({ id: idSchema });

/** A question with its answers, oldest first, the accepted one marked. */
export const questionThreadSchema = z.object({
  question: questionSchema,
  answers: z.array(answerSchema),
  can_moderate: z.boolean(),
});
export type QuestionThread = z.infer<typeof questionThreadSchema>;
export const questionThreadResponseSchema = envelope(questionThreadSchema);

export const askRequestSchema = z.object({
  content_id: idSchema,
  body: requiredText(QUESTION_MAX_LENGTH),
  position_seconds: integerSchema(0, QUESTION_MAX_POSITION_SECONDS).optional(),
});
export type AskRequest = z.input<typeof askRequestSchema>;
export const questionResponseSchema = envelope(questionSchema);

export const answerRequestSchema = z.object({ body: requiredText(ANSWER_MAX_LENGTH) });
export type AnswerRequest = z.input<typeof answerRequestSchema>;
export const answerResponseSchema = envelope(answerSchema);

export const helpfulSchema = z.object({
  question_id: z.number().int(),
  helpful_count: z.number().int(),
  marked_helpful: z.boolean(),
});
export type Helpful = z.infer<typeof helpfulSchema>;
export const helpfulResponseSchema = envelope(helpfulSchema);

export const acceptRequestSchema = z.object({ answer_id: idSchema });
export type AcceptRequest = z.input<typeof acceptRequestSchema>;

export const hideRequestSchema = z.object({ reason: requiredText(HIDE_REASON_MAX_LENGTH) });
export type HideRequest = z.input<typeof hideRequestSchema>;
export const hiddenSchema = z.object({ id: z.number().int(), hidden_reason: z.string() });
export const hiddenResponseSchema = envelope(hiddenSchema);

/** How many questions each lesson of a course has: all anyone sees of a course they cannot open. */
export const questionCountsQuerySchema = z.object({ course_id: idSchema });
export const questionCountsSchema = z.object({
  list: z.array(z.object({ content_id: z.number().int(), count: z.number().int() })),
});
export type QuestionCounts = z.infer<typeof questionCountsSchema>;
export const questionCountsResponseSchema = envelope(questionCountsSchema);

/** A question waiting for its course's teacher, with where it was asked (the teacher's workspace). */
export const waitingQuestionSchema = questionSchema.extend(lessonPlaceFields);
export type WaitingQuestion = z.infer<typeof waitingQuestionSchema>;
