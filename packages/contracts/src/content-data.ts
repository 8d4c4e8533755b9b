import { z } from 'zod';
import {
  QUIZ_DEFAULT_MAX_ATTEMPTS,
  QUIZ_DEFAULT_PASSING_SCORE,
  QUIZ_EXPLANATION_MAX_LENGTH,
  QUIZ_MAX_ATTEMPTS,
} from './learning.rules';
import {
  arePassagesInOrder,
  MAX_MEDIA_SECONDS,
  MAX_PASSAGE_LENGTH,
  MAX_PASSAGES,
} from './media.rules';

/**
 * What `contents.content_data` holds per type, as stored on the server. Quiz answers live
 * here and never leave the server before a submission is graded; the learner-facing shape
 * is a separate contract.
 */
const mediaUrl = z.string().regex(/^\/media\/[\w./-]+$/);
/** An uploaded WebVTT file (decision 0023): only checked uploads carry the `.vtt` name. */
const captionsUrl = z.string().regex(/^\/media\/[\w./-]+\.vtt$/);
const seconds = z.number().min(0).max(MAX_MEDIA_SECONDS);
/**
 * A lesson's file, and optionally its Chinese edition: a Chinese reader is given `url_zh` when
 * there is one, everyone else `url`, which is also the fallback.
 */
const mediaFiles = { url: mediaUrl, url_zh: mediaUrl.optional() };

/** One passage of a timed transcript: its text in both languages and when it is spoken. */
export const timedPassageSchema = z
  .object({
    start: seconds,
    end: seconds,
    text: z.string().trim().min(1).max(MAX_PASSAGE_LENGTH),
    text_zh: z.string().trim().max(MAX_PASSAGE_LENGTH).optional(),
  })
  .refine((passage) => passage.end > passage.start, {
    message: 'a passage ends after it starts',
    path: ['end'],
  });
export type TimedPassage = z.infer<typeof timedPassageSchema>;

/**
 * The transcript of a video or audio lesson: plain text, timed passages (which the viewer
 * follows and captions are built from), or both. With passages only, the plain transcript is
 * their text.
 */
const mediaTranscript = {
  transcript: z.string().optional(),
  transcript_zh: z.string().optional(),
  passages: z
    .array(timedPassageSchema)
    .max(MAX_PASSAGES)
    .refine(arePassagesInOrder, { message: 'passages follow one another without overlapping' })
    .optional(),
};
const hasTranscript = (data: {
  transcript?: string | undefined;
  passages?: unknown[] | undefined;
}) => Boolean(data.transcript?.trim()) || (data.passages?.length ?? 0) > 0;
const transcriptRequired = { message: 'a transcript or timed passages', path: ['transcript'] };

const isUnique = (ids: string[]) => new Set(ids).size === ids.length;

export const textContentSchema = z.object({
  html: z.string().min(1),
  html_zh: z.string().optional(),
});
export const videoContentSchema = z
  .object({
    ...mediaFiles,
    ...mediaTranscript,
    poster: mediaUrl.optional(),
    /** Uploaded captions, used instead of those built from the passages, per language. */
    captions: captionsUrl.optional(),
    captions_zh: captionsUrl.optional(),
  })
  .refine(hasTranscript, transcriptRequired);
export const audioContentSchema = z
  .object({ ...mediaFiles, ...mediaTranscript })
  .refine(hasTranscript, transcriptRequired);
export const pdfContentSchema = z.object(mediaFiles);

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

export const quizContentSchema = z.object({
  passing_score: z.number().int().min(1).max(100).default(QUIZ_DEFAULT_PASSING_SCORE),
  max_attempts: z.number().int().min(1).max(QUIZ_MAX_ATTEMPTS).default(QUIZ_DEFAULT_MAX_ATTEMPTS),
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
export type VideoContent = z.infer<typeof videoContentSchema>;
export type AudioContent = z.infer<typeof audioContentSchema>;
export type QuizContent = z.infer<typeof quizContentSchema>;
export type QuizQuestion = z.infer<typeof quizQuestionSchema>;
export type GradedQuestion = z.infer<typeof gradedQuestionSchema>;
