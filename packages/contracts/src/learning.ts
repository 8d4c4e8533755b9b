import { z } from 'zod';
import { difficultyLevels } from './catalogue.rules';
import { envelope, idSchema, localeSchema } from './common';
import { contentTypes } from './rules';

const nullableText = z.string().nullable();

export const contentTypeSchema = z.enum(contentTypes);

/** A lesson as every list of lessons names it: its place in the course, its type and title. */
export const lessonHeadingFields = {
  position: z.number().int(),
  type: contentTypeSchema,
  title: z.string(),
  title_zh: nullableText,
};

/** Where a post on a lesson was written: the lesson and its course, named in both languages. */
export const lessonPlaceFields = {
  lesson_title: z.string(),
  lesson_title_zh: nullableText,
  course_title: z.string(),
  course_title_zh: nullableText,
};

export const contentListQuerySchema = z.object({ course_id: idSchema });
export const contentIdQuerySchema = z.object({ content_id: idSchema });

export const contentSummarySchema = z.object({
  id: z.number().int(),
  course_id: z.number().int(),
  ...lessonHeadingFields,
  description: z.string(),
  description_zh: nullableText,
  /** Minutes. */
  duration: z.number().int(),
  points_reward: z.number().int(),
  /** 0–100, the highest the learner reached (0 for guests). */
  user_progress: z.number().int(),
  completed_by_user: z.boolean(),
});
export type ContentSummary = z.infer<typeof contentSummarySchema>;

export const courseProgressSchema = z.object({
  completed: z.number().int(),
  total: z.number().int(),
  percentage: z.number().int(),
});
export type CourseProgress = z.infer<typeof courseProgressSchema>;

export const contentListSchema = z.object({
  list: z.array(contentSummarySchema),
  course_progress: courseProgressSchema,
});
export type ContentList = z.infer<typeof contentListSchema>;
export const contentListResponseSchema = envelope(contentListSchema);

/** A passage of a timed transcript as the viewer follows it (seconds from the start). */
export const learnerPassageSchema = z.object({
  start: z.number(),
  end: z.number(),
  text: z.string(),
  text_zh: nullableText,
});
export type LearnerPassage = z.infer<typeof learnerPassageSchema>;

/** A captions track of a video: its language and a signed link to its WebVTT. */
export const captionTrackSchema = z.object({ language: localeSchema, url: z.string() });
export type CaptionTrack = z.infer<typeof captionTrackSchema>;

/** `GET /api/content/captions/:id/:language`: a video's captions, on a signed link. */
export const captionsParamsSchema = z.object({ id: idSchema, language: localeSchema });
export const signedLinkQuerySchema = z.object({
  expires: z.string().max(20).optional(),
  sig: z.string().max(100).optional(),
});

/** The learner's view of a quiz question: its text and options, never its answer. */
const learnerQuestionSchema = z.object({
  id: z.string(),
  question: z.string(),
  question_zh: nullableText,
  type: z.enum(['multiple-choice', 'true-false']),
  options: z.array(z.object({ id: z.string(), text: z.string(), text_zh: nullableText })),
});

/** What the viewer gets per type. Media URLs are short-lived signed links; quiz answers never appear. */
export const learnerContentDataSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('text'), html: z.string(), html_zh: nullableText }),
  z.object({
    type: z.literal('video'),
    url: z.string(),
    /** The Chinese edition of the file, for a Chinese reader; `url` is the fallback. */
    url_zh: nullableText,
    poster: nullableText,
    transcript: z.string(),
    transcript_zh: nullableText,
    /** In time order; empty when the lesson has a plain transcript only. */
    passages: z.array(learnerPassageSchema),
    /** One track per language the captions exist in. */
    captions: z.array(captionTrackSchema),
  }),
  z.object({
    type: z.literal('audio'),
    url: z.string(),
    url_zh: nullableText,
    transcript: z.string(),
    transcript_zh: nullableText,
    passages: z.array(learnerPassageSchema),
  }),
  z.object({ type: z.literal('pdf'), url: z.string(), url_zh: nullableText }),
  z.object({
    type: z.literal('quiz'),
    passing_score: z.number().int(),
    max_attempts: z.number().int(),
    questions: z.array(learnerQuestionSchema),
  }),
]);
export type LearnerContentData = z.infer<typeof learnerContentDataSchema>;

export const quizResultSchema = z.object({
  scorePercentage: z.number().int(),
  correctAnswers: z.number().int(),
  totalQuestions: z.number().int(),
  passed: z.boolean(),
  pointsEarned: z.number().int(),
  attempts_used: z.number().int(),
  max_attempts: z.number().int(),
  /**
   * Each question the attempt graded, in the quiz's order, with the option chosen, whether it
   * was right and the author's explanation. A question edited or added since the attempt is
   * left out: the learner was not graded on it as it is now. The right option itself is not
   * revealed, so a retake still tests.
   */
  answers: z.array(
    z.object({
      question_id: z.string(),
      chosen: z.string().nullable(),
      is_correct: z.boolean(),
      explanation: nullableText,
      explanation_zh: nullableText,
    }),
  ),
});
export type QuizResult = z.infer<typeof quizResultSchema>;

