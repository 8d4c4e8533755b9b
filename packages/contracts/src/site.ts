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
  z.object({ status: z.literal('ok'), database: z.literal('ok') }),
);
