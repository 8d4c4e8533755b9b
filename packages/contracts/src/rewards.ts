import { z } from 'zod';
import {
  errorCodeSchema,
  idSchema,
  integerSchema,
  MAX_INTEGER,
  pageSchema,
  pageSizeSchema,
} from './common';
import {
  isPhoneNumber,
  isPostalCode,
  redemptionStatuses,
  rewardCategoryIds,
} from './rewards.rules';

export type { RedemptionStatus, RewardCategory } from './rewards.rules';

export const rewardCategorySchema = z.literal(rewardCategoryIds);

export const rewardListQuerySchema = z.object({
  reward_category_id: integerSchema(1, MAX_INTEGER).pipe(rewardCategorySchema).optional(),
  page: pageSchema,
  limit: pageSizeSchema(12),
});

export const rewardSchema = z.object({
  reward_id: z.number().int(),
  reward_category_id: rewardCategorySchema,
  title: z.string(),
  title_zh: z.string().nullable(),
  description: z.string(),
  description_zh: z.string().nullable(),
  image_url: z.string().nullable(),
  points_required: z.number().int(),
  available_stock: z.number().int(),
  /** The course a course-access reward unlocks. */
  course_id: z.number().int().nullable(),
});
export type Reward = z.infer<typeof rewardSchema>;

/** Success envelopes of the reward calls; the redemption ones also carry the spec's success/message. */
export const rewardListResponseSchema = z.object({
  code: z.literal(1),
  msg: z.string(),
  data: z.object({
    list: z.array(rewardSchema),
    count: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
  }),
});
export type RewardList = z.infer<typeof rewardListResponseSchema>['data'];
export const rewardIdQuerySchema = z.object({ reward_id: idSchema });
export const rewardResponseSchema = z.object({
  code: z.literal(1),
  msg: z.string(),
  data: rewardSchema,
});

const optionalText = (max: number) => z.string().trim().max(max).default('');

/**
 * The redemption form. Field messages are keys the server translates (收件人姓名不能为空,
 * 收货地址不能为空, 邮政编码为6位数字); shipping fields are required for merchandise only.
 */
export const redemptionRequestSchema = z.object({
  reward_id: idSchema,
  recipient_name: optionalText(100),
  recipient_phone: optionalText(30).refine((phone) => phone === '' || isPhoneNumber(phone), {
    message: 'phoneInvalid',
  }),
  shipping_address: optionalText(300),
  shipping_city: optionalText(100),
  shipping_province: optionalText(100),
  shipping_postal_code: optionalText(6).refine((code) => code === '' || isPostalCode(code), {
    message: 'postalCodeInvalid',
  }),
  additional_notes: optionalText(500),
});
export type RedemptionRequest = z.input<typeof redemptionRequestSchema>;

export const redemptionStatusSchema = z.enum(redemptionStatuses);

/** What the learner and the admin both see of a redemption: the reward, its cost, its state. */
export const redemptionCoreSchema = z.object({
  reward_id: z.number().int(),
  reward_title: z.string(),
  reward_title_zh: z.string().nullable(),
  reward_category_id: rewardCategorySchema,
  recipient_name: z.string(),
  points_spent: z.number().int(),
  status: redemptionStatusSchema,
  tracking_number: z.string().nullable(),
  admin_note: z.string().nullable(),
});

export const redemptionSchema = redemptionCoreSchema.extend({
  redemption_id: z.number().int(),
  redemption_date: z.string(),
  reward_image: z.string().nullable(),
  course_id: z.number().int().nullable(),
  updated_at: z.string(),
});
export type Redemption = z.infer<typeof redemptionSchema>;

export const redemptionCreatedSchema = z.object({
  redemption: redemptionSchema,
  available_points: z.number().int(),
});
export type RedemptionCreated = z.infer<typeof redemptionCreatedSchema>;
export const redemptionCreateResponseSchema = z.object({
  code: z.literal(1),
  msg: z.string(),
  success: z.literal(true),
  message: z.string(),
  data: redemptionCreatedSchema,
});

export const redemptionListQuerySchema = z.object({
  user_id: idSchema.optional(),
  page: pageSchema,
  limit: pageSizeSchema(10),
});
export const redemptionListSchema = z.object({
  redemptions: z.array(redemptionSchema),
  pagination: z.object({
    page: z.number().int(),
    limit: z.number().int(),
    total: z.number().int(),
    total_pages: z.number().int(),
  }),
});
export type RedemptionList = z.infer<typeof redemptionListSchema>;
export const redemptionListResponseSchema = z.object({
  code: z.literal(1),
  msg: z.string(),
  success: z.literal(true),
  message: z.string(),
  data: redemptionListSchema,
});

/** Failures of the redemption calls carry `success: false` and `message` as well. */
export const redemptionErrorSchema = z.object({
  code: z.literal(0),
  msg: z.string(),
  success: z.literal(false),
  message: z.string(),
  error: errorCodeSchema,
  fields: z.record(z.string(), z.string()).optional(),
});