export const contentItemSchema = contentSummarySchema.extend({
  content_data: learnerContentDataSchema,
  /** Seconds into the video or audio where the learner left off. */
  position_seconds: z.number().int(),
  /** The learner's latest graded attempt of a quiz. */
  quiz_result: quizResultSchema.nullable(),
  /**
   * Seconds, by the server's clock, before completing may pay: the lesson's minimum time less
   * the time since the learner first opened it (its whole minimum before that; 0 for guests).
   */
  seconds_until_completable: z.number().int(),
});
export type ContentItem = z.infer<typeof contentItemSchema>;
export const contentItemResponseSchema = envelope(contentItemSchema);

export const progressRequestSchema = z.object({
  content_id: idSchema,
  progress: z.number().min(0).max(100),
  position_seconds: z.number().min(0).max(86_400).default(0),
});
export type ProgressRequest = z.input<typeof progressRequestSchema>;
export const progressSchema = z.object({
  content_id: z.number().int(),
  user_progress: z.number().int(),
  position_seconds: z.number().int(),
  completed_by_user: z.boolean(),
  /** Seconds, by the server's clock, before completing this lesson may pay (0: now). */
  seconds_until_completable: z.number().int(),
});
export type Progress = z.infer<typeof progressSchema>;
export const progressResponseSchema = envelope(progressSchema);

export const completeRequestSchema = z.object({ course_id: idSchema, content_id: idSchema });
export const completionSchema = z.object({
  status: z.literal('completed'),
  completed: z.literal(true),
  /** Points this call granted: the item's reward on the first completion (plus the course's when it was the last item), else 0. */
  pointsEarned: z.number().int(),
  available_points: z.number().int(),
});
export type Completion = z.infer<typeof completionSchema>;
export const completionResponseSchema = envelope(completionSchema);

export const quizSubmitRequestSchema = z.object({
  content_id: idSchema,
  /** Question id → option id (or a boolean for true/false questions). */
  answers: z.record(z.string().max(100), z.union([z.string().max(100), z.boolean()])),
});
export type QuizSubmitRequest = z.input<typeof quizSubmitRequestSchema>;
export const quizSubmitResponseSchema = envelope(
  quizResultSchema.extend({ available_points: z.number().int() }),
);

/** The lesson "Continue" opens: where the learner left off, or the next lesson to start. */
export const nextLessonSchema = z.object({
  content_id: z.number().int(),
  type: contentTypeSchema,
  title: z.string(),
  title_zh: nullableText,
  /** 0–100, the highest the learner reached in it. */
  user_progress: z.number().int(),
  /** Seconds into the video or audio where the learner left off (the viewer resumes there). */
  position_seconds: z.number().int(),
});
export type NextLesson = z.infer<typeof nextLessonSchema>;

/** A course in "My learning": one the learner has unlocked or started. */
export const learnerCourseSchema = z.object({
  course_id: z.number().int(),
  title: z.string(),
  title_zh: nullableText,
  thumbnail: nullableText,
  difficulty_level: z.enum(difficultyLevels),
  /** Whether the learner may open its lessons (false: it has become a paid course since). */
  has_access: z.boolean(),
  course_progress: courseProgressSchema,
  /** The learner's latest lesson progress, quiz attempt or unlock in the course. */
  last_activity_at: z.string(),
  /** Null when every lesson is completed, or the course has none. */
  next_lesson: nextLessonSchema.nullable(),
});
export type LearnerCourse = z.infer<typeof learnerCourseSchema>;
export const myLearningSchema = z.object({
  /** Most recently active first. */
  list: z.array(learnerCourseSchema),
});
export type MyLearning = z.infer<typeof myLearningSchema>;
export const myLearningResponseSchema = envelope(myLearningSchema);

/** A question the learner got wrong, as they were graded on it. */
export const quizMistakeSchema = learnerQuestionSchema.extend({
  /** The option the learner chose. */
  chosen: z.string(),
  explanation: nullableText,
  explanation_zh: nullableText,
});
export type QuizMistake = z.infer<typeof quizMistakeSchema>;

/** One quiz's wrong answers in the learner's latest attempt of it. */
export const quizMistakesSchema = z.object({
  content_id: z.number().int(),
  course_id: z.number().int(),
  title: z.string(),
  title_zh: nullableText,
  course_title: z.string(),
  course_title_zh: nullableText,
  attempted_at: z.string(),
  passed: z.boolean(),
  mistakes: z.array(quizMistakeSchema),
});
export type QuizMistakes = z.infer<typeof quizMistakesSchema>;
export const mistakeBookSchema = z.object({
  /** Quizzes with at least one mistake, the most recently attempted first. */
  list: z.array(quizMistakesSchema),
  /** How many questions the book holds in all. */
  count: z.number().int(),
});
export type MistakeBook = z.infer<typeof mistakeBookSchema>;
export const mistakeBookResponseSchema = envelope(mistakeBookSchema);

/** One answer to a question of the mistakes book: graded, but no attempt and no points. */
export const practiceRequestSchema = z.object({
  content_id: idSchema,
  question_id: z.string().max(100),
  answer: z.union([z.string().max(100), z.boolean()]),
});
export type PracticeRequest = z.input<typeof practiceRequestSchema>;
export const practiceResultSchema = z.object({
  question_id: z.string(),
  is_correct: z.boolean(),
  explanation: nullableText,
  explanation_zh: nullableText,
});
export type PracticeResult = z.infer<typeof practiceResultSchema>;
export const practiceResponseSchema = envelope(practiceResultSchema);
