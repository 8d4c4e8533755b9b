import type { BulkOutcome, BulkResult } from '@academy/contracts/admin-bulk';

/** What a bulk admin action answers for these outcomes, in order: its counts follow from them. */
export function bulkResult(items: BulkOutcome[]): BulkResult {
  const done = items.filter((item) => item.status === 'done').length;
  return { done, refused: items.length - done, items };
}
