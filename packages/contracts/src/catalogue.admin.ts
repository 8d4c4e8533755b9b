import { z } from 'zod';
import { optionalMedia, timestamp, zhText } from './admin';
import { difficultySchema } from './catalogue';
import { decimalSchema, idSchema, integerSchema, requiredText } from './common';

// The admin's courses.
export const courseStatusSchema = z.enum(['active', 'draft', 'inactive']);
export const adminCourseInputSchema = z.object({
  title: requiredText(200),
  title_zh: zhText(200),
  description: z.string().trim().max(5000).default(''),
  description_zh: zhText(5000),
  short_description: z.string().trim().max(500).default(''),
  short_description_zh: zhText(500),
  teacher_id: idSchema.nullable().default(null),
  thumbnail: optionalMedia,
  difficulty_level: difficultySchema,
  points_required: integerSchema(0, 1_000_000).default(0),
  points_reward: integerSchema(0, 1_000_000).default(0),
  price: decimalSchema(0, 1_000_000).default(0),
  is_featured: z.boolean().default(false),
  is_free: z.boolean().default(false),
  status: courseStatusSchema.default('active'),
});
export type AdminCourseInput = z.input<typeof adminCourseInputSchema>;
export const adminCourseSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  title_zh: z.string().nullable(),
  description: z.string(),
  description_zh: z.string().nullable(),
  short_description: z.string(),
  short_description_zh: z.string().nullable(),
  teacher_id: z.number().int().nullable(),
  teacher_name: z.string().nullable(),
  teacher_name_zh: z.string().nullable(),
  thumbnail: z.string().nullable(),
  difficulty_level: difficultySchema,
  points_required: z.number().int(),
  points_reward: z.number().int(),
  price: z.number(),
  is_featured: z.boolean(),
  is_free: z.boolean(),
  status: courseStatusSchema,
  enrollments: z.number().int(),
  rating: z.number().nullable(),
  content_count: z.number().int(),
  createdAt: timestamp,
});
export type AdminCourse = z.infer<typeof adminCourseSchema>;
