import { z } from 'zod';
import { envelope, pageSchema, pageSizeSchema } from './common';

const nullableText = z.string().nullable();

export const bannerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  name_zh: nullableText,
  desc: z.string(),
  desc_zh: nullableText,
  image: z.string(),
  link: z.string(),
  tag: z.string(),
  tag_zh: nullableText,
});
export type Banner = z.infer<typeof bannerSchema>;
export const bannerListResponseSchema = envelope(z.object({ list: z.array(bannerSchema) }));

export const activityQuerySchema = z.object({
  page: pageSchema,
  limit: pageSizeSchema(2),
});

export const activitySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  title_zh: nullableText,
  desc: z.string(),
  desc_zh: nullableText,
  tag: z.string(),
  tag_zh: nullableText,
  image_url: z.string(),
  image_url_zh: nullableText,
});
export type Activity = z.infer<typeof activitySchema>;
export const activityListSchema = z.object({
  list: z.array(activitySchema),
  count: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type ActivityList = z.infer<typeof activityListSchema>;
export const activityListResponseSchema = envelope(activityListSchema);
