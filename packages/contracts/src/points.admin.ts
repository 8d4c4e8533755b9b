import { z } from 'zod';
import { idSchema, integerSchema, pageQuery, requiredText } from './common';

// The admin's points: a learner's ledger and adjustments.
export const adminLedgerQuerySchema = z.object({
  user_id: idSchema,
  ...pageQuery(20),
});
export const pointsAdjustSchema = z.object({
  user_id: idSchema,
  delta: integerSchema(-1_000_000, 1_000_000).refine((delta) => delta !== 0),
  reason: requiredText(200),
});
export type PointsAdjust = z.input<typeof pointsAdjustSchema>;

/** One learner's ledger as the points screen shows it, or the whole ledger. */
export const ledgerExportQuerySchema = z.object({ user_id: idSchema.optional() });
