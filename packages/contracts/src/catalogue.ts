import { z } from 'zod';
import { difficultyLevels } from './catalogue.rules';
import { envelope, idSchema, integerSchema, pageOf, pageQuery } from './common';

export const difficultySchema = z.enum(difficultyLevels);
export type { DifficultyLevel } from './catalogue.rules';

const nullableText = z.string().nullable();

/** The catalogue's sort orders; `newest` is the web filter's name for `latest`. */
export const courseSortSchema = z
  .enum(['latest', 'newest', 'popular'])
  .default('latest')
  .transform((sort) => (sort === 'newest' ? 'latest' : sort));
export type CourseSort = z.output<typeof courseSortSchema>;

export const courseListQuerySchema = z.object({
  sort: courseSortSchema,
  /** The spec's client asks for 9999; the server caps every page at MAX_PAGE_SIZE. */
  ...pageQuery(6),
  level: difficultySchema.optional(),
  search: z.string().trim().max(100).optional(),
});
export type CourseListQuery = z.input<typeof courseListQuerySchema>;

/** A course's texts in both languages, as every course view carries them. */
const courseTexts = {
  title: z.string(),
  title_zh: nullableText,
  description: z.string(),
  description_zh: nullableText,
  short_description: z.string(),
  short_description_zh: nullableText,
};

export const courseListItemSchema = z.object({
  course_id: z.number().int(),
  ...courseTexts,
  difficulty_level: difficultySchema,
  points_reward: z.number().int(),
  points_required: z.number().int(),
  price: z.number(),
  is_featured: z.boolean(),
  is_free: z.boolean(),
  likes_count: z.number().int(),
  reviews_count: z.number().int(),
  average_rating: z.number().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  teacher_id: z.number().int().nullable(),
  teacher_name: nullableText,
  teacher_name_zh: nullableText,
  teacher_avatar: nullableText,
  thumbnail: nullableText,
  is_read_by_user: z.boolean(),
  is_liked_by_user: z.boolean(),
  is_redeemed_by_user: z.boolean(),
});
export type CourseListItem = z.infer<typeof courseListItemSchema>;

export const courseListSchema = pageOf(courseListItemSchema);
export type CourseList = z.infer<typeof courseListSchema>;
export const courseListResponseSchema = envelope(courseListSchema);

export const courseIdQuerySchema = z.object({ course_id: idSchema });
export const courseIdBodySchema = z.object({ course_id: idSchema });

export const courseDetailSchema = z.object({
  basic_info: z.object({
    course_id: z.number().int(),
    ...courseTexts,
    thumbnail: nullableText,
    difficulty_level: difficultySchema,
    /** Intermediate and advanced courses are premium: they are unlocked once with points. */
    is_premium: z.boolean(),
    is_free: z.boolean(),
    is_featured: z.boolean(),
    points_required: z.number().int(),
    points_reward: z.number().int(),
    price: z.number(),
    likes_count: z.number().int(),
    reviews_count: z.number().int(),
    average_rating: z.number().nullable(),
    is_liked_by_user: z.boolean(),
    is_redeemed_by_user: z.boolean(),
    /** True when the viewer may open the course's content (free, or unlocked). */
    has_access: z.boolean(),
    /** Lessons in the course; a course without any cannot be unlocked yet. */
    lesson_count: z.number().int(),
    created_at: z.string(),
  }),
  teacher: z
    .object({
      teacher_id: z.number().int(),
      name: z.string(),
      name_zh: nullableText,
      avatar: nullableText,
    })
    .nullable(),
});
export type CourseDetail = z.infer<typeof courseDetailSchema>;
export const courseDetailResponseSchema = envelope(courseDetailSchema);

export const relatedCourseSchema = z.object({
  course_id: z.number().int(),
  title: z.string(),
  title_zh: nullableText,
  cover_image: nullableText,
  difficulty_level: difficultySchema,
  level: difficultySchema,
});
export type RelatedCourse = z.infer<typeof relatedCourseSchema>;
export const relatedCoursesResponseSchema = envelope(
  z.object({ list: z.array(relatedCourseSchema) }),
);
export const featuredCoursesResponseSchema = envelope(
  z.object({ list: z.array(courseListItemSchema) }),
);

export const courseLikeSchema = z.object({
  course_id: z.number().int(),
  is_liked_by_user: z.boolean(),
  likes_count: z.number().int(),
});
export type CourseLike = z.infer<typeof courseLikeSchema>;
export const courseLikeResponseSchema = envelope(courseLikeSchema);

export const courseUnlockSchema = z.object({
  course_id: z.number().int(),
  is_redeemed_by_user: z.literal(true),
  /** Points this call spent: 0 when the course was already unlocked (the call is idempotent). */
  points_spent: z.number().int(),
  available_points: z.number().int(),
});
export type CourseUnlock = z.infer<typeof courseUnlockSchema>;
export const courseUnlockResponseSchema = envelope(courseUnlockSchema);

export const REVIEW_COMMENT_MAX_LENGTH = 2000;
export const reviewRequestSchema = z.object({
  course_id: idSchema,
  rating: integerSchema(1, 5),
  comment: z.string().trim().max(REVIEW_COMMENT_MAX_LENGTH).default(''),
});
export type ReviewRequest = z.input<typeof reviewRequestSchema>;

export const reviewSchema = z.object({
  review_id: z.number().int(),
  course_id: z.number().int(),
  /** The reviewer's display name; null when they have given none (never their email). */
  user_name: z.string().nullable(),
  /** A stable, anonymous tag for a reviewer without a name ("Learner 4F2A"). */
  user_tag: z.string(),
  rating: z.number().int(),
  comment: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  is_own: z.boolean(),
});
export type Review = z.infer<typeof reviewSchema>;
export const reviewResponseSchema = envelope(reviewSchema);

export const reviewListQuerySchema = z.object({
  course_id: idSchema,
  ...pageQuery(10),
});
export const reviewListSchema = pageOf(reviewSchema).extend({
  average_rating: z.number().nullable(),
});
export type ReviewList = z.infer<typeof reviewListSchema>;
export const reviewListResponseSchema = envelope(reviewListSchema);
