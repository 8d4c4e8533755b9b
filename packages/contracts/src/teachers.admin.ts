import { z } from 'zod';
import { optionalMedia, timestamp, zhText } from './admin';
import { idSchema, integerSchema, requiredText } from './common';

// The admin's teachers.
export const adminTeacherInputSchema = z.object({
  full_name: requiredText(100),
  full_name_zh: zhText(100),
  bio: z.string().trim().max(5000).default(''),
  bio_zh: zhText(5000),
  specialization: z
    .string()
    .trim()
    .max(200)
    .nullish()
    .transform((value) => value || null),
  specialization_zh: zhText(200),
  profile_image: optionalMedia,
  is_assistant: z.boolean().default(false),
  experience_years: integerSchema(0, 80).default(0),
  user_id: idSchema.nullable().default(null),
});
export type AdminTeacherInput = z.input<typeof adminTeacherInputSchema>;
export const adminTeacherSchema = z.object({
  id: z.number().int(),
  full_name: z.string(),
  full_name_zh: z.string().nullable(),
  bio: z.string(),
  bio_zh: z.string().nullable(),
  specialization: z.string().nullable(),
  specialization_zh: z.string().nullable(),
  profile_image: z.string().nullable(),
  is_assistant: z.boolean(),
  experience_years: z.number().int(),
  user_id: z.number().int().nullable(),
  email: z.string().nullable(),
  courses: z.number().int(),
  students: z.number().int(),
  joinedDate: timestamp,
});
export type AdminTeacher = z.infer<typeof adminTeacherSchema>;
