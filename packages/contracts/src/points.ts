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

/** A streak milestone paid by a sign-in or a make-up, for the page to celebrate. */
export const streakBonusSchema = z.object({
  /** The streak length reached (one of `streakMilestones`). */
  milestone: z.number().int(),
  points: z.number().int(),
});
export type StreakBonus = z.infer<typeof streakBonusSchema>;

export const signInResultSchema = z.object({
  /** Points this sign-in granted. */
  points: z.number().int(),
  available_points: z.number().int(),
  /** The academy's calendar day (ACADEMY_TIMEZONE) the sign-in counts for, YYYY-MM-DD. */
  day: z.string(),
  /** Consecutive signed days ending today, this one included. */
  streak: z.number().int(),
  /** The milestone bonuses this sign-in paid (usually none). */
  bonuses: z.array(streakBonusSchema),
});
export type SignInResult = z.infer<typeof signInResultSchema>;
export const signInResponseSchema = envelope(signInResultSchema);

/** Make-up sign-in (补签): a missed day of the last `MAKEUP_WINDOW_DAYS`, paid for with points. */
export const makeUpInfoSchema = z.object({
  /** Whether a make-up can be bought now: a missed day, one left this month, enough points. */
  can_make_up: z.boolean(),
  /** The points one make-up costs (a site setting). */
  cost: z.number().int(),
  /** The missed days that may be made up, newest first, YYYY-MM-DD. */
  days: z.array(z.string()),
  /** Make-ups left this academy month. */
  remaining: z.number().int(),
  monthly_limit: z.number().int(),
});
export type MakeUpInfo = z.infer<typeof makeUpInfoSchema>;

export const signInStatusSchema = z.object({
  signed_in_today: z.boolean(),
  /** What today's sign-in grants (a site setting). */
  points: z.number().int(),
  day: z.string(),
  /** Consecutive signed days ending today, or yesterday while today is not signed yet. */
  streak: z.number().int(),
  /** This academy month's signed days (sign-ins and make-ups), ascending, YYYY-MM-DD. */
  month_days: z.array(z.string()),
  makeup: makeUpInfoSchema,
  /** The next streak bonus and the check-ins still needed for it; null when none is left to earn. */
  next_milestone: z
    .object({ milestone: z.number().int(), days: z.number().int(), points: z.number().int() })
    .nullable(),
});
export type SignInStatus = z.infer<typeof signInStatusSchema>;
export const signInStatusResponseSchema = envelope(signInStatusSchema);

export const makeUpRequestSchema = z.object({
  /** The missed academy day to sign, YYYY-MM-DD (a real date). */
  day: z.iso.date(),
});
export type MakeUpRequest = z.input<typeof makeUpRequestSchema>;

export const makeUpResultSchema = z.object({
  day: z.string(),
  /** Points the make-up cost. */
  cost: z.number().int(),
  available_points: z.number().int(),
  /** The current streak after the make-up. */
  streak: z.number().int(),
  /** The milestone bonuses this make-up paid (usually none). */
  bonuses: z.array(streakBonusSchema),
});
export type MakeUpResult = z.infer<typeof makeUpResultSchema>;
export const makeUpResponseSchema = envelope(makeUpResultSchema);

/** The profile's summary tiles, computed from the learner's own records. */
export const learnerSummarySchema = z.object({
  available_points: z.number().int(),
  courses_completed: z.number().int(),
  courses_redeemed: z.number().int(),
  days_active: z.number().int(),
});
export type LearnerSummary = z.infer<typeof learnerSummarySchema>;
export const learnerSummaryResponseSchema = envelope(learnerSummarySchema);
