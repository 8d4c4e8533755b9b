import { z } from 'zod';
import { roleSchema } from './auth';
import { difficultySchema } from './catalogue';
import {
  decimalSchema,
  envelope,
  idSchema,
  integerSchema,
  MAX_INTEGER,
  pageSchema,
  pageSizeSchema,
  requiredText,
} from './common';
import { contentDataSchemas } from './content-data';
import { linkKind } from './home.rules';
import { contentTypeSchema } from './learning';
import { hasTitleInOneLanguage } from './learning.rules';
import {
  redemptionCoreSchema,
  redemptionStatusSchema,
  rewardCategorySchema,
  rewardSchema,
} from './rewards';
import { isShipped, redemptionActions } from './rewards.rules';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './rules';

export const adminIdParamsSchema = z.object({ id: idSchema });

/** Every admin table: a page, a search term and a sort column with a direction. */
export const adminListQuerySchema = z.object({
  page: pageSchema,
  page_size: pageSizeSchema(10),
  search: z.string().trim().max(100).optional(),
  sort: z
    .string()
    .max(40)
    .regex(/^[a-z_]+$/)
    .optional(),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type AdminListQuery = z.input<typeof adminListQuerySchema>;

/** A page of an admin table. */
export function adminPage<T extends z.ZodType>(item: T) {
  return envelope(
    z.object({
      list: z.array(item),
      count: z.number().int(),
      page: z.number().int(),
      page_size: z.number().int(),
    }),
  );
}
export interface AdminPage<T> {
  list: T[];
  count: number;
  page: number;
  page_size: number;
}

/** An optional Chinese text: empty means "not translated yet" (the UI marks it). */
const zhText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => value || null);
const mediaPath = z
  .string()
  .trim()
  .regex(/^\/media\/[\w./-]+$/)
  .max(300);
const optionalMedia = mediaPath
  .nullish()
  .or(z.literal(''))
  .transform((value) => value || null);
const timestamp = z.string();

// Courses
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

// Teachers
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

// Users
export const userStatusSchema = z.enum(['active', 'disabled']);
const adminEmail = z.string().trim().toLowerCase().pipe(z.email().max(254));
export const adminUserCreateSchema = z.object({
  name: requiredText(100),
  email: adminEmail,
  role: roleSchema,
  password: z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH),
});
export type AdminUserCreate = z.input<typeof adminUserCreateSchema>;
export const adminUserUpdateSchema = z.object({
  name: requiredText(100),
  email: adminEmail,
  role: roleSchema,
  status: userStatusSchema.default('active'),
});
export type AdminUserUpdate = z.input<typeof adminUserUpdateSchema>;
export const adminPasswordResetSchema = z.object({
  password: z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH),
});
export const adminUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: roleSchema,
  status: userStatusSchema,
  available_points: z.number().int(),
  createdAt: timestamp,
  last_active_at: z.string().nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

// Content
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

// Rewards
export const adminRewardInputSchema = z
  .object({
    reward_category_id: integerSchema(1, MAX_INTEGER).pipe(rewardCategorySchema),
    course_id: idSchema.nullable().default(null),
    title: requiredText(200),
    title_zh: zhText(200),
    description: z.string().trim().max(2000).default(''),
    description_zh: zhText(2000),
    image_url: optionalMedia,
    points_required: integerSchema(1, 1_000_000),
    available_stock: integerSchema(0, 1_000_000),
    status: z.enum(['active', 'inactive']).default('active'),
  })
  .refine((reward) => isShipped(reward.reward_category_id) || reward.course_id !== null, {
    path: ['course_id'],
    message: 'courseRequired',
  });
export type AdminRewardInput = z.input<typeof adminRewardInputSchema>;
export const adminRewardSchema = rewardSchema.omit({ reward_id: true }).extend({
  id: z.number().int(),
  status: z.enum(['active', 'inactive']),
  redeemed: z.number().int(),
  createdAt: timestamp,
});
export type AdminReward = z.infer<typeof adminRewardSchema>;
export const rewardStatsSchema = z.object({
  pending: z.number().int(),
  shipped: z.number().int(),
  points_redeemed: z.number().int(),
  low_stock: z.number().int(),
});
export type RewardStats = z.infer<typeof rewardStatsSchema>;

// Redemptions
export const adminRedemptionQuerySchema = adminListQuerySchema.extend({
  status: redemptionStatusSchema.optional(),
});
export const adminRedemptionSchema = redemptionCoreSchema.extend({
  id: z.number().int(),
  user_id: z.number().int(),
  user_email: z.string(),
  recipient_phone: z.string(),
  shipping_address: z.string(),
  shipping_city: z.string(),
  shipping_province: z.string(),
  shipping_postal_code: z.string(),
  additional_notes: z.string(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type AdminRedemption = z.infer<typeof adminRedemptionSchema>;
export const redemptionActionSchema = z.enum(redemptionActions);
export const redemptionActionParamsSchema = z.object({
  id: idSchema,
  action: redemptionActionSchema,
});
export const redemptionActionBodySchema = z.object({
  tracking_number: z.string().trim().max(100).optional(),
  note: z.string().trim().max(500).optional(),
});

// Banners and activities
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

// Points
export const adminLedgerQuerySchema = z.object({
  user_id: idSchema,
  page: pageSchema,
  page_size: pageSizeSchema(20),
});
export const pointsAdjustSchema = z.object({
  user_id: idSchema,
  delta: integerSchema(-1_000_000, 1_000_000).refine((delta) => delta !== 0),
  reason: requiredText(200),
});
export type PointsAdjust = z.input<typeof pointsAdjustSchema>;
