import { z } from 'zod';
import { adminUserSchema } from './auth.admin';
import { envelope, idSchema, integerSchema, pageOf, pageQuery, requiredText } from './common';
import { pointsEntrySchema } from './points';

// The admin's points: a learner's ledger and adjustments.
export const adminLedgerQuerySchema = z.object({
  user_id: idSchema,
  ...pageQuery(20),
});
/** The learner, and a page of their ledger. */
export const adminLedgerResponseSchema = envelope(
  pageOf(pointsEntrySchema).extend({ user: adminUserSchema }),
);
export type AdminLedger = z.infer<typeof adminLedgerResponseSchema>['data'];

export const pointsAdjustSchema = z.object({
  user_id: idSchema,
  delta: integerSchema(-1_000_000, 1_000_000).refine((delta) => delta !== 0),
  reason: requiredText(200),
});
export type PointsAdjust = z.input<typeof pointsAdjustSchema>;
/** The learner's balance once the adjustment is booked. */
export const pointsAdjustedResponseSchema = envelope(
  z.object({ user_id: z.number().int(), available_points: z.number().int() }),
);
export type PointsAdjusted = z.infer<typeof pointsAdjustedResponseSchema>['data'];

/** One learner's ledger as the points screen shows it, or the whole ledger. */
export const ledgerExportQuerySchema = z.object({ user_id: idSchema.optional() });
