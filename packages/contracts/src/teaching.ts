import { z } from 'zod';
import { timestamp } from './admin';
import { difficultySchema } from './catalogue';
import { envelope, idSchema, pageOf, pageQuery } from './common';
import { contentTypeSchema, lessonHeadingFields } from './learning';
import { lessonInputSchema } from './learning.admin';
import { waitingQuestionSchema } from './questions';

/**
 * The teacher's workspace (`/api/teach`): a teacher linked to a profile sees their own courses,
 * how their lessons fare, and edits lessons as drafts they publish (decision 0043).
 */

export const teachingCourseSchema = z.object({
  course_id: z.number().int(),
  title: z.string(),
  title_zh: z.string().nullable(),
  thumbnail: z.string().nullable(),
  difficulty_level: difficultySchema,
  status: z.string(),
  lessons: z.number().int(),
  /** Learners who unlocked the course or opened one of its lessons. */
  learners: z.number().int(),
  /** Lessons with an unpublished draft. */
  drafts: z.number().int(),
});
export type TeachingCourse = z.infer<typeof teachingCourseSchema>;

export const teachingHomeSchema = z.object({
  teacher: z.object({
    teacher_id: z.number().int(),
    name: z.string(),
    name_zh: z.string().nullable(),
  }),
  courses: z.array(teachingCourseSchema),
});
export type TeachingHome = z.infer<typeof teachingHomeSchema>;
export const teachingHomeResponseSchema = envelope(teachingHomeSchema);

export const teachingCourseParamsSchema = z.object({ id: idSchema });

/** A lesson's figures: of the course's learners, how many opened and finished it; a quiz's passes. */
export const lessonFiguresSchema = z.object({
  content_id: z.number().int(),
  ...lessonHeadingFields,
  has_draft: z.boolean(),
  started: z.number().int(),
  completed: z.number().int(),
  /** Completed lessons per hundred learners of the course (0–100). */
  completion_rate: z.number().int(),
  /** For a quiz: learners who took it and those who passed (the rate per hundred who took it). */
  quiz: z
    .object({
      attempted: z.number().int(),
      passed: z.number().int(),
      pass_rate: z.number().int(),
    })
    .nullable(),
});
export type LessonFigures = z.infer<typeof lessonFiguresSchema>;

/** A question learners miss most: wrong answers in their latest attempts at the quiz as it is now. */
export const hardQuestionSchema = z.object({
  content_id: z.number().int(),
  lesson_title: z.string(),
  lesson_title_zh: z.string().nullable(),
  question_id: z.string(),
  question: z.string(),
  question_zh: z.string().nullable(),
  wrong: z.number().int(),
  answered: z.number().int(),
});
export type HardQuestion = z.infer<typeof hardQuestionSchema>;

export const teachingCourseDetailSchema = z.object({
  course: teachingCourseSchema,
  lessons: z.array(lessonFiguresSchema),
  hardest_questions: z.array(hardQuestionSchema),
});
export type TeachingCourseDetail = z.infer<typeof teachingCourseDetailSchema>;
export const teachingCourseDetailResponseSchema = envelope(teachingCourseDetailSchema);

export const courseLearnersQuerySchema = z.object(pageQuery(20));
export type CourseLearnersQuery = z.input<typeof courseLearnersQuerySchema>;

/** A learner as their teacher sees them: the display name and their progress, nothing else. */
export const courseLearnerSchema = z.object({
  name: z.string(),
  completed_lessons: z.number().int(),
  last_active_at: timestamp.nullable(),
});
export type CourseLearner = z.infer<typeof courseLearnerSchema>;
export const courseLearnersResponseSchema = envelope(pageOf(courseLearnerSchema));

export const waitingQuestionsQuerySchema = z.object(pageQuery(10));
export type WaitingQuestionsQuery = z.input<typeof waitingQuestionsQuerySchema>;
/** The questions on the teacher's courses no teacher or admin has answered yet, oldest first. */
export const waitingQuestionsResponseSchema = envelope(pageOf(waitingQuestionSchema));

export const teachingLessonParamsSchema = z.object({ id: idSchema });

/** The fields of a lesson a teacher edits; the course, the order and the points stay the admin's. */
export const lessonDraftInputSchema = lessonInputSchema({});
export type LessonDraftInput = z.input<typeof lessonDraftInputSchema>;

const editableLessonSchema = z.object({
  type: contentTypeSchema,
  title: z.string(),
  title_zh: z.string().nullable(),
  description: z.string(),
  description_zh: z.string().nullable(),
  duration: z.number().int(),
  /** The stored payload, quiz answers included: the course's teacher writes them. */
  content_data: z.record(z.string(), z.unknown()),
});
export type EditableLesson = z.infer<typeof editableLessonSchema>;

/** A lesson of the teacher's as published, and their draft of it when they have one. */
export const teachingLessonSchema = z.object({
  content_id: z.number().int(),
  course_id: z.number().int(),
  course_title: z.string(),
  published: editableLessonSchema,
  draft: editableLessonSchema
    .extend({
      saved_at: timestamp,
      /** The lesson was changed by someone else after the draft was begun: publishing is refused. */
      is_stale: z.boolean(),
    })
    .nullable(),
});
export type TeachingLesson = z.infer<typeof teachingLessonSchema>;
export const teachingLessonResponseSchema = envelope(teachingLessonSchema);
