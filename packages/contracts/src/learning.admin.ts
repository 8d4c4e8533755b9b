import { z } from 'zod';
import { timestamp, zhText } from './admin';
import { idSchema, integerSchema } from './common';
import { contentDataSchemas } from './content-data';
import { contentTypeSchema } from './learning';
import { hasTitleInOneLanguage } from './learning.rules';

// The admin's lessons of a course.
const contentBase = {
  course_id: idSchema,
  // Either title may be the one written; empty English falls back to Chinese as Chinese does.
  title: z.string().trim().max(200).default(''),
  title_zh: zhText(200),
  description: z.string().trim().max(2000).default(''),
  description_zh: zhText(2000),
  duration: integerSchema(0, 10_000).default(0),
  points_reward: integerSchema(0, 100_000).default(0),
};
/** One content item with the payload its type needs (HTML is sanitized on save). */
export const adminContentInputSchema = z
  .discriminatedUnion('type', [
    z.object({ ...contentBase, type: z.literal('text'), content_data: contentDataSchemas.text }),
    z.object({ ...contentBase, type: z.literal('video'), content_data: contentDataSchemas.video }),
    z.object({ ...contentBase, type: z.literal('audio'), content_data: contentDataSchemas.audio }),
    z.object({ ...contentBase, type: z.literal('pdf'), content_data: contentDataSchemas.pdf }),
    z.object({ ...contentBase, type: z.literal('quiz'), content_data: contentDataSchemas.quiz }),
  ])
  .refine((content) => hasTitleInOneLanguage(content.title, content.title_zh), {
    path: ['title'],
    message: 'titleInOneLanguage',
  });
export type AdminContentInput = z.input<typeof adminContentInputSchema>;
export const adminContentSchema = z.object({
  id: z.number().int(),
  course_id: z.number().int(),
  courseName: z.string(),
  position: z.number().int(),
  type: contentTypeSchema,
  title: z.string(),
  title_zh: z.string().nullable(),
  description: z.string(),
  description_zh: z.string().nullable(),
  duration: z.number().int(),
  points_reward: z.number().int(),
  /** The stored payload, quiz answers included: admins edit them. */
  content_data: z.record(z.string(), z.unknown()),
  createdAt: timestamp,
});
export type AdminContent = z.infer<typeof adminContentSchema>;
export const adminContentQuerySchema = z.object({ course_id: idSchema });
export const contentOrderSchema = z.object({
  course_id: idSchema,
  ids: z.array(idSchema).min(1).max(500),
});
