import { z } from 'zod';
import { decimalSchema, envelope, integerSchema, requiredText } from './common';
import { checkInSettingBounds } from './points.rules';

/** Settings the public site needs; edited in admin, defaults seeded. */
export const publicSettingsSchema = z.object({
  customer_service_url: z.string(),
  support_email: z.string(),
  support_phone: z.string(),
  support_hours: z.string(),
  support_hours_zh: z.string(),
  signin_points: z.number().int(),
  /** What one make-up sign-in (补签) costs, and how many a learner may make per month. */
  makeup_cost: z.number().int(),
  makeup_monthly_limit: z.number().int(),
  /** The bonus a 7- and a 30-day check-in streak pays once per streak; 0 pays none. */
  streak_bonus_7: z.number().int(),
  streak_bonus_30: z.number().int(),
  usd_to_cny_rate: z.number(),
  /** The footer's social links; an empty one is left out of the footer. */
  weibo_url: z.string(),
  youtube_url: z.string(),
  linkedin_url: z.string(),
  /** The uploaded QR code a reader scans to follow the academy on WeChat, or empty. */
  wechat_qr_image: z.string(),
});
export type PublicSettings = z.infer<typeof publicSettingsSchema>;
export const publicSettingsResponseSchema = envelope(publicSettingsSchema);

export const healthResponseSchema = envelope(
  z.object({
    /** `degraded`: serving, but rate limits are per instance because Redis is away. */
    status: z.enum(['ok', 'degraded']),
    database: z.literal('ok'),
    schema: z.literal('ok'),
    rate_limits: z.enum(['shared', 'local']),
  }),
);

/** A web address of a social profile, or empty for none. */
const socialUrl = z
  .url({ protocol: /^https?$/ })
  .max(500)
  .or(z.literal(''))
  .default('');

/** The settings as the admin edits them, with the bounds every field keeps. */
export const adminSettingsSchema = z.object({
  customer_service_url: z.url({ protocol: /^https?$/ }).max(500),
  support_email: z.email().max(254),
  support_phone: requiredText(50),
  support_hours: requiredText(200),
  support_hours_zh: requiredText(200),
  signin_points: integerSchema(0, 10_000),
  makeup_cost: integerSchema(...checkInSettingBounds.makeup_cost),
  makeup_monthly_limit: integerSchema(...checkInSettingBounds.makeup_monthly_limit),
  streak_bonus_7: integerSchema(...checkInSettingBounds.streak_bonus_7),
  streak_bonus_30: integerSchema(...checkInSettingBounds.streak_bonus_30),
  usd_to_cny_rate: decimalSchema(0.0001, 1000),
  weibo_url: socialUrl,
  youtube_url: socialUrl,
  linkedin_url: socialUrl,
  // An image uploaded here (images are the only public media), or empty.
  wechat_qr_image: z
    .string()
    .trim()
    .regex(/^\/media\/[\w./-]+$/)
    .max(300)
    .or(z.literal(''))
    .default(''),
});
export type AdminSettings = z.infer<typeof adminSettingsSchema>;
export const adminSettingsResponseSchema = envelope(
  adminSettingsSchema.extend({ time_zone: z.string() }),
);
