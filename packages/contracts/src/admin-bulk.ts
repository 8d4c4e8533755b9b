import { z } from 'zod';
import { BULK_LIMIT } from './admin-bulk.rules';
import { errorCodeSchema, idSchema } from './common';

// What every bulk action and CSV export of an admin table shares; each feature's own are in its
// `<feature>.admin.ts`. A bulk action runs item by item, each in its own audited transaction,
// and answers what happened to every item.

/** A batch of items for one bulk action, at most `BULK_LIMIT`. */
export const bulkItems = <T extends z.ZodType>(item: T) =>
  z.array(item).min(1).max(BULK_LIMIT, { error: 'batchTooLarge' });
/** An item of a batch, named by its id. */
export const bulkItemById = z.object({ id: idSchema });

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
export const pageFields = { page: true, page_size: true } as const;
