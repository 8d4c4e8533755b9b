import { z } from 'zod';
import { adminListQuerySchema } from './admin';
import { BULK_LIMIT, TRACKING_NUMBER_MAX } from './admin-bulk.rules';
import { errorCodeSchema, idSchema } from './common';
import { adminRedemptionQuerySchema } from './rewards.admin';

/**
 * Bulk actions and CSV exports of the admin tables. A bulk action runs item by item, each in
 * its own audited transaction, and answers what happened to every item.
 */

const batch = <T extends z.ZodType>(item: T) =>
  z.array(item).min(1).max(BULK_LIMIT, { error: 'batchTooLarge' });
const byId = z.object({ id: idSchema });

/** Approve, ship (a tracking number per redemption) or reject (one note for all) redemptions. */
export const redemptionBulkSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('approve'), items: batch(byId) }),
  z.object({
    action: z.literal('ship'),
    items: batch(
      byId.extend({ tracking_number: z.string().trim().min(1).max(TRACKING_NUMBER_MAX) }),
    ),
  }),
  z.object({
    action: z.literal('reject'),
    note: z.string().trim().min(1).max(500),
    items: batch(byId),
  }),
]);
export type RedemptionBulk = z.input<typeof redemptionBulkSchema>;

/** Disable or enable accounts. */
export const userBulkSchema = z.object({
  action: z.enum(['disable', 'enable']),
  items: batch(byId),
});
export type UserBulk = z.input<typeof userBulkSchema>;

/** What happened to one item: done, or refused with the error code (and its message). */
export const bulkOutcomeSchema = z.object({
  id: z.number().int(),
  status: z.enum(['done', 'refused']),
  error: errorCodeSchema.optional(),
  msg: z.string().optional(),
});
export type BulkOutcome = z.infer<typeof bulkOutcomeSchema>;
export const bulkResultSchema = z.object({
  done: z.number().int(),
  refused: z.number().int(),
  items: z.array(bulkOutcomeSchema),
});
export type BulkResult = z.infer<typeof bulkResultSchema>;

/** An export takes the filter and sort of its table's list, without the page. */
const pageFields = { page: true, page_size: true } as const;
export const redemptionExportQuerySchema = adminRedemptionQuerySchema.omit(pageFields);
export const userExportQuerySchema = adminListQuerySchema.omit(pageFields);
/** One learner's ledger as the points screen shows it, or the whole ledger. */
export const ledgerExportQuerySchema = z.object({ user_id: idSchema.optional() });
/** The audit log's page, narrowed to one entity ("redemption", "user"). */
export const auditQuerySchema = adminListQuerySchema.pick(pageFields).extend({
  entity: z.string().max(40).optional(),
});
export const auditExportQuerySchema = auditQuerySchema.omit(pageFields);
