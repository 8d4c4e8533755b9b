import { z } from 'zod';
import { timestamp, zhText } from './admin';
import { idSchema, integerSchema } from './common';
import { contentDataSchemas } from './content-data';
import { lessonHeadingFields } from './learning';
import { hasTitleInOneLanguage } from './learning.rules';

/** A lesson's own words and length, as whoever edits it writes them (the admin, its teacher). */
export const lessonFields = {
  // Either title may be the one written; empty English falls back to Chinese as Chinese does.
  title: z.string().trim().max(200).default(''),
  title_zh: zhText(200),
  description: z.string().trim().max(2000).default(''),
  description_zh: zhText(2000),
  duration: integerSchema(0, 10_000).default(0),
};

type LessonTitles = Pick<z.output<z.ZodObject<typeof lessonFields>>, 'title' | 'title_zh'>;
const hasTitles = (lesson: LessonTitles) => hasTitleInOneLanguage(lesson.title, lesson.title_zh);

/**
 * A lesson's fields with what its editor adds (`extra`) and the payload its type needs, titled in
 * at least one language.
 */
export function lessonInputSchema<Extra extends z.ZodRawShape>(extra: Extra) {
  const fields = { ...extra, ...lessonFields };
  return (
    z
      .discriminatedUnion('type', [
        z.object({ ...fields, type: z.literal('text'), content_data: contentDataSchemas.text }),
        z.object({ ...fields, type: z.literal('video'), content_data: contentDataSchemas.video }),
        z.object({ ...fields, type: z.literal('audio'), content_data: contentDataSchemas.audio }),
        z.object({ ...fields, type: z.literal('pdf'), content_data: contentDataSchemas.pdf }),
        z.object({ ...fields, type: z.literal('quiz'), content_data: contentDataSchemas.quiz }),
      ])
      // Every variant has the lesson's fields; the generic spread hides them from the compiler.
      .refine((lesson) => hasTitles(lesson as LessonTitles), {
        path: ['title'],
        message: 'titleInOneLanguage',
      })
  );
}

/** The admin's lesson of a course, with its points (HTML is sanitized on save). */
export const adminContentInputSchema = lessonInputSchema({
  course_id: idSchema,
  points_reward: integerSchema(0, 100_000).default(0),
});
export type AdminContentInput = z.input<typeof adminContentInputSchema>;
export const adminContentSchema = z.object({
  id: z.number().int(),
  course_id: z.number().int(),
  courseName: z.string(),
  ...lessonHeadingFields,
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
