import { z } from 'zod';
import { QUIZ_EXPLANATION_MAX_LENGTH } from './learning.rules';

/**
 * What `contents.content_data` holds per type, as stored on the server. Quiz answers live
 * here and never leave the server before a submission is graded; the learner-facing shape
 * is a separate contract.
 */
const mediaUrl = z.string().regex(/^\/media\/[\w./-]+$/);
const isUnique = (ids: string[]) => new Set(ids).size === ids.length;

export const textContentSchema = z.object({
  html: z.string().min(1),
  html_zh: z.string().optional(),
});
export const videoContentSchema = z.object({
  url: mediaUrl,
  transcript: z.string().min(1),
  transcript_zh: z.string().optional(),
  poster: mediaUrl.optional(),
});
export const audioContentSchema = z.object({
  url: mediaUrl,
  transcript: z.string().min(1),
  transcript_zh: z.string().optional(),
});
export const pdfContentSchema = z.object({ url: mediaUrl });

export const quizOptionSchema = z.object({
  id: z.string().min(1),
  text: z.string().min(1),
  text_zh: z.string().optional(),
});

/** A question as it is graded: what the learner sees and the answer, without its explanation. */
export const gradedQuestionSchema = z.object({
  id: z.string().min(1),
  question: z.string().min(1),
  question_zh: z.string().optional(),
  type: z.enum(['multiple-choice', 'true-false']),
  options: z.array(quizOptionSchema).min(2),
  answer: z.string().min(1),
});

export const quizQuestionSchema = gradedQuestionSchema
  .extend({
    /**
     * Why the answer is what it is, in plain text. A learner sees it only for a question they
     * have been graded on (after a submission, or in their mistakes book).
     */
    explanation: z.string().max(QUIZ_EXPLANATION_MAX_LENGTH).optional(),
    explanation_zh: z.string().max(QUIZ_EXPLANATION_MAX_LENGTH).optional(),
  })
  .refine((question) => question.options.some((option) => option.id === question.answer), {
    message: 'answer must be one of the option ids',
    path: ['answer'],
  })
  .refine((question) => isUnique(question.options.map((option) => option.id)), {
    message: 'option ids must be unique',
    path: ['options'],
  });

export const QUIZ_DEFAULT_PASSING_SCORE = 70;
export const QUIZ_DEFAULT_MAX_ATTEMPTS = 3;

export const quizContentSchema = z.object({
  passing_score: z.number().int().min(1).max(100).default(QUIZ_DEFAULT_PASSING_SCORE),
  max_attempts: z.number().int().min(1).default(QUIZ_DEFAULT_MAX_ATTEMPTS),
  // Attempts and mistakes name questions by id, so one id means one question.
  questions: z
    .array(quizQuestionSchema)
    .min(1)
    .refine((questions) => isUnique(questions.map((question) => question.id)), {
      message: 'question ids must be unique',
    }),
});

export const contentDataSchemas = {
  text: textContentSchema,
  video: videoContentSchema,
  audio: audioContentSchema,
  pdf: pdfContentSchema,
  quiz: quizContentSchema,
} as const;

export type ContentType = keyof typeof contentDataSchemas;
export type QuizContent = z.infer<typeof quizContentSchema>;
export type QuizQuestion = z.infer<typeof quizQuestionSchema>;
export type GradedQuestion = z.infer<typeof gradedQuestionSchema>;
