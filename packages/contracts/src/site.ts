import { z } from 'zod';
import { envelope } from './common';

/** Settings the public site needs; edited in admin, defaults seeded. */
export const publicSettingsSchema = z.object({
  customer_service_url: z.string(),
  support_email: z.string(),
  support_phone: z.string(),
  support_hours: z.string(),
  support_hours_zh: z.string(),
  signin_points: z.number().int(),
  usd_to_cny_rate: z.number(),
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
