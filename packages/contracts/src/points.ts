import { z } from 'zod';
import { envelope, idSchema, pageSchema, pageSizeSchema } from './common';
import { pointsReasons } from './points.rules';

/**
 * The spec's client sends its own `user_id`; it is accepted for compatibility, but the token
 * decides whose points are read and any other id is refused.
 */
const ownUserIdSchema = idSchema.optional();

export const balanceQuerySchema = z.object({ user_id: ownUserIdSchema });

export const pointsBalanceSchema = z.object({
  user_id: z.number().int(),
  available_points: z.number().int(),
  /** Every point ever earned (the same as lifetime_earned; the spec names both). */
  total_points: z.number().int(),
  lifetime_earned: z.number().int(),
  lifetime_spent: z.number().int(),
  last_updated: z.string().nullable(),
});
export type PointsBalance = z.infer<typeof pointsBalanceSchema>;
export const pointsBalanceResponseSchema = envelope(pointsBalanceSchema);

export { type PointsReason, pointsReasons } from './points.rules';

export const pointsHistoryQuerySchema = z.object({
  user_id: ownUserIdSchema,
  page: pageSchema,
  limit: pageSizeSchema(20),
});

export const pointsEntrySchema = z.object({
  point_id: z.number().int(),
  created_at: z.string(),
  description: z.string(),
  description_zh: z.string().nullable(),
  /** Positive for an earn, negative for a spend. */
  points: z.number().int(),
  reason: z.enum(pointsReasons),
});
export type PointsEntry = z.infer<typeof pointsEntrySchema>;

export const pointsHistorySchema = z.object({
  list: z.array(pointsEntrySchema),
  count: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type PointsHistory = z.infer<typeof pointsHistorySchema>;
export const pointsHistoryResponseSchema = envelope(pointsHistorySchema);

export const signInResultSchema = z.object({
  /** Points this sign-in granted. */
  points: z.number().int(),
  available_points: z.number().int(),
  /** The academy's calendar day (ACADEMY_TIMEZONE) the sign-in counts for, YYYY-MM-DD. */
  day: z.string(),
});
export type SignInResult = z.infer<typeof signInResultSchema>;
export const signInResponseSchema = envelope(signInResultSchema);

export const signInStatusSchema = z.object({
  signed_in_today: z.boolean(),
  /** What today's sign-in grants (a site setting). */
  points: z.number().int(),
  day: z.string(),
});
export type SignInStatus = z.infer<typeof signInStatusSchema>;
export const signInStatusResponseSchema = envelope(signInStatusSchema);

/** The profile's summary tiles, computed from the learner's own records. */
export const learnerSummarySchema = z.object({
  available_points: z.number().int(),
  courses_completed: z.number().int(),
  courses_redeemed: z.number().int(),
  days_active: z.number().int(),
});
export type LearnerSummary = z.infer<typeof learnerSummarySchema>;
export const learnerSummaryResponseSchema = envelope(learnerSummarySchema);
