import { z } from 'zod';
import { difficultySchema } from './catalogue';
import { envelope, idSchema, pageOf, pageQuery } from './common';

const nullableText = z.string().nullable();

export const teacherSortSchema = z.enum(['popularity', 'name', 'courses']).default('popularity');
export type TeacherSort = z.output<typeof teacherSortSchema>;

export const teacherListQuerySchema = z.object({
  sort: teacherSortSchema,
  ...pageQuery(6),
  /** Matched against the name in both languages. */
  search: z.string().trim().max(100).optional(),
});
export type TeacherListQuery = z.input<typeof teacherListQuerySchema>;

export const teacherIdQuerySchema = z.object({
  teacher_id: idSchema,
});

export const teacherCourseSchema = z.object({
  course_id: z.number().int(),
  title: z.string(),
  title_zh: nullableText,
  description: z.string(),
  description_zh: nullableText,
  thumbnail: nullableText,
  difficulty_level: difficultySchema,
  is_featured: z.boolean(),
  is_free: z.boolean(),
});
export type TeacherCourse = z.infer<typeof teacherCourseSchema>;

export const teacherListItemSchema = z.object({
  teacher_id: z.number().int(),
  user_id: z.number().int().nullable(),
  full_name: z.string(),
  full_name_zh: nullableText,
  bio: z.string(),
  bio_zh: nullableText,
  specialization: nullableText,
  specialization_zh: nullableText,
  profile_image: nullableText,
  created_at: z.string(),
  is_assistant: z.boolean(),
  experience_years: z.number().int(),
  course_count: z.number().int(),
  likes_count: z.number().int(),
  is_liked_by_user: z.boolean(),
  /** Average rating of the reviews of the teacher's courses; null when there are none. */
  rating: z.number().nullable(),
  total_ratings: z.number().int(),
});
export type TeacherListItem = z.infer<typeof teacherListItemSchema>;

export const teacherListSchema = pageOf(teacherListItemSchema);
export type TeacherList = z.infer<typeof teacherListSchema>;
export const teacherListResponseSchema = envelope(teacherListSchema);
export const featuredTeachersResponseSchema = envelope(
  z.object({ list: z.array(teacherListItemSchema) }),
);

export const teacherDetailSchema = z.object({
  basic_info: z.object({
    teacher_id: z.number().int(),
    user_id: z.number().int().nullable(),
    is_assistant: z.boolean(),
    name: z.string(),
    name_zh: nullableText,
    profile_image: nullableText,
    specialization: nullableText,
    specialization_zh: nullableText,
    experience_years: z.number().int(),
    rating: z.number().nullable(),
    total_ratings: z.number().int(),
    likes_count: z.number().int(),
    is_liked_by_user: z.boolean(),
    course_count: z.number().int(),
    created_at: z.string(),
  }),
  bio: z.object({ bio: z.string(), bio_zh: nullableText }),
  courses: z.array(teacherCourseSchema),
});
export type TeacherDetail = z.infer<typeof teacherDetailSchema>;
export const teacherDetailResponseSchema = envelope(teacherDetailSchema);

export const teacherLikeSchema = z.object({
  teacher_id: z.number().int(),
  is_liked_by_user: z.boolean(),
  likes_count: z.number().int(),
});
export type TeacherLike = z.infer<typeof teacherLikeSchema>;
export const teacherLikeResponseSchema = envelope(teacherLikeSchema);
