import { z } from 'zod';
import { adminListQuerySchema, optionalMedia, timestamp, zhText } from './admin';
import { bulkItemById, bulkItems, pageFields } from './admin-bulk';
import { TRACKING_NUMBER_MAX } from './admin-bulk.rules';
import { idSchema, integerSchema, MAX_INTEGER, requiredText } from './common';
import {
  redemptionCoreSchema,
  redemptionStatusSchema,
  rewardCategorySchema,
  rewardSchema,
} from './rewards';
import { isShipped, redemptionActions } from './rewards.rules';

// The admin's rewards and their redemptions.
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

// Bulk fulfilment and the courier's export
/** Approve, ship (a tracking number per redemption) or reject (one note for all) redemptions. */
export const redemptionBulkSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('approve'), items: bulkItems(bulkItemById) }),
  z.object({
    action: z.literal('ship'),
    items: bulkItems(
      bulkItemById.extend({ tracking_number: z.string().trim().min(1).max(TRACKING_NUMBER_MAX) }),
    ),
  }),
  z.object({
    action: z.literal('reject'),
    note: z.string().trim().min(1).max(500),
    items: bulkItems(bulkItemById),
  }),
]);
export type RedemptionBulk = z.input<typeof redemptionBulkSchema>;
export const redemptionExportQuerySchema = adminRedemptionQuerySchema.omit(pageFields);
