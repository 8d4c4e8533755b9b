import type { BulkOutcome, BulkResult } from '@academy/contracts/admin-bulk';
import type { ErrorCode, Locale } from '@academy/contracts/common';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { inputFault, isDatabaseUnavailable } from '../db/database-errors';
import { AppError, errorMessage } from './app-error';
import { requestLocale } from './locale';

/** What a bulk action needs of its request: the language of refusals and the log. */
export interface BulkContext {
  locale: Locale;
  log: FastifyBaseLogger;
}

export const bulkContext = (request: FastifyRequest): BulkContext => ({
  locale: requestLocale(request),
  log: request.log,
});

/** The code an item's failure is reported with; undefined when the batch must stop. */
function refusalCode(error: unknown): ErrorCode | undefined {
  if (error instanceof AppError) return error.code;
  if (isDatabaseUnavailable(error)) return undefined;
  return inputFault(error)?.code ?? 'INTERNAL';
}

/**
 * Runs a bulk action one item after another through the single-item operation, which opens its
 * own audited transaction: an item that fails rolls back alone (its write and its audit entry
 * together) and the others go on. A lost database stops the batch with 503; what was done
 * before it is committed and in the audit log.
 */
export async function eachAlone<Item extends { id: number }>(
  items: readonly Item[],
  run: (item: Item) => Promise<unknown>,
  context: BulkContext,
): Promise<BulkResult> {
  const outcomes: BulkOutcome[] = [];
  for (const item of items) {
    try {
      await run(item);
      outcomes.push({ id: item.id, status: 'done' });
    } catch (error) {
      const code = refusalCode(error);
      if (code === undefined) throw error;
      if (code === 'INTERNAL') context.log.error({ err: error, id: item.id }, 'bulk item failed');
      outcomes.push({
        id: item.id,
        status: 'refused',
        error: code,
        msg: errorMessage(code, context.locale),
      });
    }
  }
  const done = outcomes.filter((outcome) => outcome.status === 'done').length;
  return { done, refused: outcomes.length - done, items: outcomes };
}
