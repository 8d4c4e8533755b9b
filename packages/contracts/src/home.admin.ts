import { z } from 'zod';
import { mediaPath, optionalMedia, zhText } from './admin';
import { integerSchema, requiredText } from './common';
import { linkKind } from './home.rules';

// The admin's home page banners and activities.
export const adminBannerInputSchema = z.object({
  name: requiredText(200),
  name_zh: zhText(200),
  desc: z.string().trim().max(1000).default(''),
  desc_zh: zhText(1000),
  image: mediaPath,
  link: z
    .string()
    .trim()
    .max(500)
    .refine((link) => linkKind(link) !== 'invalid', { message: 'linkInvalid' })
    .default(''),
  tag: z.string().trim().max(50).default(''),
  tag_zh: zhText(50),
  position: integerSchema(0, 10_000).default(0),
  is_active: z.boolean().default(true),
});
export type AdminBannerInput = z.input<typeof adminBannerInputSchema>;
export const adminBannerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  name_zh: z.string().nullable(),
  desc: z.string(),
  desc_zh: z.string().nullable(),
  image: z.string(),
  link: z.string(),
  tag: z.string(),
  tag_zh: z.string().nullable(),
  position: z.number().int(),
  is_active: z.boolean(),
});
export type AdminBanner = z.infer<typeof adminBannerSchema>;
export const adminActivityInputSchema = z.object({
  title: requiredText(200),
  title_zh: zhText(200),
  desc: z.string().trim().max(2000).default(''),
  desc_zh: zhText(2000),
  tag: z.string().trim().max(50).default(''),
  tag_zh: zhText(50),
  image_url: mediaPath,
  image_url_zh: optionalMedia,
  position: integerSchema(0, 10_000).default(0),
  is_active: z.boolean().default(true),
});
export type AdminActivityInput = z.input<typeof adminActivityInputSchema>;
export const adminActivitySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  title_zh: z.string().nullable(),
  desc: z.string(),
  desc_zh: z.string().nullable(),
  tag: z.string(),
  tag_zh: z.string().nullable(),
  image_url: z.string(),
  image_url_zh: z.string().nullable(),
  position: z.number().int(),
  is_active: z.boolean(),
});
export type AdminActivity = z.infer<typeof adminActivitySchema>;
